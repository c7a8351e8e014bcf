// Fixed-window rate limits kept in the `rate_limits` table, so every server instance on one PostgreSQL
// database counts together. One atomic upsert per check: the window restarts once it has passed.
import { createHash } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import { lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Config } from "../config";
import { rateLimits } from "../db/schema";
import type { Queryable } from "../quota/ledger";
import { ApiError } from "./errors";

export interface RateLimitRule {
  key: string;
  limit: number;
}

/** The caller's address: the socket peer, or the first X-Forwarded-For entry behind a trusted proxy. */
export function clientAddressOf(c: Context, config: Config): string {
  if (config.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as Partial<HttpBindings> | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Counts one attempt against every rule; throws 429 with Retry-After when any is over its limit. */
export async function enforceRateLimits(db: Queryable, windowSeconds: number, rules: RateLimitRule[]): Promise<void> {
  const expired = sql`${rateLimits.windowStart} <= now() - ${windowSeconds} * interval '1 second'`;
  let retryAfter = 0;
  for (const rule of rules) {
    const [row] = await db
      .insert(rateLimits)
      .values({ key: rule.key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        retryAfter:
          sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${windowSeconds} * interval '1 second' - now()))))::int`.mapWith(
            Number,
          ),
      });
    if (row && row.count > rule.limit) retryAfter = Math.max(retryAfter, row.retryAfter);
  }
  // Old windows are dead weight; sweep them now and then rather than on every call.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - ${windowSeconds} * interval '2 seconds'`));
  }
  if (retryAfter > 0) {
    throw new ApiError(429, `Too many attempts. Please try again in ${waitText(retryAfter)}.`, {
      "Retry-After": String(retryAfter),
    });
  }
}

/** The usual pair for an identity call: per client address, and per account (e-mail) when there is one. */
export function identityLimits(c: Context, config: Config, action: string, email?: string): RateLimitRule[] {
  const rules = [{ key: `${action}:ip:${digest(clientAddressOf(c, config))}`, limit: config.RATE_LIMIT_PER_IP }];
  if (email)
    rules.push({ key: `${action}:account:${digest(email.toLowerCase())}`, limit: config.RATE_LIMIT_PER_ACCOUNT });
  return rules;
}

/** Keys hold a digest, not the raw value: bounded length, any bytes, and no addresses stored in clear. */
function digest(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}
