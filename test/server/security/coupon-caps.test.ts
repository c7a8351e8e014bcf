// A coupon's cap counts every redemption ever made: deleting the account that redeemed it gives nothing back.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { couponMessages, createCoupon } from "../../../server/commerce/coupons";
import { couponRedemptions, coupons } from "../../../server/db/schema";
import { postJson, registerAndLogin } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";
import { guestWithChart } from "../chat/owners";

const APPLY = "/api/coupon/-/questions/apply";

describe.each(dbKinds)("coupon caps on %s", (kind) => {
  const suite = useTestApp(kind);

  const deleteAccount = (authHeader: Record<string, string>) =>
    suite.app.request("/api/delete-account", {
      method: "DELETE",
      headers: { "content-type": "application/json", ...authHeader },
      body: JSON.stringify({ name: "delete" }),
    });

  it("a coupon capped at 1 stays used after the account that redeemed it is deleted", async () => {
    await createCoupon(suite.database.db, { code: "ONLYONCE", questions: 4, maxRedemptions: 1, expiresAt: null });
    const first = await registerAndLogin(suite.app);
    expect((await postJson(suite.app, APPLY, { coupon_code: "onlyonce" }, first.authHeader)).status).toBe(200);
    expect((await deleteAccount(first.authHeader)).status).toBe(200);

    const second = await registerAndLogin(suite.app);
    const again = await postJson(suite.app, APPLY, { coupon_code: "onlyonce" }, second.authHeader);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ errors: { coupon_code: [couponMessages.usedUp] } });
    const guest = await guestWithChart(suite.database.db);
    expect((await postJson(suite.app, APPLY, { coupon_code: "onlyonce", session_id: guest })).status).toBe(422);

    // The redemption is kept, detached from the person.
    const rows = await suite.database.db
      .select({ userId: couponRedemptions.userId, sessionId: couponRedemptions.sessionId })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(eq(coupons.code, "ONLYONCE"));
    expect(rows).toEqual([{ userId: null, sessionId: null }]);
  });

  it("a guest's redemption claimed at registration also survives the account's deletion", async () => {
    await createCoupon(suite.database.db, { code: "GUESTONCE", questions: 2, maxRedemptions: 1, expiresAt: null });
    const sessionId = await guestWithChart(suite.database.db);
    expect((await postJson(suite.app, APPLY, { coupon_code: "GUESTONCE", session_id: sessionId })).status).toBe(200);
    const member = await registerAndLogin(suite.app, {
      session_id: sessionId,
      name: undefined,
      birth_date: undefined,
      birth_time: undefined,
      birth_place: undefined,
      country: undefined,
      gender: undefined,
    });
    expect((await deleteAccount(member.authHeader)).status).toBe(200);
    const other = await registerAndLogin(suite.app);
    expect((await postJson(suite.app, APPLY, { coupon_code: "GUESTONCE" }, other.authHeader)).status).toBe(422);
  });
});
