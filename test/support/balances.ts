// The running balances (quota_balances, kept by the ledger's trigger) against the ledger itself: for every owner the
// balance must equal the sum of its rows. Called at the end of the quota race tests and by balances.test.ts.
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../server/db/client";

export async function expectBalancesAgreeWithLedger(db: Db): Promise<void> {
  const disagreements = await db.execute(sql`
    select coalesce(b.owner, l.owner) as owner, b.balance, l.total
    from quota_balances b
    full join (
      select quota_owner_key(user_id, session_id) as owner, sum(delta)::int as total from quota_ledger group by 1
    ) l on l.owner = b.owner
    where coalesce(b.balance, 0) <> coalesce(l.total, 0)
  `);
  // Both drivers answer { rows } (PGlite and node-postgres).
  expect((disagreements as { rows: unknown[] }).rows).toEqual([]);
}
