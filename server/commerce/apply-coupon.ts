// Applies a coupon for a user or a guest session in its own transaction, under the owner's row lock.

import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { type QuotaOwner, remainingQuestions } from "../quota/ledger";
import { redeemCoupon } from "./coupons";
import { lockOwner } from "./owner-lock";

export async function applyCoupon(
  db: Db,
  owner: QuotaOwner,
  code: string,
): Promise<{ questionsAdded: number; availableQueryCount: number }> {
  const questionsAdded = await db.transaction(async (tx) => {
    const state = await lockOwner(tx, owner);
    if (!state.exists) throw ApiError.said(401, "logInToContinue");
    if (state.claimedByUserId !== null) throw ApiError.said(403, "sessionClaimed");
    return redeemCoupon(tx, owner, code);
  });
  return { questionsAdded, availableQueryCount: await remainingQuestions(db, owner) };
}
