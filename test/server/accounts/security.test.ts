// Security headers, CORS, and the OpenAPI document.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/client";
import { KEPT_FRAME_SCRIPT } from "../../../shared/kept-frame-script";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";

describe.each(dbKinds)("security headers, CORS and OpenAPI on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("sends a CSP that allows only the app, reCAPTCHA and local images, and forbids framing", async () => {
    const { app } = await createTestApp(database);
    const res = await app.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(
      csp.split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives["default-src"]).toEqual(["'self'"]);
    // the kept frame's inline script (shared/kept-frame-script.ts) by its hash, and no other inline script
    const keptFrameHash = `'sha256-${createHash("sha256").update(KEPT_FRAME_SCRIPT).digest("base64")}'`;
    expect(directives["script-src"]).toEqual([
      "'self'",
      keptFrameHash,
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    expect(directives["frame-src"]).toEqual([
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    expect(directives["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("lets the app frame its own policy pages", async () => {
    const { app } = await createTestApp(database);
    const res = await app.request("/policies/privacy.html");
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'self'/);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("sends HSTS only when the app is served over https", async () => {
    const { app } = await createTestApp(database, { PUBLIC_URL: "https://kundali.example" });
    const res = await app.request("/api/health");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("answers CORS only for the configured origins", async () => {
    const { app } = await createTestApp(database, { CORS_ORIGINS: "https://partner.example" });
    const preflight = (origin: string) =>
      app.request("/api/login", {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type, authorization",
        },
      });
    const allowed = await preflight("https://partner.example");
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(allowed.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    expect(allowed.headers.get("access-control-allow-credentials")).toBeNull();
    const refused = await preflight("https://evil.example");
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    const plain = await app.request("/api/health", { headers: { origin: "https://evil.example" } });
    expect(plain.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("serves an OpenAPI 3.1 document generated from the request schemas", async () => {
    const { app } = await createTestApp(database);
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const [path, method] of [
      ["/api/register", "post"],
      ["/api/login", "post"],
      ["/api/refresh-token", "post"],
      ["/api/email/verify", "post"],
      ["/api/forgot-password", "post"],
      ["/api/reset-password", "post"],
      ["/api/user", "get"],
      ["/api/delete-account", "delete"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const register = doc.paths["/api/register"].post;
    const schema = register.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(expect.arrayContaining(["email", "password", "password_confirmation"]));
    expect(schema.properties.password.minLength).toBe(6);
    expect(schema.properties.email.format).toBe("email");
    expect(new RegExp(schema.properties.contact.pattern).test("+977-9812345678")).toBe(true);
    expect(new RegExp(schema.properties.birth_time.pattern).test("6:30 PM")).toBe(false);
    expect(Object.keys(register.responses).sort()).toEqual(["200", "400", "422", "429"]);
    expect(doc.paths["/api/user"].get.security).toEqual([{ bearer: [] }]);
    const login = doc.paths["/api/login"].post.responses["200"].content["application/json"].schema;
    expect(login.required).toEqual(expect.arrayContaining(["access_token", "refresh_token", "user", "guru_profile"]));
    expect(
      doc.paths["/api/delete-account"].delete.requestBody.content["application/json"].schema.properties.name.const,
    ).toBe("delete");
  });
});
