// Coupons add questions to an account or a guest session. Each coupon can be redeemed once per owner, up to
// its optional redemption limit and before its optional expiry. Codes are matched case-insensitively.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { COUPON_REQUIRED } from "../../contract/commerce";
import { COUPON_MIN_LENGTH } from "../../contract/rules";
import type { Db } from "../db/client";
import { couponRedemptions, coupons } from "../db/schema";
import { ValidationError } from "../http/errors";
import { ownerColumns, type Queryable, type QuotaOwner, recordQuota } from "../quota/ledger";

export const COUPON_APPLIED = "Coupon applied successfully!";

export const couponMessages = {
  required: COUPON_REQUIRED,
  tooShort: `The coupon code must be at least ${COUPON_MIN_LENGTH} characters.`,
  unknown: "This coupon code is not valid.",
  expired: "This coupon has expired.",
  usedUp: "This coupon has already been used the maximum number of times.",
  alreadyRedeemed: "You have already applied this coupon.",
} as const;

/** A coupon that cannot be applied; answered as 422 on the `coupon_code` field. */
export class CouponRejected extends ValidationError {
  constructor(message: string) {
    super({ coupon_code: [message] });
  }
}

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Redeems a coupon for the owner inside the caller's transaction and credits its questions to the ledger.
 * The coupon row is locked first, so concurrent redemptions (by anyone) are counted one at a time; the unique
 * index per (coupon, owner) and ON CONFLICT DO NOTHING make a repeat by the same owner a clean refusal.
 * Throws CouponRejected when the code cannot be applied. Returns the number of questions added.
 */
export async function redeemCoupon(tx: Queryable, owner: QuotaOwner, rawCode: string): Promise<number> {
  const code = normaliseCouponCode(rawCode);
  if (code.length === 0) throw new CouponRejected(couponMessages.required);
  if (code.length < COUPON_MIN_LENGTH) throw new CouponRejected(couponMessages.tooShort);
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).for("update");
  if (!coupon) throw new CouponRejected(couponMessages.unknown);
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= Date.now()) throw new CouponRejected(couponMessages.expired);
  if (coupon.maxRedemptions !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    if ((used?.n ?? 0) >= coupon.maxRedemptions) throw new CouponRejected(couponMessages.usedUp);
  }
  const [redemption] = await tx
    .insert(couponRedemptions)
    .values({
      couponId: coupon.id,
      ...ownerColumns(owner),
    })
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id });
  if (!redemption) throw new CouponRejected(couponMessages.alreadyRedeemed);
  await recordQuota(tx, owner, coupon.questions, "coupon", `coupon_redemption:${redemption.id}`);
  return coupon.questions;
}

/** Whether the owner already holds a redemption of this code (e.g. a guest's, moved to the account at registration). */
export async function hasRedeemedCoupon(tx: Queryable, owner: QuotaOwner, rawCode: string): Promise<boolean> {
  const ownerMatch =
    "userId" in owner ? eq(couponRedemptions.userId, owner.userId) : eq(couponRedemptions.sessionId, owner.sessionId);
  const [row] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(and(eq(coupons.code, normaliseCouponCode(rawCode)), ownerMatch));
  return row !== undefined;
}

export interface CouponSummary {
  code: string;
  questions: number;
  maxRedemptions: number | null;
  expiresAt: Date | null;
  redemptions: number;
  createdAt: Date;
}

export async function createCoupon(
  db: Db,
  input: { code: string; questions: number; maxRedemptions: number | null; expiresAt: Date | null },
): Promise<CouponSummary> {
  const code = normaliseCouponCode(input.code);
  if (code.length < COUPON_MIN_LENGTH) throw new Error(couponMessages.tooShort);
  if (!Number.isInteger(input.questions) || input.questions < 1) throw new Error("Questions must be at least 1.");
  const [created] = await db
    .insert(coupons)
    .values({ code, questions: input.questions, maxRedemptions: input.maxRedemptions, expiresAt: input.expiresAt })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  if (!created) throw new Error(`A coupon with code "${code}" already exists.`);
  return { ...created, redemptions: 0 };
}

export async function listCoupons(db: Db): Promise<CouponSummary[]> {
  return db
    .select({
      code: coupons.code,
      questions: coupons.questions,
      maxRedemptions: coupons.maxRedemptions,
      expiresAt: coupons.expiresAt,
      createdAt: coupons.createdAt,
      redemptions: sql<number>`cast(count(${couponRedemptions.id}) as int)`,
    })
    .from(coupons)
    .leftJoin(couponRedemptions, and(eq(couponRedemptions.couponId, coupons.id)))
    .groupBy(coupons.id)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}
