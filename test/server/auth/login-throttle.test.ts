// The login throttle (server/auth/failure-throttle.ts) on one shared database per engine, each test with its own
// e-mail and address. Delays are checked at their limits by moving a counter's last failure back inside one
// transaction, where now() stands still: exactly at the end of a delay an attempt counts, one second before it waits 1 s.
import { eq, sql } from "drizzle-orm";
import { Context } from "hono";
import { describe, expect, it } from "vitest";
import { beginLoginAttempt } from "../../../server/auth/failure-throttle";
import { type Config, loadConfig } from "../../../server/config";
import { rateLimits } from "../../../server/db/schema";
import { ApiError } from "../../../server/http/errors";
import { digest } from "../../../server/http/rate-limit";
import type { Queryable } from "../../../server/quota/ledger";
import { dbKinds, useTestDatabase } from "../../support/databases";

const IP_FREE_FAILURES = 8;
const config = loadConfig({
  TRUST_PROXY: "1",
  RATE_LIMIT_PER_IP: String(IP_FREE_FAILURES),
  RATE_LIMIT_WINDOW_SECONDS: "900",
});

const pairKey = (email: string, address: string) => `login-failures:account:${digest(`${email}\n${address}`)}`;
const ipKey = (address: string) => `login-failures:ip:${digest(address)}`;

/** A login request from `address`, as the proxy in front reports it. */
const requestFrom = (address: string) =>
  new Context(new Request("http://localhost/api/login", { headers: { "x-forwarded-for": address } }));

const attempt = (db: Queryable, email: string, address: string, settings: Config = config) =>
  beginLoginAttempt(db, requestFrom(address), settings, email);

/** The 429 an attempt was refused with, as status, Retry-After and message. */
async function refusalOf(pending: Promise<unknown>) {
  const err = await pending.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return { status: err.status, retryAfter: err.headers["Retry-After"], message: err.message };
}

