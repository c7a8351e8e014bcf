// What a consistent quota ledger looks like, as SQL: each query returns the rows that break one rule.
import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";

const RULES: Record<string, ReturnType<typeof sql.raw>> = {
  "every answer has exactly one debit": sql.raw(`
    select m.id from chat_messages m
    where (select count(*) from quota_ledger l
           where l.reason = 'answer' and l.delta = -1 and l.ref = 'chat_message:' || m.id) <> 1`),
  "every answer debit names an answer or is an open reservation": sql.raw(`
    select l.id from quota_ledger l
    where l.reason = 'answer' and not (l.ref like 'pending:%'
      or exists (select 1 from chat_messages m where l.ref = 'chat_message:' || m.id))`),
  "every coupon redemption has exactly one credit": sql.raw(`
    select r.id from coupon_redemptions r
    where (select count(*) from quota_ledger l
           where l.reason = 'coupon' and l.delta > 0 and l.ref = 'coupon_redemption:' || r.id) <> 1`),
  "every coupon credit names a redemption": sql.raw(`
    select l.id from quota_ledger l
    where l.reason = 'coupon'
      and not exists (select 1 from coupon_redemptions r where l.ref = 'coupon_redemption:' || r.id)`),
  "every user has exactly one registration credit": sql.raw(`
    select u.id from users u
    where (select count(*) from quota_ledger l where l.reason = 'registration' and l.user_id = u.id) <> 1`),
  "no owner is below zero": sql.raw(`
    select user_id from quota_ledger where user_id is not null group by user_id having sum(delta) < 0`),
};

/** `{ rule: ids of the rows breaking it }` for every rule that is broken; empty when the ledger is whole. */
export async function brokenLedgerRules(db: Db): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [rule, query] of Object.entries(RULES)) {
    const rows = ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    if (rows.length > 0) broken[rule] = rows.map((r) => Object.values(r)[0]);
  }
  return broken;
}

/** How many open question reservations (debits whose answer was never stored) there are. */
export async function openReservations(db: Db): Promise<number> {
  const rows = (
    (await db.execute(
      sql.raw(`select count(*)::int as n from quota_ledger where ref like 'pending:%'`),
    )) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  return rows[0]?.n ?? 0;
}
