// Coupon rules (server/commerce/coupons.ts) called directly on one shared database per engine, each test with its own
// codes and owners: every refusal with its message, the redemption limit at its Nth and N+1th use, the expiry at its
// very instant (the module reads Date.now(), so only Date is faked there), and what creating and listing answer.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CouponRejected,
  couponMessages,
  createCoupon,
  hasRedeemedCoupon,
  listCoupons,
  normaliseCouponCode,
  redeemCoupon,
} from "../../../server/commerce/coupons";
import { quotaLedger } from "../../../server/db/schema";
import { ValidationError } from "../../../server/http/errors";
import { type QuotaOwner, remainingQuestions } from "../../../server/quota/ledger";
import { dbKinds, useTestDatabase } from "../../support/databases";
import { insertGuest, insertUser } from "../../support/owner-rows";

/** The message a redemption was refused with (as the 422 on coupon_code carries it). */
async function refusalOf(pending: Promise<unknown>): Promise<string | undefined> {
  const err = await pending.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof CouponRejected)) throw new Error(`expected a refused coupon, got ${String(err)}`);
  expect(err).toBeInstanceOf(ValidationError);
  expect(Object.keys(err.errors)).toEqual(["coupon_code"]);
  return err.errors.coupon_code?.[0];
}

describe("coupon codes", () => {
  it("are trimmed and upper-cased", () => {
    expect(normaliseCouponCode("  welcome5 ")).toBe("WELCOME5");
  });
});

