import { describe, expect, it } from "vitest";
import { updatePack } from "../../../server/commerce/packs";
import { type PurchaseVerifier, sandboxVerifier } from "../../../server/commerce/purchase-verifier";
import { creditPurchase, StoreUnreachable } from "../../../server/commerce/purchases";
import { purchases } from "../../../server/db/schema";
import { remainingQuestions } from "../../../server/quota/ledger";
import { personalRowCounts, postJson, registerAndLogin } from "../../support/accounts";
import { expectBalancesAgreeWithLedger } from "../../support/balances";
import { dbKinds } from "../../support/databases";
import { createTestApp, useTestApp } from "../../support/test-app";

const PURCHASE = "/api/google-play/purchase";

describe.each(dbKinds)("question packs and purchases on %s", (kind) => {
  const suite = useTestApp(kind, { PURCHASES_SANDBOX: "true" });

  it("lists the seeded packs in Google Play's in-app product shape, cheapest first", async () => {
    const res = await suite.app.request("/api/google-play/product/-/list");
    expect(res.status).toBe(200);
    const { inappproduct } = (await res.json()) as { inappproduct: Record<string, unknown>[] };
    expect(inappproduct.length).toBeGreaterThanOrEqual(3);
    expect(inappproduct[0]).toEqual({
      sku: "questions_3",
      queries: 3,
      listings: {
        "en-GB": { title: "3 Questions", description: expect.any(String) },
        "en-US": { title: "3 Questions", description: expect.any(String) },
        "ne-NP": { title: "३ प्रश्न", description: expect.any(String) },
        "hi-IN": { title: "3 प्रश्न", description: expect.any(String) },
      },
      defaultPrice: { priceMicros: "990000", currency: "USD" },
    });
    expect(Object.keys(inappproduct[0]?.listings as object)).toEqual(["en-GB", "en-US", "ne-NP", "hi-IN"]);
  });

  it("hides a pack that was taken off sale and refuses to sell it", async () => {
    await updatePack(suite.database.db, "questions_25", { active: false });
    const { inappproduct } = (await (await suite.app.request("/api/google-play/product/-/list")).json()) as {
      inappproduct: { sku: string }[];
    };
    expect(inappproduct.map((p) => p.sku)).not.toContain("questions_25");
    const user = await registerAndLogin(suite.app);
    const res = await postJson(
      suite.app,
      PURCHASE,
      { product_id: "questions_25", purchase_token: "tok-off-sale" },
      user.authHeader,
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { product_id: [expect.any(String)] } });
    await updatePack(suite.database.db, "questions_25", { active: true });
  });

  it("credits a verified purchase once; posting the same token again credits nothing more", async () => {
    const user = await registerAndLogin(suite.app);
    const body = { product_id: "questions_10", purchase_token: "play-token-once" };
    const first = await postJson(suite.app, PURCHASE, body, user.authHeader);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      message: "Payment successful: 10 questions added.",
      questions_added: 10,
      already_credited: false,
      availableQueryCount: 11,
    });
    const again = await postJson(suite.app, PURCHASE, body, user.authHeader);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ questions_added: 0, already_credited: true, availableQueryCount: 11 });
  });

  it("credits the same purchase token posted 10 times at once exactly once", async () => {
    const user = await registerAndLogin(suite.app);
    const body = { product_id: "questions_3", purchase_token: "play-token-race" };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postJson(suite.app, PURCHASE, body, user.authHeader)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const bodies = (await Promise.all(results.map((r) => r.json()))) as { questions_added: number }[];
    expect(bodies.filter((b) => b.questions_added === 3)).toHaveLength(1);
    expect(await remainingQuestions(suite.database.db, { userId: user.userId })).toBe(1 + 3);
    expect(await suite.database.db.$count(purchases)).toBeGreaterThanOrEqual(1);
    await expectBalancesAgreeWithLedger(suite.database.db);
  });

  it("refuses a token already credited to another account, guests, and bad input, changing nothing", async () => {
    const owner = await registerAndLogin(suite.app);
    await postJson(
      suite.app,
      PURCHASE,
      { product_id: "questions_3", purchase_token: "play-token-taken" },
      owner.authHeader,
    );
    const thief = await registerAndLogin(suite.app);
    const before = await personalRowCounts(suite.database.db);
    const taken = await postJson(
      suite.app,
      PURCHASE,
      { product_id: "questions_3", purchase_token: "play-token-taken" },
      thief.authHeader,
    );
    expect(taken.status).toBe(409);
    expect((await postJson(suite.app, PURCHASE, { product_id: "questions_3", purchase_token: "t1" })).status).toBe(401);
    const bad: [unknown, string][] = [
      [{ purchase_token: "t2" }, "product_id"],
      [{ product_id: "questions_3" }, "purchase_token"],
      [{ product_id: "questions_3", purchase_token: "" }, "purchase_token"],
      [{ product_id: "no_such_sku", purchase_token: "t3" }, "product_id"],
    ];
    for (const [body, field] of bad) {
      const res = await postJson(suite.app, PURCHASE, body, thief.authHeader);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([field]);
    }
    expect(await personalRowCounts(suite.database.db)).toEqual(before);
    expect(await remainingQuestions(suite.database.db, { userId: thief.userId })).toBe(1);
  });

  it("answers 503 and credits nothing when the store cannot be reached, and the retry then succeeds", async () => {
    const user = await registerAndLogin(suite.app);
    const unreachable: PurchaseVerifier = {
      name: "google-play",
      verify: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    };
    await expect(
      creditPurchase(suite.database.db, unreachable, user.userId, "questions_3", "tok-retry"),
    ).rejects.toBeInstanceOf(StoreUnreachable);
    expect(await remainingQuestions(suite.database.db, { userId: user.userId })).toBe(1);
    const retried = await creditPurchase(suite.database.db, sandboxVerifier, user.userId, "questions_3", "tok-retry");
    expect(retried).toMatchObject({ questionsAdded: 3, availableQueryCount: 4 });
  });

  it("documents every guru, catalogue and commerce call in the OpenAPI document", async () => {
    const doc = (await (await suite.app.request("/api/openapi.json")).json()) as { paths: Record<string, object> };
    for (const [path, method] of [
      ["/api/assistant/chat", "post"],
      ["/api/query-history", "get"],
      ["/api/chat/-/eligibility", "get"],
      ["/api/categories", "get"],
      ["/api/category-suggestions", "post"],
      ["/api/coupon/-/questions/apply", "post"],
      ["/api/google-play/product/-/list", "get"],
      ["/api/google-play/purchase", "post"],
    ] as const) {
      expect(Object.keys(doc.paths[path] ?? {}), path).toContain(method);
    }
  });

  it("refuses unverified purchases in production unless the sandbox is explicitly enabled", async () => {
    // A production start insists on bot protection and real mail; both are waived here, they are not under test.
    const productionEnv = { NODE_ENV: "production", ALLOW_NO_BOT_PROTECTION: "true", ALLOW_MAIL_OUTBOX: "true" };
    const production = (await createTestApp(suite.database, productionEnv)).app;
    const user = await registerAndLogin(suite.app);
    const refused = await postJson(
      production,
      PURCHASE,
      { product_id: "questions_3", purchase_token: "prod-1" },
      user.authHeader,
    );
    expect(refused.status).toBe(503);
    expect(await remainingQuestions(suite.database.db, { userId: user.userId })).toBe(1);
    const sandboxed = (await createTestApp(suite.database, { ...productionEnv, PURCHASES_SANDBOX: "true" })).app;
    const ok = await postJson(
      sandboxed,
      PURCHASE,
      { product_id: "questions_3", purchase_token: "prod-2" },
      user.authHeader,
    );
    expect(ok.status).toBe(200);
    const disabled = (await createTestApp(suite.database, { PURCHASES_SANDBOX: "false" })).app;
    const off = await postJson(
      disabled,
      PURCHASE,
      { product_id: "questions_3", purchase_token: "dev-3" },
      user.authHeader,
    );
    expect(off.status).toBe(503);
  });
});
