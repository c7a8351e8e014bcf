// applyCoupon (server/commerce/apply-coupon.ts): who may apply a coupon, and what it answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyCoupon } from "../../../server/commerce/apply-coupon";
import { createCoupon } from "../../../server/commerce/coupons";
import type { Database } from "../../../server/db/client";
import { ApiError } from "../../../server/http/errors";
import { recordQuota, remainingQuestions } from "../../../server/quota/ledger";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { insertGuest, insertUser } from "../../support/owner-rows";

async function apiErrorOf(pending: Promise<unknown>) {
  const err = await pending.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return { status: err.status, message: err.message };
}

describe.each(dbKinds)("applying a coupon on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createCoupon(database.db, { code: "APPLY4", questions: 4, maxRedemptions: null, expiresAt: null });
  });
  afterAll(() => database.close());

  it("adds the coupon's questions to what the owner had, and answers both", async () => {
    const owner = { userId: await insertUser(database.db, "apply-user@example.com") };
    await recordQuota(database.db, owner, 1, "registration", null);
    expect(await applyCoupon(database.db, owner, "apply4")).toEqual({ questionsAdded: 4, availableQueryCount: 5 });
    const guest = { sessionId: await insertGuest(database.db, "apply-guest-session") };
    expect(await applyCoupon(database.db, guest, "APPLY4")).toEqual({ questionsAdded: 4, availableQueryCount: 4 });
  });

  it("asks an unknown owner to log in", async () => {
    expect(await apiErrorOf(applyCoupon(database.db, { userId: 987_654 }, "APPLY4"))).toEqual({
      status: 401,
      message: "Please log in to continue.",
    });
    expect(await apiErrorOf(applyCoupon(database.db, { sessionId: "apply-no-such-session" }, "APPLY4"))).toEqual({
      status: 401,
      message: "Please log in to continue.",
    });
  });

  it("refuses a guest session that now belongs to an account, crediting nothing", async () => {
    const userId = await insertUser(database.db, "apply-claimer@example.com");
    const guest = { sessionId: await insertGuest(database.db, "apply-claimed-session", userId) };
    expect(await apiErrorOf(applyCoupon(database.db, guest, "APPLY4"))).toEqual({
      status: 403,
      message: "This session now belongs to an account. Please log in to continue.",
    });
    expect(await remainingQuestions(database.db, guest)).toBe(0);
  });
});
