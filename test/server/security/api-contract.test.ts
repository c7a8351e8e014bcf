// Three holes in the API's contract: bodies that are not declared JSON (a cross-site form posts text/plain without
// a preflight), tokens of deleted accounts, and a guest's coupon at modal registration.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCoupon } from "../../../server/commerce/coupons";
import { couponRedemptions, coupons } from "../../../server/db/schema";
import { remainingQuestionsOfUser } from "../../../server/quota/ledger";
import { GUEST_BIRTH, personalRowCounts, postJson, registerAndLogin, TEST_PASSWORD } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";
import { guestWithChart } from "../chat/owners";

const BIRTH = GUEST_BIRTH;

describe.each(dbKinds)("API contract on %s", (kind) => {
  const suite = useTestApp(kind);

  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["no type", undefined],
  ])("refuses a JSON body sent as %s with 415 and changes nothing", async (_what, type) => {
    const user = await registerAndLogin(suite.app);
    const before = await personalRowCounts(suite.database.db);
    for (const [path, body, headers] of [
      ["/api/astro-details", BIRTH, {}],
      ["/api/login", { email: user.email, password: TEST_PASSWORD }, {}],
      ["/api/coupon/-/questions/apply", { coupon_code: "WELCOME" }, user.authHeader],
    ] as const) {
      const req = new Request(`http://localhost${path}`, {
        method: "POST",
        headers: { ...headers, ...(type ? { "content-type": type } : {}) },
        body: new TextEncoder().encode(JSON.stringify(body)),
      });
      const res = await suite.app.request(req);
      expect(res.status, path).toBe(415);
      expect(((await res.json()) as { message: string }).message).toMatch(/application\/json/);
    }
    expect(await personalRowCounts(suite.database.db)).toEqual(before);
    const charset = await suite.app.request("/api/astro-details", {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(BIRTH),
    });
    expect(charset.status).toBe(200);
  });

  it("answers 401 to a deleted account's still-valid token on every call that needs a user", async () => {
    const user = await registerAndLogin(suite.app);
    const deleted = await suite.app.request("/api/delete-account", {
      method: "DELETE",
      headers: { "content-type": "application/json", ...user.authHeader },
      body: JSON.stringify({ name: "delete" }),
    });
    expect(deleted.status).toBe(200);
    for (const path of ["/api/query-history", "/api/chat/-/eligibility", "/api/chart-history", "/api/user"]) {
      expect((await suite.app.request(path, { headers: user.authHeader })).status, path).toBe(401);
    }
    expect((await postJson(suite.app, "/api/assistant/chat", { message: "When?" }, user.authHeader)).status).toBe(401);
    expect(
      (
        await postJson(
          suite.app,
          "/api/google-play/purchase",
          { product_id: "questions_3", purchase_token: "x" },
          user.authHeader,
        )
      ).status,
    ).toBe(401);
  });

  it("accepts a modal registration with the coupon the guest already applied, crediting it once", async () => {
    await createCoupon(suite.database.db, { code: `GUEST${kind}`, questions: 3, maxRedemptions: 5, expiresAt: null });
    const sessionId = await guestWithChart(suite.database.db);
    const applied = await postJson(suite.app, "/api/coupon/-/questions/apply", {
      coupon_code: `guest${kind}`,
      session_id: sessionId,
    });
    expect(applied.status).toBe(200);
    const user = await registerAndLogin(suite.app, {
      session_id: sessionId,
      coupon_code: `GUEST${kind}`,
      name: undefined,
      birth_date: undefined,
      birth_time: undefined,
      birth_place: undefined,
      country: undefined,
      gender: undefined,
    });
    // 1 free guest question + 3 from the coupon + 1 for registering; the coupon counted once.
    expect(await remainingQuestionsOfUser(suite.database.db, user.userId)).toBe(5);
    const [used] = await suite.database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(eq(coupons.code, `GUEST${kind}`.toUpperCase()));
    expect(used?.n).toBe(1);
  });
});
