// The running balance of each owner (quota_balances, kept by the ledger's trigger) always equals the sum of the
// owner's ledger rows: after a guest's chart and question, a coupon, a modal registration that moves the guest's rows,
// a purchase, answers, a failed answer's released reservation and an account deletion; and what is left is read from
// the balance, one row whatever the ledger's length.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCoupon } from "../../../server/commerce/coupons";
import { quotaBalances } from "../../../server/db/schema";
import { recordQuota, remainingQuestions } from "../../../server/quota/ledger";
import { postJson, registerAndLogin } from "../../support/accounts";
import { expectBalancesAgreeWithLedger } from "../../support/balances";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";
import { guestWithChart } from "../chat/owners";

describe.each(dbKinds)("running question balances on %s", (kind) => {
  const suite = useTestApp(kind, { PURCHASES_SANDBOX: "true" });

  it("agree with the ledger through a guest's and a member's whole life", async () => {
    const { app, database } = suite;
    const db = database.db;
    const check = () => expectBalancesAgreeWithLedger(db);

    const sessionId = await guestWithChart(db);
    await check();
    expect(await remainingQuestions(db, { sessionId })).toBe(1);
    await createCoupon(db, { code: "BALANCE2", questions: 2, maxRedemptions: null, expiresAt: null });
    expect(
      (await postJson(app, "/api/coupon/-/questions/apply", { coupon_code: "BALANCE2", session_id: sessionId })).status,
    ).toBe(200);
    await check();
    const asked = await postJson(app, "/api/assistant/chat", { message: "When will I marry?", session_id: sessionId });
    expect(asked.status).toBe(200);
    await check();
    expect(await remainingQuestions(db, { sessionId })).toBe(2);

    // Modal registration moves the guest's rows to the account: the balance moves with them.
    const member = await registerAndLogin(app, { session_id: sessionId });
    await check();
    expect(await remainingQuestions(db, { sessionId })).toBe(0);
    expect(await remainingQuestions(db, { userId: member.userId })).toBe(2 + 1);

    const bought = await postJson(
      app,
      "/api/google-play/purchase",
      { product_id: "questions_3", purchase_token: "balance-token" },
      member.authHeader,
    );
    expect(bought.status).toBe(200);
    for (const question of ["How will my career go?", "Will I travel abroad?"]) {
      expect((await postJson(app, "/api/assistant/chat", { message: question }, member.authHeader)).status).toBe(200);
    }
    await check();
    expect(await remainingQuestions(db, { userId: member.userId })).toBe(3 + 3 - 2);

    // A reservation written and released (a failed answer) leaves the balance where it was.
    await recordQuota(db, { userId: member.userId }, -1, "answer", "pending:balance-test");
    expect(await remainingQuestions(db, { userId: member.userId })).toBe(3);
    await db.execute(sql`delete from quota_ledger where ref = 'pending:balance-test'`);
    await check();
    expect(await remainingQuestions(db, { userId: member.userId })).toBe(4);

    const gone = await app.request("/api/delete-account", {
      method: "DELETE",
      headers: { "content-type": "application/json", ...member.authHeader },
      body: JSON.stringify({ name: "delete" }),
    });
    expect(gone.status).toBe(200);
    await check();
    expect(await remainingQuestions(db, { userId: member.userId })).toBe(0);
  });

  it("the check fails when a balance drifts from the ledger", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    await suite.database.db
      .update(quotaBalances)
      .set({ balance: 7 })
      .where(eq(quotaBalances.owner, `s:${sessionId}`));
    await expect(expectBalancesAgreeWithLedger(suite.database.db)).rejects.toThrow();
    await suite.database.db
      .update(quotaBalances)
      .set({ balance: 1 })
      .where(eq(quotaBalances.owner, `s:${sessionId}`));
    await expectBalancesAgreeWithLedger(suite.database.db);
  });
});
