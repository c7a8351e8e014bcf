import { beforeAll, describe, expect, it } from "vitest";
import { couponMessages, createCoupon, listCoupons } from "../../../server/commerce/coupons";
import { remainingQuestions } from "../../../server/quota/ledger";
import { personalRowCounts, postJson, registerAndLogin } from "../../support/accounts";
import { expectBalancesAgreeWithLedger } from "../../support/balances";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";
import { guestWithChart } from "../chat/owners";

const APPLY = "/api/coupon/-/questions/apply";

describe.each(dbKinds)("POST /api/coupon/-/questions/apply on %s", (kind) => {
  const suite = useTestApp(kind);
  beforeAll(async () => {
    await createCoupon(suite.database.db, { code: "dashain5", questions: 5, maxRedemptions: null, expiresAt: null });
    await createCoupon(suite.database.db, { code: "ONCE", questions: 2, maxRedemptions: 1, expiresAt: null });
    await createCoupon(suite.database.db, {
      code: "OLD2020",
      questions: 3,
      maxRedemptions: null,
      expiresAt: new Date("2020-01-01T00:00:00Z"),
    });
  });

  it("credits a logged-in user once, matching the code case-insensitively, from the token's user", async () => {
    const user = await registerAndLogin(suite.app);
    const res = await postJson(suite.app, APPLY, { coupon_code: " Dashain5 ", user_id: user.userId }, user.authHeader);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "Coupon applied successfully!",
      questions_added: 5,
      availableQueryCount: 6,
    });
    const again = await postJson(suite.app, APPLY, { coupon_code: "DASHAIN5" }, user.authHeader);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ errors: { coupon_code: [couponMessages.alreadyRedeemed] } });
  });

  it("credits a guest session, and that session's questions can then be spent", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const res = await postJson(suite.app, APPLY, { coupon_code: "dashain5", session_id: sessionId });
    expect(await res.json()).toMatchObject({ questions_added: 5, availableQueryCount: 6 });
    expect(await remainingQuestions(suite.database.db, { sessionId })).toBe(6);
  });

  it("refuses unknown, expired, used-up and too-short codes with a message on coupon_code, changing nothing", async () => {
    const first = await registerAndLogin(suite.app);
    expect((await postJson(suite.app, APPLY, { coupon_code: "ONCE" }, first.authHeader)).status).toBe(200);
    const user = await registerAndLogin(suite.app);
    const before = await personalRowCounts(suite.database.db);
    const cases: [unknown, string][] = [
      [{ coupon_code: "NOPE123" }, couponMessages.unknown],
      [{ coupon_code: "OLD2020" }, couponMessages.expired],
      [{ coupon_code: "ONCE" }, couponMessages.usedUp],
      [{ coupon_code: "ab" }, couponMessages.tooShort],
      [{ coupon_code: "" }, couponMessages.required],
      [{}, couponMessages.required],
      [{ coupon_code: 12345 }, couponMessages.required],
    ];
    for (const [body, message] of cases) {
      const res = await postJson(suite.app, APPLY, body, user.authHeader);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json()).toEqual({ message, errors: { coupon_code: [message] } });
    }
    expect(await personalRowCounts(suite.database.db)).toEqual(before);
  });

  it("never trusts a user_id in the body: another account's id is refused, and a bare user_id needs a login", async () => {
    const alice = await registerAndLogin(suite.app);
    const bob = await registerAndLogin(suite.app);
    const before = await personalRowCounts(suite.database.db);
    const forOther = await postJson(
      suite.app,
      APPLY,
      { coupon_code: "DASHAIN5", user_id: bob.userId },
      alice.authHeader,
    );
    expect(forOther.status).toBe(403);
    const anonymous = await postJson(suite.app, APPLY, { coupon_code: "DASHAIN5", user_id: bob.userId });
    expect(anonymous.status).toBe(401);
    const noOwner = await postJson(suite.app, APPLY, { coupon_code: "DASHAIN5" });
    expect(noOwner.status).toBe(422);
    expect(await noOwner.json()).toMatchObject({ errors: { session_id: [expect.any(String)] } });
    const unknownSession = await postJson(suite.app, APPLY, { coupon_code: "DASHAIN5", session_id: "nope" });
    expect(unknownSession.status).toBe(422);
    expect(await personalRowCounts(suite.database.db)).toEqual(before);
  });

  it("credits 20 simultaneous redemptions of one coupon by one account exactly once", async () => {
    await createCoupon(suite.database.db, { code: "RACE20", questions: 4, maxRedemptions: null, expiresAt: null });
    const user = await registerAndLogin(suite.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postJson(suite.app, APPLY, { coupon_code: "race20" }, user.authHeader)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(19);
    expect(await remainingQuestions(suite.database.db, { userId: user.userId })).toBe(1 + 4);
    await expectBalancesAgreeWithLedger(suite.database.db);
  });

  it("lets a limited coupon be redeemed by exactly its limit when many accounts race for it", async () => {
    await createCoupon(suite.database.db, { code: "FIRST3", questions: 1, maxRedemptions: 3, expiresAt: null });
    const users = await Promise.all(Array.from({ length: 8 }, () => registerAndLogin(suite.app)));
    const results = await Promise.all(
      users.map((u) => postJson(suite.app, APPLY, { coupon_code: "FIRST3" }, u.authHeader)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const listed = (await listCoupons(suite.database.db)).find((c) => c.code === "FIRST3");
    expect(listed?.redemptions).toBe(3);
    await expectBalancesAgreeWithLedger(suite.database.db);
  });
});
