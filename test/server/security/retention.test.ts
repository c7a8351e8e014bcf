// Nothing is kept forever for nobody: a guest session idle past GUEST_SESSION_RETENTION_DAYS goes with its charts,
// chats, matches and quota rows; expired refresh tokens and spent or expired mailed tokens go; the server sweeps now
// and then. What stays: active and registered people's rows, a coupon's count of redemptions, live tokens.
import { randomBytes } from "node:crypto";
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createGuestChart } from "../../../server/charts/service";
import { createCoupon, redeemCoupon } from "../../../server/commerce/coupons";
import type { Db } from "../../../server/db/client";
import {
  charts,
  chatMessages,
  couponRedemptions,
  emailTokens,
  guestSessions,
  matches,
  quotaBalances,
  quotaLedger,
  refreshTokens,
} from "../../../server/db/schema";
import { createLogger } from "../../../server/log";
import { scheduleSweeps, sweepExpired } from "../../../server/retention/sweep";
import { registerAndLogin } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";
import { KATHMANDU_BIRTH } from "../chat/owners";

const RETENTION = { GUEST_SESSION_RETENTION_DAYS: 30 };

/** A guest session with a chart, a question, a match, a coupon and quota rows: all of it `daysAgo` old. */
async function guestActiveDaysAgo(db: Db, daysAgo: number, couponCode: string): Promise<string> {
  const { sessionId } = await createGuestChart(db, KATHMANDU_BIRTH);
  const [chart] = await db.select({ id: charts.id }).from(charts).where(eq(charts.sessionId, sessionId));
  await db.insert(chatMessages).values({ sessionId, query: "When will I marry?", responseHtml: "<p>Soon.</p>" });
  await db.insert(matches).values({
    sessionId,
    chartId: chart?.id,
    partnerName: "Partner",
    partnerGender: "male",
    partnerBirthDate: "1990-01-01",
    partnerBirthTime: "10:00",
    partnerBirthPlace: "Pokhara, Nepal",
    partnerChart: {},
    result: {},
  });
  await db.transaction((tx) => redeemCoupon(tx, { sessionId }, couponCode));
  const then = sql`now() - ${daysAgo} * interval '1 day'`;
  await db.update(guestSessions).set({ createdAt: then }).where(eq(guestSessions.id, sessionId));
  for (const table of [charts, chatMessages, matches, quotaLedger]) {
    await db.update(table).set({ createdAt: then }).where(eq(table.sessionId, sessionId));
  }
  return sessionId;
}

async function rowsOf(db: Db, sessionId: string) {
  const counted = async (table: typeof charts | typeof chatMessages | typeof matches | typeof quotaLedger) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.sessionId, sessionId));
    return row?.n ?? 0;
  };
  const [session] = await db.select({ n: count() }).from(guestSessions).where(eq(guestSessions.id, sessionId));
  const [balance] = await db
    .select({ n: count() })
    .from(quotaBalances)
    .where(eq(quotaBalances.owner, `s:${sessionId}`));
  return {
    session: session?.n ?? 0,
    charts: await counted(charts),
    chats: await counted(chatMessages),
    matches: await counted(matches),
    quota: await counted(quotaLedger),
    balance: balance?.n ?? 0,
  };
}

const token = () => randomBytes(16).toString("hex");

