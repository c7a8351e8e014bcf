// Serialises everything that reads and then changes one owner's question count (asking, redeeming, buying):
// inside a transaction, lock the owner's own row (users or guest_sessions) with SELECT ... FOR UPDATE.
// On PostgreSQL concurrent transactions for the same owner queue on that row lock; on PGlite, one connection,
// transactions already run one at a time, and the same statement is harmless.
import { eq } from "drizzle-orm";
import { guestSessions, users } from "../db/schema";
import type { Queryable, QuotaOwner } from "../quota/ledger";

export type OwnerState = { exists: false } | { exists: true; claimedByUserId: number | null };

export async function lockOwner(tx: Queryable, owner: QuotaOwner): Promise<OwnerState> {
  if ("userId" in owner) {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for("update");
    return row ? { exists: true, claimedByUserId: null } : { exists: false };
  }
  const [row] = await tx
    .select({ claimedByUserId: guestSessions.claimedByUserId })
    .from(guestSessions)
    .where(eq(guestSessions.id, owner.sessionId))
    .for("update");
  return row ? { exists: true, claimedByUserId: row.claimedByUserId } : { exists: false };
}