describe.each(dbKinds)("coupon rules on %s", (kind) => {
  const suite = useTestDatabase(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  const coupon = (
    code: string,
    questions: number,
    maxRedemptions: number | null = null,
    expiresAt: Date | null = null,
  ) => createCoupon(suite.database.db, { code, questions, maxRedemptions, expiresAt });
  const user = async (email: string): Promise<QuotaOwner> => ({ userId: await insertUser(suite.database.db, email) });

  it("credits a user the coupon's questions, once, in a ledger row naming the redemption", async () => {
    await coupon("CREDIT3", 3);
    const owner = await user("coupon-credit@example.com");
    expect(await redeemCoupon(suite.database.db, owner, "credit3")).toBe(3);
    expect(await remainingQuestions(suite.database.db, owner)).toBe(3);
    const rows = await suite.database.db
      .select({ delta: quotaLedger.delta, reason: quotaLedger.reason, ref: quotaLedger.ref })
      .from(quotaLedger)
      .where(eq(quotaLedger.userId, "userId" in owner ? owner.userId : 0));
    expect(rows).toEqual([{ delta: 3, reason: "coupon", ref: expect.stringMatching(/^coupon_redemption:\d+$/) }]);
    expect(await refusalOf(redeemCoupon(suite.database.db, owner, "CREDIT3"))).toBe(couponMessages.alreadyRedeemed);
    expect(await remainingQuestions(suite.database.db, owner)).toBe(3);
  });

  it("credits a guest session by its id, independently of accounts", async () => {
    await coupon("GUEST2", 2);
    const guest = { sessionId: await insertGuest(suite.database.db, "coupon-guest-session") };
    const member = await user("coupon-guest-member@example.com");
    expect(await redeemCoupon(suite.database.db, guest, " guest2 ")).toBe(2);
    expect(await remainingQuestions(suite.database.db, guest)).toBe(2);
    expect(await refusalOf(redeemCoupon(suite.database.db, guest, "GUEST2"))).toBe(couponMessages.alreadyRedeemed);
    expect(await redeemCoupon(suite.database.db, member, "GUEST2")).toBe(2);
  });

  it("refuses empty, short and unknown codes with their messages", async () => {
    const owner = await user("coupon-bad-codes@example.com");
    expect(await refusalOf(redeemCoupon(suite.database.db, owner, ""))).toBe("Please enter a coupon code.");
    expect(await refusalOf(redeemCoupon(suite.database.db, owner, "   "))).toBe("Please enter a coupon code.");
    expect(await refusalOf(redeemCoupon(suite.database.db, owner, " ab "))).toBe(
      "The coupon code must be at least 3 characters.",
    );
    expect(await refusalOf(redeemCoupon(suite.database.db, owner, "ZZZ"))).toBe("This coupon code is not valid.");
    await coupon("ABC", 1);
    expect(await redeemCoupon(suite.database.db, owner, "abc")).toBe(1);
  });

  it("allows exactly N redemptions of a coupon limited to N, refusing the N+1th", async () => {
    await coupon("LIMIT2", 4, 2);
    const [first, second, third] = [
      await user("coupon-limit-1@example.com"),
      await user("coupon-limit-2@example.com"),
      await user("coupon-limit-3@example.com"),
    ];
    expect(await redeemCoupon(suite.database.db, first, "LIMIT2")).toBe(4);
    expect(await redeemCoupon(suite.database.db, second, "LIMIT2")).toBe(4);
    expect(await refusalOf(redeemCoupon(suite.database.db, third, "LIMIT2"))).toBe(
      "This coupon has already been used the maximum number of times.",
    );
    expect(await remainingQuestions(suite.database.db, third)).toBe(0);
    // Used up comes before already applied: the message that stays true for the owner.
    expect(await refusalOf(redeemCoupon(suite.database.db, first, "LIMIT2"))).toBe(couponMessages.usedUp);
    // Another coupon's redemptions do not count against this one.
    await coupon("LIMIT1", 1, 1);
    expect(await redeemCoupon(suite.database.db, first, "LIMIT1")).toBe(1);
  });

  it("expires at the very instant of its expiry, and works a second before", async () => {
    const expiresAt = new Date("2030-06-01T00:00:00Z");
    await coupon("EXPIRY", 2, null, expiresAt);
    const owner = await user("coupon-expiry@example.com");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(expiresAt);
    expect(await refusalOf(redeemCoupon(suite.database.db, owner, "EXPIRY"))).toBe("This coupon has expired.");
    vi.setSystemTime(expiresAt.getTime() - 1000);
    expect(await redeemCoupon(suite.database.db, owner, "EXPIRY")).toBe(2);
  });

  it("knows which owners hold a redemption of a code, in any letter case", async () => {
    await coupon("HELD1", 1);
    await coupon("HELD2", 1);
    const member = await user("coupon-held@example.com");
    const other = await user("coupon-held-other@example.com");
    const guest = { sessionId: await insertGuest(suite.database.db, "coupon-held-session") };
    const otherGuest = { sessionId: await insertGuest(suite.database.db, "coupon-held-other-session") };
    await redeemCoupon(suite.database.db, member, "HELD1");
    await redeemCoupon(suite.database.db, guest, "HELD1");
    expect(await hasRedeemedCoupon(suite.database.db, member, " held1")).toBe(true);
    expect(await hasRedeemedCoupon(suite.database.db, guest, "held1")).toBe(true);
    expect(await hasRedeemedCoupon(suite.database.db, member, "HELD2")).toBe(false);
    expect(await hasRedeemedCoupon(suite.database.db, other, "HELD1")).toBe(false);
    expect(await hasRedeemedCoupon(suite.database.db, otherGuest, "HELD1")).toBe(false);
  });

  it("creates a coupon under its normalised code, refusing short codes, fewer than 1 question and duplicates", async () => {
    const expiresAt = new Date("2031-01-01T00:00:00Z");
    expect(await coupon("  new5 ", 5, 10, expiresAt)).toMatchObject({
      code: "NEW5",
      questions: 5,
      maxRedemptions: 10,
      expiresAt,
      redemptions: 0,
    });
    await expect(coupon(" ab ", 1)).rejects.toThrow(/^The coupon code must be at least 3 characters\.$/);
    await expect(coupon("ZERO", 0)).rejects.toThrow(/^Questions must be at least 1\.$/);
    await expect(coupon("HALF", 1.5)).rejects.toThrow(/^Questions must be at least 1\.$/);
    expect(await coupon("ONE", 1)).toMatchObject({ code: "ONE", questions: 1, maxRedemptions: null, expiresAt: null });
    await expect(coupon("new5", 2)).rejects.toThrow(/^A coupon with code "NEW5" already exists\.$/);
  });

  it("lists coupons newest first with how often each was redeemed", async () => {
    await suite.database.db.transaction(async (tx) => {
      // One transaction: equal creation times, so the later id comes first.
      await createCoupon(tx, { code: "LISTED-A", questions: 1, maxRedemptions: 3, expiresAt: null });
      await createCoupon(tx, { code: "LISTED-B", questions: 2, maxRedemptions: null, expiresAt: null });
    });
    await coupon("LISTED-C", 3);
    await redeemCoupon(suite.database.db, await user("coupon-list-1@example.com"), "LISTED-A");
    await redeemCoupon(suite.database.db, await user("coupon-list-2@example.com"), "LISTED-A");
    const listed = (await listCoupons(suite.database.db)).filter((c) => c.code.startsWith("LISTED-"));
    expect(
      listed.map(({ code, questions, maxRedemptions, redemptions }) => [code, questions, maxRedemptions, redemptions]),
    ).toEqual([
      ["LISTED-C", 3, null, 0],
      ["LISTED-B", 2, null, 0],
      ["LISTED-A", 1, 3, 2],
    ]);
    expect(listed[0]?.createdAt).toBeInstanceOf(Date);
  });
});
