// Rate limits on the identity calls: 429 with Retry-After, per client address and per account, and shared by
// every server instance on one database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/client";
import { rateLimits } from "../../../server/db/schema";
import { postJson } from "../../support/accounts";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";

describe.each(dbKinds)("rate limits on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const limited = (env: Record<string, string>) =>
    createTestApp(database, {
      TRUST_PROXY: "true",
      RATE_LIMIT_WINDOW_SECONDS: "600",
      MAIL_OUTBOX_DIR: ".tmp/outbox",
      ...env,
    });

  it("limits one client address across accounts, and counts together across instances", async () => {
    await database.db.delete(rateLimits);
    const first = (await limited({ RATE_LIMIT_PER_IP: "4", RATE_LIMIT_PER_ACCOUNT: "100" })).app;
    const second = (await limited({ RATE_LIMIT_PER_IP: "4", RATE_LIMIT_PER_ACCOUNT: "100" })).app;
    const ip = { "x-forwarded-for": "203.0.113.9" };
    const forgot = (app: typeof first, n: number) =>
      postJson(app, "/api/forgot-password", { email: `p${n}@example.com` }, ip);
    expect((await forgot(first, 1)).status).toBe(200);
    expect((await forgot(second, 2)).status).toBe(200);
    expect((await forgot(first, 3)).status).toBe(200);
    expect((await forgot(second, 4)).status).toBe(200);
    const blocked = await forgot(first, 5);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not affected.
    expect(
      (
        await postJson(
          first,
          "/api/forgot-password",
          { email: "p6@example.com" },
          { "x-forwarded-for": "203.0.113.10" },
        )
      ).status,
    ).toBe(200);
  });

  it("limits registration and verification per address too", async () => {
    await database.db.delete(rateLimits);
    const { app } = await limited({ RATE_LIMIT_PER_IP: "2", RATE_LIMIT_PER_ACCOUNT: "100" });
    const ip = { "x-forwarded-for": "198.51.100.7" };
    for (let i = 0; i < 2; i++)
      expect((await postJson(app, "/api/email/verify", { token: `t${i}` }, ip)).status).toBe(400);
    expect((await postJson(app, "/api/email/verify", { token: "t3" }, ip)).status).toBe(429);
    for (let i = 0; i < 2; i++) expect((await postJson(app, "/api/register", {}, ip)).status).toBe(422);
    expect((await postJson(app, "/api/register", {}, ip)).status).toBe(429);
  });

  it("starts a fresh window once the old one has passed", async () => {
    await database.db.delete(rateLimits);
    const { app } = await limited({ RATE_LIMIT_PER_IP: "1", RATE_LIMIT_PER_ACCOUNT: "100" });
    const ip = { "x-forwarded-for": "192.0.2.1" };
    expect((await postJson(app, "/api/forgot-password", { email: "w@example.com" }, ip)).status).toBe(200);
    expect((await postJson(app, "/api/forgot-password", { email: "w@example.com" }, ip)).status).toBe(429);
    await database.db.update(rateLimits).set({ windowStart: new Date(Date.now() - 3_600_000) });
    expect((await postJson(app, "/api/forgot-password", { email: "w@example.com" }, ip)).status).toBe(200);
  });
});