describe.each(dbKinds)("the login throttle on %s", (kind) => {
  const suite = useTestDatabase(kind);

  const countOf = async (key: string) => {
    const [row] = await suite.database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    return row?.count;
  };

  /** Sets a counter to `count` failures, the last one `secondsAgo` seconds before the transaction's now(). */
  const failedBefore = (tx: Queryable, key: string, count: number, secondsAgo: number) =>
    tx
      .insert(rateLimits)
      .values({ key, count, windowStart: sql`now() - ${secondsAgo} * interval '1 second'` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count, windowStart: sql`now() - ${secondsAgo} * interval '1 second'` },
      });

  it("lets the first five failures of an account from one address through, then refuses without counting", async () => {
    const email = "five-free@example.com";
    const address = "198.51.100.10";
    for (let i = 0; i < 5; i++) await attempt(suite.database.db, email, address);
    expect(await countOf(pairKey(email, address))).toBe(5);
    expect(await countOf(ipKey(address))).toBe(5);

    const refused = await refusalOf(attempt(suite.database.db, email, address));
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(`Too many failed logins. Please try again in ${refused.retryAfter} seconds.`);
    expect(await countOf(pairKey(email, address))).toBe(5);
    expect(await countOf(ipKey(address))).toBe(5);
    // The same account from another address, and another account from this one, are not delayed.
    await attempt(suite.database.db, email, "198.51.100.11");
    await attempt(suite.database.db, "five-free-other@example.com", address);
  });

  it("answers the seconds left of the delay, in the message and in Retry-After", async () => {
    const email = "seconds-left@example.com";
    const address = "198.51.100.12";
    await suite.database.db.transaction(async (tx) => {
      await failedBefore(tx, pairKey(email, address), 5, 10);
      expect(await refusalOf(attempt(tx, email, address))).toEqual({
        status: 429,
        retryAfter: "20",
        message: "Too many failed logins. Please try again in 20 seconds.",
      });
      await failedBefore(tx, pairKey(email, address), 10, 1);
      expect(await refusalOf(attempt(tx, email, address))).toEqual({
        status: 429,
        retryAfter: "899",
        message: "Too many failed logins. Please try again in 15 minutes.",
      });
    });
  });

  // [failures so far, delay in seconds]: 30 s after the fifth, doubling, up to RATE_LIMIT_WINDOW_SECONDS (900).
  const delays: [number, number][] = [
    [5, 30],
    [6, 60],
    [7, 120],
    [8, 240],
    [9, 480],
    [10, 900],
    [40, 900],
  ];
  it.each(delays)(
    "after %i failures waits %i s: one second before its end 1 s more, at its end it counts",
    async (failures, delay) => {
      const email = `delay-${failures}@example.com`;
      const address = "198.51.100.13";
      const key = pairKey(email, address);
      await suite.database.db.transaction(async (tx) => {
        await failedBefore(tx, key, failures, delay - 1);
        expect(await refusalOf(attempt(tx, email, address))).toEqual({
          status: 429,
          retryAfter: "1",
          message: "Too many failed logins. Please try again in 1 second.",
        });
        await failedBefore(tx, key, failures, delay);
        await attempt(tx, email, address);
      });
      expect(await countOf(key)).toBe(failures + 1);
    },
  );

  it("counts failures within the free ones at once, without delay", async () => {
    const email = "within-free@example.com";
    const address = "198.51.100.14";
    await suite.database.db.transaction(async (tx) => {
      await failedBefore(tx, pairKey(email, address), 4, 0);
      await attempt(tx, email, address);
    });
    expect(await countOf(pairKey(email, address))).toBe(5);
  });

  // On PostgreSQL, now() is when a transaction began: parallel logins from one address (a carrier's shared address)
  // meet a counter whose last attempt was claimed by a transaction that began after theirs.
  it("counts an attempt within the free ones although the counter's last one is later than its now()", async () => {
    const email = "claimed-later@example.com";
    const address = "198.51.100.40";
    await suite.database.db.transaction(async (tx) => {
      await failedBefore(tx, pairKey(email, address), 2, -1);
      await failedBefore(tx, ipKey(address), 3, -1);
      await attempt(tx, email, address);
    });
    expect(await countOf(pairKey(email, address))).toBe(3);
    expect(await countOf(ipKey(address))).toBe(4);
  });

  it("forgets a counter exactly a day after its last failure, not a second earlier", async () => {
    const address = "198.51.100.15";
    await suite.database.db.transaction(async (tx) => {
      await failedBefore(tx, pairKey("forget-day@example.com", address), 40, 86_400);
      await attempt(tx, "forget-day@example.com", address);
      await failedBefore(tx, pairKey("forget-almost@example.com", address), 40, 86_399);
      await attempt(tx, "forget-almost@example.com", address);
    });
    expect(await countOf(pairKey("forget-day@example.com", address))).toBe(1);
    expect(await countOf(pairKey("forget-almost@example.com", address))).toBe(41);

    // With delays longer than a day, forgetting is what ends the wait.
    const longDelays = loadConfig({ TRUST_PROXY: "1", RATE_LIMIT_WINDOW_SECONDS: "172800" });
    const email = "forget-long@example.com";
    await suite.database.db.transaction(async (tx) => {
      await failedBefore(tx, pairKey(email, address), 40, 86_399);
      expect((await refusalOf(attempt(tx, email, address, longDelays))).retryAfter).toBe("86401");
      await failedBefore(tx, pairKey(email, address), 40, 86_400);
      await attempt(tx, email, address, longDelays);
    });
    expect(await countOf(pairKey(email, address))).toBe(1);
  });

  it("delays an address after RATE_LIMIT_PER_IP failures over any accounts, giving back the account's claim", async () => {
    const address = "198.51.100.16";
    for (let i = 0; i < IP_FREE_FAILURES; i++) await attempt(suite.database.db, `ip-${i}@example.com`, address);
    expect(await countOf(ipKey(address))).toBe(IP_FREE_FAILURES);

    const refused = await refusalOf(attempt(suite.database.db, "ip-next@example.com", address));
    expect(refused.status).toBe(429);
    expect(await countOf(pairKey("ip-next@example.com", address))).toBe(0);
    expect(await countOf(ipKey(address))).toBe(IP_FREE_FAILURES);
  });

  it("a success clears the account's counter at this address and gives back the address's slot", async () => {
    const email = "success@example.com";
    const address = "198.51.100.17";
    for (let i = 0; i < 3; i++) await attempt(suite.database.db, email, address);
    await attempt(suite.database.db, email, "198.51.100.18");
    const login = await attempt(suite.database.db, email, address);
    expect(await countOf(ipKey(address))).toBe(4);
    await login.succeeded();
    expect(await countOf(pairKey(email, address))).toBeUndefined();
    expect(await countOf(ipKey(address))).toBe(3);
    expect(await countOf(pairKey(email, "198.51.100.18"))).toBe(1);
  });

  it("a fault counts nothing on either counter", async () => {
    const email = "fault@example.com";
    const address = "198.51.100.19";
    for (let i = 0; i < 2; i++) await attempt(suite.database.db, email, address);
    const login = await attempt(suite.database.db, email, address);
    await login.abandoned();
    expect(await countOf(pairKey(email, address))).toBe(2);
    expect(await countOf(ipKey(address))).toBe(2);
  });

  it("never takes a counter below zero, even when a slot is given back twice", async () => {
    const address = "198.51.100.20";
    const abandoned = await attempt(suite.database.db, "twice-abandoned@example.com", address);
    await abandoned.abandoned();
    await abandoned.abandoned();
    expect(await countOf(pairKey("twice-abandoned@example.com", address))).toBe(0);
    expect(await countOf(ipKey(address))).toBe(0);
    const succeeded = await attempt(suite.database.db, "twice-succeeded@example.com", address);
    await succeeded.succeeded();
    await succeeded.succeeded();
    expect(await countOf(ipKey(address))).toBe(0);
  });

  it("counts an e-mail in any letter case as the same account", async () => {
    const address = "198.51.100.21";
    await attempt(suite.database.db, "Mixed.Case@Example.com", address);
    await attempt(suite.database.db, "mixed.case@example.com", address);
    expect(await countOf(pairKey("mixed.case@example.com", address))).toBe(2);
  });
});
