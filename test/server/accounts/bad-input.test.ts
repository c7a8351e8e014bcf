// A sweep of hostile and broken input over every account call: always a 4xx with a message, never a 5xx,
// and no personal row changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/client";
import { personalRowCounts, registerAndLogin } from "../../support/accounts";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";

const routes: { method: string; path: string; auth?: boolean }[] = [
  { method: "POST", path: "/api/register" },
  { method: "POST", path: "/api/login" },
  { method: "POST", path: "/api/refresh-token" },
  { method: "POST", path: "/api/email/verify" },
  { method: "POST", path: "/api/forgot-password" },
  { method: "POST", path: "/api/reset-password" },
  { method: "DELETE", path: "/api/delete-account", auth: true },
];

const huge = "x".repeat(20_000);
const meta = `'; DROP TABLE users; -- <script>alert(1)</script> " OR 1=1 \u0000 ../../etc/passwd`;

const bodies: [string, string][] = [
  ["malformed JSON", '{"email": "a@example.com",'],
  ["a JSON array", "[1,2,3]"],
  ["a JSON string", '"hello"'],
  ["null", "null"],
  ["empty object", "{}"],
  [
    "wrong types",
    JSON.stringify({
      name: 42,
      email: ["a@example.com"],
      password: { $ne: null },
      password_confirmation: true,
      token: 12,
      refresh_token: false,
      contact: 9812345678,
      birth_date: 19900412,
      birth_time: 630,
      session_id: {},
    }),
  ],
  [
    "huge strings",
    JSON.stringify({
      name: huge,
      email: `${huge}@example.com`,
      password: huge,
      password_confirmation: huge,
      token: huge,
      refresh_token: huge,
      birth_place: huge,
    }),
  ],
  [
    "unknown fields only",
    JSON.stringify({
      is_admin: true,
      id: 1,
      user_id: 1,
      role: "admin",
      __proto__: { polluted: true },
      constructor: "x",
    }),
  ],
  [
    "SQL and HTML metacharacters",
    JSON.stringify({
      name: meta,
      email: meta,
      password: meta,
      password_confirmation: `${meta}!`,
      token: meta,
      refresh_token: meta,
      contact: meta,
      birth_date: meta,
      birth_time: meta,
      birth_place: meta,
      session_id: meta,
      coupon_code: meta,
    }),
  ],
];

describe.each(dbKinds)("bad input to the account calls on %s", (kind) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  let authHeader: Record<string, string>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = (await createTestApp(database, { MAIL_OUTBOX_DIR: ".tmp/outbox", RATE_LIMIT_PER_IP: "10000" })).app;
    authHeader = (await registerAndLogin(app)).authHeader;
  });
  afterAll(() => database.close());

  for (const route of routes) {
    it.each(bodies)(
      `${route.method} ${route.path} answers %s with a 4xx and a message, changing nothing`,
      async (_what, body) => {
        const before = await personalRowCounts(database.db);
        const res = await app.request(route.path, {
          method: route.method,
          headers: { "content-type": "application/json", ...(route.auth ? authHeader : {}) },
          body,
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        const answer = await res.json();
        expect(typeof answer.message).toBe("string");
        expect(answer.message.length).toBeGreaterThan(0);
        expect(JSON.stringify(answer)).not.toMatch(/at .*\.ts:\d+|stack|Error:/);
        expect(await personalRowCounts(database.db)).toEqual(before);
      },
    );
  }

  it("refuses a body over the size limit with 413", async () => {
    const res = await app.request("/api/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The request body is too large." });
  });
});
