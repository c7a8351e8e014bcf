// Fixed-window rate limits kept in the `rate_limits` table, so every server instance on one PostgreSQL
// database counts together. One atomic upsert per check: the window restarts once it has passed.
import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Config } from "../config";
import { rateLimits } from "../db/schema";
import { recordRateLimitRefusal } from "../metrics/rate-limit";
import type { Queryable } from "../quota/ledger";
import { countedAddressOf } from "./client-address";
import { ApiError } from "./errors";

export interface RateLimitRule {
  key: string;
  limit: number;
}

/** "N seconds" under a minute, else "N minutes" (rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

const tooManyAttempts = (wait: string) => `Too many attempts. Please try again in ${wait}.`;

/** One atomic upsert: counts one event under `key` in its window (a window that has passed starts again at 1). */
async function countOne(
  db: Queryable,
  windowSeconds: number,
  key: string,
): Promise<{ count: number; retryAfter: number } | undefined> {
  const expired = sql`${rateLimits.windowStart} <= now() - ${windowSeconds} * interval '1 second'`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
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
  // Old windows are dead weight; sweep them now and then rather than on every call. The horizon is longer than any
  // window or memory of a key (hourly limits, a day of failures), whatever window this call uses.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '2 days'`));
  }
  return row;
}

/** The key's first part names the limit ("login:ip:..."); the rest is a digest and stays out of the labels. */
const limitName = (key: string) => key.split(":")[0] ?? "unknown";

/** Counts one attempt against every rule; throws 429 with Retry-After (and `message(wait)`) when any is over its limit. */
export async function enforceRateLimits(
  db: Queryable,
  windowSeconds: number,
  rules: RateLimitRule[],
  message: (wait: string) => string = tooManyAttempts,
): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const row = await countOne(db, windowSeconds, rule.key);
    if (row && row.count > rule.limit) {
      retryAfter = Math.max(retryAfter, row.retryAfter);
      recordRateLimitRefusal(limitName(rule.key));
    }
  }
  if (retryAfter > 0) {
    throw new ApiError(429, message(waitText(retryAfter)), {
      "Retry-After": String(retryAfter),
    });
  }
}

/**
 * A silent cap: counts one more (a mail to one address) and answers whether it is still within `limit` in the
 * window. Nothing is refused to the caller; over the cap the work is just not done.
 */
export async function withinCap(db: Queryable, windowSeconds: number, rule: RateLimitRule): Promise<boolean> {
  const row = await countOne(db, windowSeconds, rule.key);
  const within = !row || row.count <= rule.limit;
  if (!within) recordRateLimitRefusal(limitName(rule.key));
  return within;
}

const HOUR_SECONDS = 3600;

/** Hourly limits per client address on the calls that cost us (a chart's free question, a guest's LLM answer, a PDF). */
export const hourlyLimits = {
  charts: {
    action: "chart",
    limitOf: (config: Config) => config.RATE_LIMIT_CHARTS_PER_HOUR,
    message: (wait: string) => `Too many birth charts from your network. Please try again in ${wait}.`,
  },
  guestQuestions: {
    action: "guest-question",
    limitOf: (config: Config) => config.RATE_LIMIT_GUEST_QUESTIONS_PER_HOUR,
    message: (wait: string) =>
      `Too many questions from your network without an account. Please log in, or try again in ${wait}.`,
  },
  chatMessages: {
    action: "chat",
    limitOf: (config: Config) => config.RATE_LIMIT_CHAT_MESSAGES_PER_ADDRESS_PER_HOUR,
    message: (wait: string) => `Too many messages from your network. Please try again in ${wait}.`,
  },
  pdfs: {
    action: "pdf",
    limitOf: (config: Config) => config.RATE_LIMIT_PDFS_PER_HOUR,
    message: (wait: string) => `Too many kundali PDFs from your network. Please try again in ${wait}.`,
  },
} as const;

/** Counts one call against its hourly per-address limit; 429 with Retry-After once over it. */
export function enforceHourlyLimit(
  c: Context,
  config: Config,
  db: Queryable,
  kind: keyof typeof hourlyLimits,
): Promise<void> {
  const { action, limitOf, message } = hourlyLimits[kind];
  const rule = { key: addressKey(c, config, action), limit: limitOf(config) };
  return enforceRateLimits(db, HOUR_SECONDS, [rule], message);
}

/** Counts one chat message of any kind against its sender's hourly limit (an account or a guest session). */
export function enforceHourlyOwnerLimit(config: Config, db: Queryable, ownerKey: string): Promise<void> {
  const rule = { key: `chat-owner:${digest(ownerKey)}`, limit: config.RATE_LIMIT_CHAT_MESSAGES_PER_HOUR };
  return enforceRateLimits(
    db,
    HOUR_SECONDS,
    [rule],
    (wait) => `You have sent too many messages this hour. Please try again in ${wait}.`,
  );
}

/** The key of `action`'s counter for the caller's address (as counted: an IPv6 /64, IPv4-mapped as IPv4). */
export function addressKey(c: Context, config: Config, action: string): string {
  return `${action}:ip:${digest(countedAddressOf(c, config))}`;
}

/** Keys hold a digest, not the raw value: bounded length, any bytes, and no addresses stored in clear. */
export function digest(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}
