// The question ledger (server/quota/ledger.ts) on a fresh database of each engine: the rows it writes for a user and
// for a guest, and the questions left, which are the sum of the owner's rows and never below zero.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/client";
import { guestSessions, quotaLedger, users } from "../../../server/db/schema";
import {
  balanceKey,
  ownerColumns,
  recordQuota,
  remainingQuestions,
  remainingQuestionsOfUser,
} from "../../../server/quota/ledger";
import { dbKinds, openTestDatabase } from "../../support/databases";

describe("an owner's ledger columns and balance key", () => {
  it("name a user by user_id and a guest by session_id", () => {
    expect(ownerColumns({ userId: 7 })).toEqual({ userId: 7, sessionId: null });
    expect(ownerColumns({ sessionId: "abc" })).toEqual({ userId: null, sessionId: "abc" });
    expect(balanceKey({ userId: 7 })).toBe("u:7");
    expect(balanceKey({ sessionId: "abc" })).toBe("s:abc");
  });
});

describe.each(dbKinds)("the question ledger on %s", (kind) => {
  let database: Database;
  let userId: number;
  const sessionId = "ledger-guest-session";

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [user] = await database.db
      .insert(users)
      .values({ name: "Ledger Owner", email: "ledger@example.com", passwordHash: "x" })
      .returning({ id: users.id });
    userId = user?.id ?? 0;
    await database.db.insert(guestSessions).values({ id: sessionId });
  });
  afterAll(() => database.close());

  const rowsOf = (column: typeof quotaLedger.userId | typeof quotaLedger.sessionId, value: number | string) =>
    database.db
      .select({
        userId: quotaLedger.userId,
        sessionId: quotaLedger.sessionId,
        delta: quotaLedger.delta,
        reason: quotaLedger.reason,
        ref: quotaLedger.ref,
      })
      .from(quotaLedger)
      .where(eq(column, value))
      .orderBy(quotaLedger.id);

  it("has no questions for an owner without rows", async () => {
    expect(await remainingQuestions(database.db, { userId })).toBe(0);
    expect(await remainingQuestionsOfUser(database.db, userId)).toBe(0);
    expect(await remainingQuestions(database.db, { sessionId })).toBe(0);
  });

  it("writes a guest's row under its session, with no ref unless given", async () => {
    await recordQuota(database.db, { sessionId }, 1, "guest_chart");
    await recordQuota(database.db, { sessionId }, 2, "coupon", "redemption:1");
    expect(await rowsOf(quotaLedger.sessionId, sessionId)).toEqual([
      { userId: null, sessionId, delta: 1, reason: "guest_chart", ref: null },
      { userId: null, sessionId, delta: 2, reason: "coupon", ref: "redemption:1" },
    ]);
    expect(await remainingQuestions(database.db, { sessionId })).toBe(3);
  });

  it("counts a user's credits less the answers, apart from the guest's", async () => {
    await recordQuota(database.db, { userId }, 3, "purchase", "token-1");
    await recordQuota(database.db, { userId }, -1, "answer", "message-1");
    expect(await rowsOf(quotaLedger.userId, userId)).toEqual([
      { userId, sessionId: null, delta: 3, reason: "purchase", ref: "token-1" },
      { userId, sessionId: null, delta: -1, reason: "answer", ref: "message-1" },
    ]);
    expect(await remainingQuestions(database.db, { userId })).toBe(2);
    expect(await remainingQuestionsOfUser(database.db, userId)).toBe(2);
  });

  it("reads the current balance each time through the prepared statement", async () => {
    await recordQuota(database.db, { userId }, -1, "answer", "message-2");
    expect(await remainingQuestionsOfUser(database.db, userId)).toBe(1);
  });

  it("shows zero, never a negative count, for an owner in debt", async () => {
    await recordQuota(database.db, { userId }, -4, "answer", "message-3");
    expect(await remainingQuestions(database.db, { userId })).toBe(0);
    expect(await remainingQuestionsOfUser(database.db, userId)).toBe(0);
    await recordQuota(database.db, { sessionId }, -5, "answer", "message-4");
    expect(await remainingQuestions(database.db, { sessionId })).toBe(0);
  });
});
