// A production start: the server is compiled at build time and `npm start` runs it with plain node, never
// building inside the server process and needing no devDependency (they are pruned in production).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSpaIfStale } from "../../../scripts/spa-build";
import { startServer } from "../../support/server-process";

const buildDir = "build/server";

function packagesImportedBy(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const specifiers = [...code.matchAll(/^\s*(?:import|export)\b[^"']*?["']([^"']+)["']/gm)].map((m) => m[1] ?? "");
  const dynamic = [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? "");
  return [...specifiers, ...dynamic]
    .filter((s) => !s.startsWith("node:") && !s.startsWith("."))
    .map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : (s.split("/")[0] ?? s)));
}

describe("the production start", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    const built = spawnSync("npm", ["run", "--silent", "build:server"], { encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
    await buildSpaIfStale();
  }, 300_000);

  it("compiles the server and the operator commands to JavaScript that imports only runtime dependencies", () => {
    const { dependencies } = JSON.parse(readFileSync("package.json", "utf8"));
    expect(readdirSync(buildDir)).toContain("gazetteer.bin");
    const entries = readdirSync(buildDir).filter((name) => name.endsWith(".js"));
    expect(entries).toEqual(expect.arrayContaining(["main.js", "admin.js"]));
    const imported = new Set(entries.flatMap((name) => packagesImportedBy(path.join(buildDir, name))));
    expect(imported).toContain("hono");
    const notDependencies = [...imported].filter((name) => !(name in dependencies));
    expect(notDependencies).toEqual([]);
  });

  it("runs the compiled server with plain node and never builds in production", async () => {
    const builtAt = statSync(`${buildDir}/main.js`).mtimeMs;
    // A source newer than the build: outside production `npm start` would rebuild; in production it must not.
    const later = new Date(Date.now() + 60_000);
    utimesSync("server/main.ts", later, later);
    const server = await startServer(
      {
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        RECAPTCHA_SECRET: "production-start-test",
        ALLOW_MAIL_OUTBOX: "true",
      },
      undefined,
      ["scripts/start.js"],
    );
    try {
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ status: "ok" });
      // The city search reads the gazetteer the build packed (build/server/gazetteer.bin).
      const search = await fetch(`${server.url}/api/cities/search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ city: "bombay" }),
      });
      expect((await search.json()).data[0]).toMatchObject({ name: "Mumbai", country_code: "IN" });
      expect(server.output()).not.toMatch(/building|vite|gazetteer/i);
    } finally {
      await server.stop();
      const now = new Date();
      utimesSync("server/main.ts", now, now);
    }
    expect(statSync(`${buildDir}/main.js`).mtimeMs).toBe(builtAt);
  });
});
