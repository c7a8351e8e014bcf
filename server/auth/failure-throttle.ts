// Slows guessing down without letting anyone lock an owner out: failed logins, and password resets with a link that
// does not work (a guessed or stale token), each counted under its own name.
//
// Only failures count, in two counters kept in the `rate_limits` table (shared by every instance):
//   - per account and client address: the first FREE_FAILURES are free, then each further attempt waits a delay
//     that doubles with every failure (30 s, 1 min, 2 min ... up to RATE_LIMIT_WINDOW_SECONDS);
//   - per client address (all accounts): the same, after RATE_LIMIT_PER_IP free failures.
// An attempt made during its delay is refused with 429 and Retry-After and counts as nothing. A success never
// counts: it clears its account-and-address counter and gives back the slot it held on the address counter.
// Counters forget a key a day after its last failure.
//
// What stays unthrottled, on purpose: the owner trying from their own address while someone else fails from
// elsewhere (there is no per-account counter across addresses, since that is what let anyone lock an owner out),
// and successes. So a guesser spread over many addresses is slowed only by each address's own counters; for logins
// the scrypt cost of every check and the strength of passwords are the defence there, for reset links their 256
// random bits.
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Config } from "../config";
import { rateLimits } from "../db/schema";
import { countedAddressOf } from "../http/client-address";
import { ApiError } from "../http/errors";
import { addressKey, digest, waitText } from "../http/rate-limit";
import type { Queryable } from "../quota/ledger";

/** Failures per account and address before any delay: enough for a few typos. */
const FREE_FAILURES = 5;
const FIRST_DELAY_SECONDS = 30;
const FORGET_AFTER_SECONDS = 24 * 3600;

interface Counter {
  key: string;
  freeFailures: number;
}

/** What is counted: the counters' name and the refusal's words. */
export interface FailureThrottle {
  name: string;
  refusal: (wait: string) => string;
}

export const failedLogins: FailureThrottle = {
  name: "login-failures",
  refusal: (wait) => `Too many failed logins. Please try again in ${wait}.`,
};

export const failedPasswordResets: FailureThrottle = {
  name: "reset-failures",
  refusal: (wait) => `Too many password resets with a link that does not work. Please try again in ${wait}.`,
};

export interface CountedAttempt {
  /** The attempt succeeded: clear the account's counter for this address and return the address's slot. */
  succeeded(): Promise<void>;
  /** The attempt failed for another reason than a wrong secret (a server fault, bad input): count nothing. */
  abandoned(): Promise<void>;
}

function countersOf(c: Context, config: Config, throttle: FailureThrottle, email: string): Counter[] {
  const address = countedAddressOf(c, config);
  return [
    {
      key: `${throttle.name}:account:${digest(`${email.toLowerCase()}\n${address}`)}`,
      freeFailures: FREE_FAILURES,
    },
    { key: addressKey(c, config, throttle.name), freeFailures: config.RATE_LIMIT_PER_IP },
  ];
}

/**
 * Claims one attempt on both counters, counting it as a failure in advance (so parallel guesses cannot all slip
 * through before the first is counted); 429 when either counter is still in its delay. The caller reports a
 * success or a fault; a wrong secret needs no call (it stays counted).
 */
export async function beginCountedAttempt(
  db: Queryable,
  c: Context,
  config: Config,
  throttle: FailureThrottle,
  email: string,
): Promise<CountedAttempt> {
  const claimed: Counter[] = [];
  const giveBack = () => Promise.all(claimed.map((counter) => release(db, counter.key)));
  for (const counter of countersOf(c, config, throttle, email)) {
    const wait = await claim(db, counter, config.RATE_LIMIT_WINDOW_SECONDS);
    if (wait > 0) {
      await giveBack();
      throw new ApiError(429, throttle.refusal(waitText(wait)), { "Retry-After": String(wait) });
    }
    claimed.push(counter);
  }
  return {
    succeeded: async () => {
      const [pair, address] = claimed;
      if (pair) await db.delete(rateLimits).where(eq(rateLimits.key, pair.key));
      if (address) await release(db, address.key);
    },
    abandoned: async () => {
      await giveBack();
    },
  };
}

/** A login attempt (POST /api/login). */
export const beginLoginAttempt = (db: Queryable, c: Context, config: Config, email: string) =>
  beginCountedAttempt(db, c, config, failedLogins, email);

/** One atomic upsert: counts the attempt unless the key is in its delay; answers the seconds left to wait (0: counted). */
async function claim(db: Queryable, counter: Counter, maxDelaySeconds: number): Promise<number> {
  const last = rateLimits.windowStart;
  const forgotten = sql`${last} <= now() - ${FORGET_AFTER_SECONDS} * interval '1 second'`;
  // The delay owed after `count` failures: none within the free ones, then doubling from FIRST_DELAY_SECONDS.
  const delay = sql`case when ${rateLimits.count} < ${counter.freeFailures} then 0
    else least(${maxDelaySeconds}, ${FIRST_DELAY_SECONDS} * power(2, least(${rateLimits.count} - ${counter.freeFailures}, 30))) end`;
  const allowedAt = sql`${last} + ${delay} * interval '1 second'`;
  // Within the free failures an attempt always counts: now() is when this transaction began, so a parallel attempt
  // from the same address that began later may have left `last` after it (no delay is owed, yet now() < allowedAt).
  const mayTry = sql`(${forgotten} or ${rateLimits.count} < ${counter.freeFailures} or now() >= ${allowedAt})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: counter.key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${forgotten} then 1 when ${mayTry} then ${rateLimits.count} + 1 else ${rateLimits.count} end`,
        windowStart: sql`case when ${mayTry} then now() else ${last} end`,
      },
    })
    .returning({
      // A counted attempt moved the timestamp to now(); a refused one left it where the last failure put it.
      counted: sql<boolean>`${last} = now()`,
      wait: sql<number>`greatest(1, ceil(extract(epoch from (${allowedAt} - now()))))::int`.mapWith(Number),
    });
  return row && !row.counted ? row.wait : 0;
}

/** Takes back an attempt counted in advance. */
async function release(db: Queryable, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(0, ${rateLimits.count} - 1)` })
    .where(eq(rateLimits.key, key));
}
