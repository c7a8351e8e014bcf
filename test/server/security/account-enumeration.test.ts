// Neither registration nor forgot-password tells whether an address has an account: registration answers a taken
// address as a free one (its owner gets a mail instead, and nothing of the account changes), and forgot-password
// answers before it even looks the address up.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { backgroundSettled } from "../../../server/background";
import {
  GUEST_BIRTH,
  personalRowCounts,
  postJson,
  registerAndLogin,
  registrationPayload,
  TEST_PASSWORD,
} from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { createTestApp, type TestApp, useTestApp } from "../../support/test-app";

/** The subjects of the mails in the outbox to `to`. */
function subjectsTo(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter((mail) => mail.includes(`To: ${to}`))
    .map((mail) => mail.match(/^Subject: (.*)$/m)?.[1] ?? "");
}

/** An answer with the guru's details left out: a random active guru is chosen for every registration. */
async function shapeOf(res: Response) {
  const body = (await res.json()) as { data?: { message?: string; guru_profile?: unknown } };
  return { status: res.status, message: body.data?.message, guru: typeof body.data?.guru_profile };
}

describe.each(dbKinds)("whether an address has an account, on %s", (kind) => {
  const suite = useTestApp(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kundali-enumeration-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let app: TestApp;
  const appWithOutbox = async () => {
    app ??= (await createTestApp(suite.database, { DATA_DIR: dataDir })).app;
    return app;
  };

  it("registration answers a taken address as a free one, mails its owner, and changes nothing", async () => {
    const app = await appWithOutbox();
    const owner = await registerAndLogin(app);
    await backgroundSettled();
    const before = await personalRowCounts(suite.database.db);

    const taken = await postJson(
      app,
      "/api/register",
      registrationPayload({ email: owner.email, password: "x-secret-9", password_confirmation: "x-secret-9" }),
    );
    const free = await postJson(app, "/api/register", registrationPayload());
    const takenAnswer = await shapeOf(taken);
    expect(takenAnswer).toEqual(await shapeOf(free));
    expect(takenAnswer).toMatchObject({ status: 200, guru: "object" });

    // Only the free address's account was added; the owner's password is as it was.
    const after = await personalRowCounts(suite.database.db);
    expect(after.users).toBe((before.users ?? 0) + 1);
    expect((await postJson(app, "/api/login", { email: owner.email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await postJson(app, "/api/login", { email: owner.email, password: "x-secret-9" })).status).toBe(422);
    await backgroundSettled();
    expect(subjectsTo(dataDir, owner.email)).toContain("You already have a Kundali Guru account");
  }, 180_000);

  it("a taken address in modal mode leaves the guest's session unclaimed, as it was", async () => {
    const app = await appWithOutbox();
    const owner = await registerAndLogin(app);
    const guest = (await (await postJson(app, "/api/astro-details", GUEST_BIRTH)).json()) as { session_id: string };
    const modal = { session_id: guest.session_id, name: "", birth_date: "", birth_time: "", email: owner.email };
    expect((await postJson(app, "/api/register", registrationPayload(modal))).status).toBe(200);
    // The session was not claimed: it still answers as a guest's.
    const count = await app.request(`/api/chat/-/eligibility?session_id=${guest.session_id}`);
    expect(count.status).toBe(200);
    // A free address can still take it over.
    const claim = registrationPayload({ ...modal, email: `claims-${Date.now()}@example.com` });
    expect((await postJson(app, "/api/register", claim)).status).toBe(200);
  });

  it("refuses a bad coupon alike for a taken and a free address (the registration is rehearsed in full)", async () => {
    const app = await appWithOutbox();
    const owner = await registerAndLogin(app);
    const taken = await postJson(
      app,
      "/api/register",
      registrationPayload({ email: owner.email, coupon_code: "NO-SUCH" }),
    );
    const free = await postJson(app, "/api/register", registrationPayload({ coupon_code: "NO-SUCH" }));
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual(await free.json());
  });

  it.runIf(kind === "postgres")(
    "forgot-password answers before it looks the address up (its timing cannot tell)",
    async () => {
      const app = await appWithOutbox();
      const owner = await registerAndLogin(app);
      await backgroundSettled();
      // Hold the users table locked: an answer that waited for the lookup or the token could not come.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const lock = suite.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        locked();
        await held;
      });
      await isLocked;
      try {
        const answer = await Promise.race([
          (async () => (await postJson(app, "/api/forgot-password", { email: owner.email })).status)(),
          new Promise((resolve) => setTimeout(() => resolve("still waiting"), 10_000)),
        ]);
        expect(answer).toBe(200);
      } finally {
        release();
        await lock;
      }
      await backgroundSettled();
      expect(subjectsTo(dataDir, owner.email)).toContain("Reset your password");
    },
  );
});
