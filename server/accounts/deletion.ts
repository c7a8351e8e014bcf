// DELETE /api/delete-account: removes the user and everything personal. Foreign keys cascade to tokens,
// charts, chats and quota; purchases and coupon redemptions stay with user_id set null (for accounting, and so that
// a redemption still counts against its coupon's cap).
// Guest sessions the user once claimed are deleted too (with anything still attached to them).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { guestSessions, users } from "../db/schema";
import { ApiError } from "../http/errors";

export const ACCOUNT_DELETED = "Your account has been deleted successfully!";

export async function deleteAccount(db: Db, userId: number): Promise<void> {
  const gone = await db.transaction(async (tx) => {
    await tx.delete(guestSessions).where(eq(guestSessions.claimedByUserId, userId));
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length > 0;
  });
  if (!gone) throw ApiError.said(401, "logInToContinue");
}
