// The question quota is one ledger: every credit (+) and debit (-) is a row, and what remains is the sum.
// Everything that grants or spends questions goes through here so the rule cannot drift.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { quotaLedger } from "../db/schema";

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

function ownerCondition(owner: QuotaOwner) {
  return "userId" in owner
    ? eq(quotaLedger.userId, owner.userId)
    : and(eq(quotaLedger.sessionId, owner.sessionId), isNull(quotaLedger.userId));
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

/** Questions the owner may still ask: the sum of its ledger rows (never below zero). */
const remainingOfUserStatements = new WeakMap<Db, (userId: number) => Promise<number>>();

/**
 * `remainingQuestions` of a user with a statement prepared once per database: the hot read behind
 * GET /api/chat/-/eligibility (prepared statements are 2-3x plain queries on PostgreSQL, DESIGN §7).
 */
export function remainingQuestionsOfUser(db: Db, userId: number): Promise<number> {
  let run = remainingOfUserStatements.get(db);
  if (!run) {
    const statement = db
      .select({ total: sql<string | null>`coalesce(sum(${quotaLedger.delta}), 0)` })
      .from(quotaLedger)
      .where(eq(quotaLedger.userId, sql.placeholder("userId")))
      .prepare("remaining_questions_of_user");
    run = async (id: number) => {
      const [row] = await statement.execute({ userId: id });
      return Math.max(0, Number(row?.total ?? 0));
    };
    remainingOfUserStatements.set(db, run);
  }
  return run(userId);
}

export async function remainingQuestions(db: Queryable, owner: QuotaOwner): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`coalesce(sum(${quotaLedger.delta}), 0)` })
    .from(quotaLedger)
    .where(ownerCondition(owner));
  return Math.max(0, Number(row?.total ?? 0));
}