describe.each(dbKinds)("retention on %s", { timeout: 120_000 }, (kind) => {
  const suite = useTestApp(kind);

  it("deletes a guest session idle past the retention with every row it owns, and keeps the others", async () => {
    const db = suite.database.db;
    const code = `KEEP${randomBytes(3).toString("hex")}`.toUpperCase();
    await createCoupon(db, { code, questions: 1, maxRedemptions: 10, expiresAt: null });
    const idle = await guestActiveDaysAgo(db, 31, code);
    const recent = await guestActiveDaysAgo(db, 29, code);
    // Created long ago, but asked a question yesterday.
    const returning = await guestActiveDaysAgo(db, 200, code);
    await db.insert(chatMessages).values({
      sessionId: returning,
      query: "And my career?",
      responseHtml: "<p>Good.</p>",
      createdAt: sql`now() - interval '1 day'`,
    });
    // Registered from this session: its rows are the account's now.
    const claimed = await guestActiveDaysAgo(db, 400, code);
    const member = await registerAndLogin(suite.app);
    await db.update(guestSessions).set({ claimedByUserId: member.userId }).where(eq(guestSessions.id, claimed));

    const swept = await sweepExpired(db, RETENTION);
    expect(swept.guestSessions).toBe(1);
    expect(await rowsOf(db, idle)).toEqual({ session: 0, charts: 0, chats: 0, matches: 0, quota: 0, balance: 0 });
    for (const kept of [recent, returning, claimed]) {
      expect(await rowsOf(db, kept)).toMatchObject({ session: 1, charts: 1, matches: 1, balance: 1 });
    }
    // The swept session's coupon redemption stays, detached: the coupon's cap still counts it.
    const [redemptions] = await db.select({ n: count() }).from(couponRedemptions);
    expect(redemptions?.n).toBe(4);
    // The retention is the setting's: with a longer one, the recent session stays; with a shorter, it goes.
    expect((await sweepExpired(db, { GUEST_SESSION_RETENTION_DAYS: 60 })).guestSessions).toBe(0);
    expect((await sweepExpired(db, { GUEST_SESSION_RETENTION_DAYS: 28 })).guestSessions).toBe(1);
    expect((await rowsOf(db, recent)).session).toBe(0);
  });

  it("deletes expired refresh tokens and spent or expired mailed tokens, and keeps live ones", async () => {
    const db = suite.database.db;
    const member = await registerAndLogin(suite.app);
    const userId = member.userId;
    const past = sql`now() - interval '1 minute'`;
    const future = sql`now() + interval '1 day'`;
    await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    await db.delete(emailTokens).where(eq(emailTokens.userId, userId));
    const refresh = await db
      .insert(refreshTokens)
      .values([
        { userId, familyId: "expired", tokenHash: token(), expiresAt: past },
        { userId, familyId: "used-live", tokenHash: token(), expiresAt: future, usedAt: sql`now()` },
        { userId, familyId: "live", tokenHash: token(), expiresAt: future },
      ])
      .returning({ familyId: refreshTokens.familyId });
    expect(refresh).toHaveLength(3);
    await db.insert(emailTokens).values([
      { userId, purpose: "verify", tokenHash: token(), expiresAt: future, usedAt: sql`now()` },
      { userId, purpose: "reset", tokenHash: token(), expiresAt: past },
      { userId, purpose: "reset", tokenHash: token(), expiresAt: future },
    ]);

    const swept = await sweepExpired(db, RETENTION);
    expect(swept.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(swept.emailTokens).toBeGreaterThanOrEqual(2);
    const families = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId));
    expect(families.map((f) => f.familyId).sort()).toEqual(["live", "used-live"]);
    const mailed = await db
      .select({ purpose: emailTokens.purpose, usedAt: emailTokens.usedAt })
      .from(emailTokens)
      .where(eq(emailTokens.userId, userId));
    expect(mailed).toEqual([{ purpose: "reset", usedAt: null }]);
  });

  it("sweeps at once and then every interval until stopped, and logs what it deleted (a sweep that deleted nothing stays quiet)", async () => {
    const db = suite.database.db;
    const member = await registerAndLogin(suite.app);
    const spent = () =>
      db.insert(emailTokens).values({
        userId: member.userId,
        purpose: "verify",
        tokenHash: token(),
        expiresAt: sql`now() + interval '1 day'`,
        usedAt: sql`now()`,
      });
    const outstanding = async () => {
      const [row] = await db
        .select({ n: count() })
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, member.userId), isNotNull(emailTokens.usedAt)));
      return row?.n ?? 0;
    };
    await spent();
    const lines: string[] = [];
    const log = createLogger("info", { write: (line: string) => void lines.push(line) });
    const sweeps = scheduleSweeps(db, { ...RETENTION, RETENTION_SWEEP_INTERVAL_MINUTES: 60 }, log, 100);
    try {
      await expect.poll(outstanding, { timeout: 20_000 }).toBe(0);
      await spent();
      await expect.poll(outstanding, { timeout: 20_000 }).toBe(0);
    } finally {
      await sweeps.stop();
    }
    expect(lines.join("\n")).toMatch(/"emailTokens":\d+.*"msg":"retention sweep done"/);
    // The sweeps in between removed nothing and said nothing (a start prints one line, not a sweep's zeros).
    for (const line of lines) expect(line).toMatch(/"(?:guestSessions|refreshTokens|emailTokens)":[1-9]/);
    expect(lines.join("\n")).not.toMatch(/"level":"error"/);
    await spent();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await outstanding()).toBe(1);
  });
});
