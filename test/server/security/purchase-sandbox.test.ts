// The purchase sandbox credits any token, so it must never be on by accident: only PURCHASES_SANDBOX=true turns it
// on, whatever NODE_ENV says, and a server with it on says so at start.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../../server/log";
import { remainingQuestions } from "../../../server/quota/ledger";
import { postJson, registerAndLogin } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { createTestApp, useTestApp } from "../../support/test-app";

const PURCHASE = "/api/google-play/purchase";

describe.each(dbKinds)("purchase sandbox on %s", (kind) => {
  const suite = useTestApp(kind);
  afterEach(() => vi.restoreAllMocks());

  it.each(["development", "test"])(
    "refuses a forged purchase with NODE_ENV=%s and no PURCHASES_SANDBOX",
    async (env) => {
      const { app } = await createTestApp(suite.database, { NODE_ENV: env });
      const user = await registerAndLogin(app);
      const res = await postJson(
        app,
        PURCHASE,
        { product_id: "questions_10", purchase_token: `forged-${env}` },
        user.authHeader,
      );
      expect(res.status).toBe(503);
      expect(await remainingQuestions(suite.database.db, { userId: user.userId })).toBe(1);
    },
  );

  it("credits sandbox purchases only with PURCHASES_SANDBOX=true, and warns at start", async () => {
    const warnings: string[] = [];
    const log = createLogger("warn", { write: (line: string) => void warnings.push(line) });
    const { app } = await createTestApp(
      suite.database,
      { NODE_ENV: "development", PURCHASES_SANDBOX: "true", LOG_LEVEL: "warn" },
      log,
    );
    expect(warnings.join("\n")).toMatch(/PURCHASES_SANDBOX=true.*unverified/i);
    const user = await registerAndLogin(app);
    const res = await postJson(
      app,
      PURCHASE,
      { product_id: "questions_3", purchase_token: "sandbox-1" },
      user.authHeader,
    );
    expect(res.status).toBe(200);
    expect(await remainingQuestions(suite.database.db, { userId: user.userId })).toBe(4);
  });
});
