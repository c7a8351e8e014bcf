// A page-mode registration makes a chart and gives a question: it counts against the hourly chart limit of its
// client address, and needs the same bot protection as a guest chart.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST_BIRTH, personalRowCounts, postJson, registrationPayload } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { createTestApp, type TestApp, useTestApp } from "../../support/test-app";

const from = (address: string) => ({ "x-forwarded-for": address });

describe.each(dbKinds)("registration and the hourly chart limit on %s", (kind) => {
  const suite = useTestApp(kind, { TRUST_PROXY: "true", RATE_LIMIT_CHARTS_PER_HOUR: "3" });

  it("refuses a page-mode registration once the address has had its charts", async () => {
    const address = "198.51.100.10";
    for (let i = 0; i < 3; i++)
      expect((await postJson(suite.app, "/api/astro-details", GUEST_BIRTH, from(address))).status).toBe(200);
    expect((await postJson(suite.app, "/api/astro-details", GUEST_BIRTH, from(address))).status).toBe(429);
    const before = await personalRowCounts(suite.database.db);
    const res = await postJson(suite.app, "/api/register", registrationPayload(), from(address));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await personalRowCounts(suite.database.db)).toEqual(before);
  }, 180_000);

  it("counts page-mode registrations as charts", async () => {
    const address = "198.51.100.11";
    for (let i = 0; i < 3; i++)
      expect((await postJson(suite.app, "/api/register", registrationPayload(), from(address))).status).toBe(200);
    expect((await postJson(suite.app, "/api/astro-details", GUEST_BIRTH, from(address))).status).toBe(429);
  }, 180_000);

  it("does not count a modal-mode registration again: the guest's chart was counted when it was made", async () => {
    const address = "198.51.100.12";
    const guest = (await (await postJson(suite.app, "/api/astro-details", GUEST_BIRTH, from(address))).json()) as {
      session_id: string;
    };
    const modal = registrationPayload({ session_id: guest.session_id, name: "", birth_date: "", birth_time: "" });
    expect((await postJson(suite.app, "/api/register", modal, from(address))).status).toBe(200);
    expect((await postJson(suite.app, "/api/astro-details", GUEST_BIRTH, from(address))).status).toBe(200);
  });
});

describe.each(dbKinds)("registration's bot protection with RECAPTCHA_SECRET on %s", (kind) => {
  const suite = useTestApp(kind);
  let app: TestApp;
  let verifier: Server;
  beforeAll(async () => {
    // A stand-in for Google's siteverify endpoint: "good" passes, anything else fails.
    verifier = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        const good = new URLSearchParams(raw).get("response") === "good";
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ success: good, action: "feedback", score: good ? 0.9 : 0.1 }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
    const port = (verifier.address() as AddressInfo).port;
    ({ app } = await createTestApp(suite.database, {
      RECAPTCHA_SECRET: "s3cret",
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    }));
  });
  afterAll(() => new Promise((resolve) => verifier.close(resolve)));

  it.each([
    ["without a token", {}],
    ["with a refused token", { "g-recaptcha-response": "bad" }],
  ])("refuses a page-mode registration %s and creates nothing", async (_, token) => {
    const before = await personalRowCounts(suite.database.db);
    const res = await postJson(app, "/api/register", registrationPayload(token));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      "g-recaptcha-response": ["reCaptcha validation failed"],
    });
    expect(await personalRowCounts(suite.database.db)).toEqual(before);
  });

  it("refuses a modal-mode registration without a token too (it gives a question)", async () => {
    const guest = (await (
      await postJson(app, "/api/astro-details", { ...GUEST_BIRTH, "g-recaptcha-response": "good" })
    ).json()) as { session_id: string };
    const modal = registrationPayload({ session_id: guest.session_id, name: "", birth_date: "", birth_time: "" });
    expect((await postJson(app, "/api/register", modal)).status).toBe(422);
    expect((await postJson(app, "/api/register", { ...modal, "g-recaptcha-response": "good" })).status).toBe(200);
  });

  it("registers with a token that passes", async () => {
    expect((await postJson(app, "/api/register", registrationPayload({ "g-recaptcha-response": "good" }))).status).toBe(
      200,
    );
  });
});
