// What the account services need: the database, the settings, and where mail goes.
import type { Config } from "../config";
import type { Db } from "../db/client";
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
