// The question quota is one ledger: every credit (+) and debit (-) is a row, and what remains is the sum, kept as a
// running balance per owner by a trigger in the same transaction (migration 0005).
// Everything that grants or spends questions goes through here so the rule cannot drift.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { quotaBalances, quotaLedger } from "../db/schema";

/** Whose questions these are: a registered user or an anonymous guest session. */
export type QuotaOwner = { userId: number } | { sessionId: string };

export type QuotaReason = (typeof quotaLedger.$inferInsert)["reason"];

/** Anything that can run queries: the database itself or an open transaction. */
export type Queryable = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/** The owner as the user_id and session_id columns every owned table has (one of them null). */
export function ownerColumns(owner: QuotaOwner): { userId: number | null; sessionId: string | null } {
  return {
    userId: "userId" in owner ? owner.userId : null,
    sessionId: "sessionId" in owner ? owner.sessionId : null,
  };
}

/** Writes one ledger row. `ref` names what is behind it (coupon redemption, purchase token, chat message id). */
export async function recordQuota(
  db: Queryable,
  owner: QuotaOwner,
  delta: number,
  reason: QuotaReason,
  ref: string | null = null,
): Promise<void> {
  await db.insert(quotaLedger).values({
    ...ownerColumns(owner),
    delta,
    reason,
    ref,
  });
}

/** The key of an owner's running balance, as the ledger trigger computes it (migration 0005). */
export function balanceKey(owner: QuotaOwner): string {
  return "userId" in owner ? `u:${owner.userId}` : `s:${owner.sessionId}`;
}

const remainingOfUserStatements = new WeakMap<Db, (userId: number) => Promise<number>>();

/**
 * `remainingQuestions` of a user with a statement prepared once per database: the hot read behind
 * GET /api/chat/-/eligibility (prepared statements are 2-3x plain queries on PostgreSQL, docs/architecture.md).
 */
export function remainingQuestionsOfUser(db: Db, userId: number): Promise<number> {
  let run = remainingOfUserStatements.get(db);
  if (!run) {
    const statement = db
      .select({ balance: quotaBalances.balance })
      .from(quotaBalances)
      .where(eq(quotaBalances.owner, sql.placeholder("owner")))
      .prepare("remaining_questions_of_user");
    run = async (id: number) => {
      const [row] = await statement.execute({ owner: balanceKey({ userId: id }) });
      return Math.max(0, row?.balance ?? 0);
    };
    remainingOfUserStatements.set(db, run);
  }
  return run(userId);
}

/** Questions the owner may still ask: its running balance (the sum of its ledger rows), never below zero. */
export async function remainingQuestions(db: Queryable, owner: QuotaOwner): Promise<number> {
  const [row] = await db
    .select({ balance: quotaBalances.balance })
    .from(quotaBalances)
    .where(eq(quotaBalances.owner, balanceKey(owner)));
  return Math.max(0, row?.balance ?? 0);
}
