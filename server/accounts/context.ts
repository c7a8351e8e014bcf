// What the account services need: the database, the settings, and where mail goes.
import type { Config } from "../config";
import type { Db } from "../db/client";
import { digest, withinCap } from "../http/rate-limit";
import type { Logger } from "../log";
import type { Mailer } from "../mail/mailer";

export interface AccountContext {
  db: Db;
  config: Config;
  log: Logger;
  mailer: Mailer;
}

/** A link into the SPA at PUBLIC_URL, e.g. `/verification?token=...`. */
export function appLink(config: Config, pathname: string, query: Record<string, string>): string {
  // Relative to PUBLIC_URL as a folder, so an app served under a path (https://host/app) keeps it.
  const base = config.PUBLIC_URL.endsWith("/") ? config.PUBLIC_URL : `${config.PUBLIC_URL}/`;
  const url = new URL(pathname.replace(/^\/+/, ""), base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

const HOUR_SECONDS = 3600;

/**
 * The silent cap on mails of one kind (`kind`, e.g. "reset-mail") to one address: RATE_LIMIT_PER_ACCOUNT within an
 * hour, or within `windowSeconds` when shorter. Counts this mail and answers whether it may go; over the cap the
 * caller sends nothing and answers as always, so nobody learns of the cap and the address's owner is never refused:
 * the mails already sent in the window still hold working links.
 */
export function withinMailCap(
  ctx: AccountContext,
  kind: string,
  address: string,
  windowSeconds = HOUR_SECONDS,
): Promise<boolean> {
  const rule = { key: `${kind}:account:${digest(address.toLowerCase())}`, limit: ctx.config.RATE_LIMIT_PER_ACCOUNT };
  return withinCap(ctx.db, Math.min(windowSeconds, HOUR_SECONDS), rule);
}
