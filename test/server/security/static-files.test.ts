// The app's files: a missing build file is a 404 (never the app shell), source maps stay private in production
// unless asked for, and what the server writes under DATA_DIR is readable by its own user only.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { registrationPayload } from "../../support/accounts";
import { openTestDatabase } from "../../support/databases";
import { startServer } from "../../support/server-process";
import { createTestApp } from "../../support/test-app";

const PRODUCTION = { NODE_ENV: "production", ALLOW_NO_BOT_PROTECTION: "true", ALLOW_MAIL_OUTBOX: "true" };

describe("static files", () => {
  const staticDir = mkdtempSync(path.join(os.tmpdir(), "kundali-static-"));
  mkdirSync(path.join(staticDir, "assets"));
  writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Kundali</title>");
  writeFileSync(
    path.join(staticDir, "assets", "app-abc123.js"),
    "console.log(1);\n//# sourceMappingURL=app-abc123.js.map",
  );
  writeFileSync(path.join(staticDir, "assets", "app-abc123.js.map"), '{"version":3,"sources":["src/app.ts"]}');
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  async function appWith(env: Record<string, string>) {
    const database = await openTestDatabase("pglite");
    const { app } = await createTestApp(database, { STATIC_DIR: staticDir, ...env });
    return { app, close: () => database.close() };
  }

  it("answers 404 for a missing file under /assets/, and the app shell for client routes", async () => {
    const { app, close } = await appWith({});
    try {
      const missing = await app.request("/assets/app-old999.js");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type") ?? "").not.toMatch(/html/);
      expect((await app.request("/assets/app-abc123.js")).status).toBe(200);
      const route = await app.request("/questions");
      expect(route.status).toBe(200);
      expect(await route.text()).toContain("<title>Kundali</title>");
    } finally {
      await close();
    }
  });

  it("serves source maps in production only with SERVE_SOURCE_MAPS=true", async () => {
    for (const [env, status] of [
      [PRODUCTION, 404],
      [{ ...PRODUCTION, SERVE_SOURCE_MAPS: "true" }, 200],
      [{ NODE_ENV: "development" }, 200],
    ] as const) {
      const { app, close } = await appWith(env);
      try {
        expect((await app.request("/assets/app-abc123.js.map")).status, JSON.stringify(env)).toBe(status);
        expect((await app.request("/assets/app-abc123.js")).status).toBe(200);
      } finally {
        await close();
      }
    }
  });
});

describe("the data directory", () => {
  it("holds only owner-only files and directories after a server has run in it", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "kundali-private-"));
    chmodSync(dataDir, 0o777); // as an older version or a careless mkdir may have left it
    const server = await startServer({}, dataDir);
    try {
      const res = await fetch(`${server.url}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(registrationPayload()),
      });
      expect(res.status).toBe(200);
      await expect.poll(() => readdirSync(path.join(dataDir, "outbox")).length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
    const open: string[] = [];
    const walk = (p: string) => {
      const stat = statSync(p);
      if ((stat.mode & 0o077) !== 0)
        open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dataDir, p) || "."}`);
      // PGlite sets its own files' modes (0666); its directory being owner-only is what keeps them private.
      const ownModes = p === path.join(dataDir, "db");
      if (stat.isDirectory() && !ownModes) for (const entry of readdirSync(p)) walk(path.join(p, entry));
    };
    walk(dataDir);
    expect(readdirSync(path.join(dataDir, "db"))).toContain("PG_VERSION");
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(["db", "outbox", "secrets"]));
    rmSync(dataDir, { recursive: true, force: true });
    expect(open.slice(0, 10)).toEqual([]);
  }, 180_000);
});
