// Recovery and registration are never refused to their owner by other people's requests naming the owner's address:
// failed resets count per account and client address, forgot-password answers the same and caps its mails silently,
// and registration is counted per client address only.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backgroundSettled } from "../../../server/background";
import { postJson, registerAndLogin, registrationPayload, TEST_PASSWORD } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { waitForOutboxLink } from "../../support/outbox";
import { createTestApp, type TestApp, useTestApp } from "../../support/test-app";

/** How many mails in the outbox went to `to` with a link to `route`. */
function mailsTo(dataDir: string, to: string, route: string): number {
  const dir = path.join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return 0;
  }
  return files.filter((file) => {
    const mail = readFileSync(path.join(dir, file), "utf8");
    return mail.includes(`To: ${to}`) && mail.includes(route);
  }).length;
}

const from = (address: string) => ({ "x-forwarded-for": address });

describe.each(dbKinds)("the owner is never refused by others' requests on %s", (kind) => {
  const suite = useTestApp(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kundali-owner-refused-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let app: TestApp;
  const appWithDefaults = async () => {
    app ??= (await createTestApp(suite.database, { TRUST_PROXY: "true", DATA_DIR: dataDir })).app;
    return app;
  };

  it("bogus resets from many addresses never refuse the owner's working reset link", async () => {
    const app = await appWithDefaults();
    const { email } = await registerAndLogin(app);
    expect((await postJson(app, "/api/forgot-password", { email }, from("198.51.100.1"))).status).toBe(200);
    const link = new URLSearchParams((await waitForOutboxLink(dataDir, email, "/reset-password")).split("?")[1]);
    const reset = (token: string, address: string) =>
      postJson(
        app,
        "/api/reset-password",
        { token, email, password: "a new secret", password_confirmation: "a new secret" },
        from(address),
      );
    for (let i = 0; i < 15; i++) expect((await reset(`bogus-token-${i}`, `203.0.113.${i + 1}`)).status).toBe(400);
    expect((await reset(String(link.get("token")), "198.51.100.1")).status).toBe(200);
  });

  it("links that do not work from one address are slowed down for that address only", async () => {
    const app = await appWithDefaults();
    const { email } = await registerAndLogin(app);
    const reset = (address: string) =>
      postJson(
        app,
        "/api/reset-password",
        { token: "bogus-token", email, password: "a new secret", password_confirmation: "a new secret" },
        from(address),
      );
    for (let i = 0; i < 5; i++) expect((await reset("203.0.113.200")).status).toBe(400);
    const delayed = await reset("203.0.113.200");
    expect(delayed.status).toBe(429);
    expect(Number(delayed.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await reset("198.51.100.2")).status).toBe(400);
  });

  it("forgot-password answers the same every time, caps the mails silently, and never refuses the owner", async () => {
    const app = await appWithDefaults();
    const { email } = await registerAndLogin(app);
    const answers = [];
    for (let i = 0; i < 10; i++) {
      const res = await postJson(app, "/api/forgot-password", { email }, from(`203.0.113.${50 + i}`));
      answers.push({ status: res.status, body: await res.json() });
    }
    const own = await postJson(app, "/api/forgot-password", { email }, from("198.51.100.3"));
    answers.push({ status: own.status, body: await own.json() });
    const unknown = await postJson(
      app,
      "/api/forgot-password",
      { email: "nobody-here@example.com" },
      from("198.51.100.3"),
    );
    answers.push({ status: unknown.status, body: await unknown.json() });
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    await backgroundSettled();
    // RATE_LIMIT_PER_ACCOUNT (3) reset mails within the hour, whoever asked: each still holds a working link.
    expect(mailsTo(dataDir, email, "/reset-password")).toBe(3);
  });

  it("incomplete registrations naming an address from many addresses never refuse its owner's registration", async () => {
    const app = await appWithDefaults();
    const payload = registrationPayload();
    for (let i = 0; i < 15; i++) {
      const res = await postJson(app, "/api/register", { email: payload.email }, from(`203.0.113.${100 + i}`));
      expect(res.status).toBe(422);
    }
    expect((await postJson(app, "/api/register", payload, from("198.51.100.4"))).status).toBe(200);
    expect((await postJson(app, "/api/login", { email: payload.email, password: TEST_PASSWORD })).status).toBe(200);
  });
});
