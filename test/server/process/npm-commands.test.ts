// README's commands run the way a person types them: `npm start`, `npm run admin -- ...`, `npm run backup`,
// `npm run restore`, `npm run chart`, `npm run dev`, through npm and scripts/start.js, never through tsx around a
// script. In a development checkout (no NODE_ENV) and as a production server runs them (NODE_ENV=production, with
// none of the settings only the server needs), on the embedded database while the server runs. The production start
// runs the server compiled at build time with plain node, never building inside the server process and needing no
// devDependency (they are pruned in production).
// One file, so that its tests run one after another: one of them makes a source newer than the build, which the
// others, run in a development checkout, would otherwise rebuild at the same time.
import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify, stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { buildSpaIfStale } from "../../../scripts/spa-build";
import { registrationPayload } from "../../support/accounts";
import { migratedDataDir } from "../../support/server-data-template";
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
    const built = spawnSync("npm", ["run", "--silent", "build:if-stale", "--", "--server-only"], { encoding: "utf8" });
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
    const { atime, mtime } = statSync("server/main.ts");
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
      // Back to its own time, so that the build stays current for the other files of the run.
      utimesSync("server/main.ts", atime, mtime);
    }
    expect(statSync(`${buildDir}/main.js`).mtimeMs).toBe(builtAt);
  });

  it("npm start prints one line, where to open the app; in production only JSON lines", async () => {
    const dataDir = migratedDataDir("kundali-npm-start-");
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    // A start after an edit says it rebuilds; this one is about the start a person sees once the build is current.
    const built = spawnSync("npm", ["run", "--silent", "build:if-stale"], { encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
    const development = await npmStart(["start"], { DATA_DIR: dataDir });
    expect(development).toEqual([
      "> kundali-guru@1.0.2 start",
      "> node scripts/start.js",
      expect.stringMatching(/^Kundali app listening on http:\/\/localhost:\d+ \(database: pglite\)$/),
    ]);
    const productionLines = await npmStart(["start", "--silent"], {
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      RECAPTCHA_SECRET: "production-start-test",
      ALLOW_MAIL_OUTBOX: "true",
    });
    for (const line of productionLines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(productionLines.map((line) => JSON.parse(line).msg)).toContainEqual(
      expect.stringMatching(/^Kundali app listening on http:\/\/localhost:\d+/),
    );
  });
});

/**
 * `npm <args>` as typed in a shell (no NODE_ENV but `env`'s) on a free port, until the server says where it listens;
 * then stopped. Its non-empty output lines.
 */
async function npmStart(args: string[], env: Record<string, string>): Promise<string[]> {
  const { NODE_ENV: _testRunner, ...shell } = process.env;
  const child = spawn("npm", args, {
    env: { ...shell, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let printed = "";
  try {
    await expect.poll(() => output, { timeout: 120_000, interval: 200 }).toMatch(/listening on http:\/\/\S+/);
    // Whatever the start prints after the line comes at once; wait for it, then read before stopping it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    printed = output;
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGINT");
    await exited;
  }
  return printed.split("\n").filter((line) => line.trim() !== "");
}

const run = promisify(execFile);
type Env = Record<string, string | undefined>;

/** The environment of a developer's shell (no NODE_ENV, no test runner's settings) plus `env`. */
function shell(env: Env): NodeJS.ProcessEnv {
  const { NODE_ENV: _testRunner, ...rest } = process.env;
  return { ...rest, ...env };
}

const production: Env = { NODE_ENV: "production" };

function npm(args: string[], env: Env) {
  return run("npm", args, { env: shell(env), timeout: 240_000, maxBuffer: 64 * 1024 * 1024 });
}

/** Every directory and file under `dir` that someone other than its owner could read. */
function readableByOthers(dir: string): string[] {
  const open = statSync(dir).mode & 0o077 ? [dir] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) open.push(...readableByOthers(child));
    else if (entry.isFile() && statSync(child).mode & 0o077) open.push(child);
  }
  return open;
}

describe("README's commands through npm", { timeout: 600_000 }, () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "kundali-npm-commands-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("npm run admin -- --help prints the commands, in a development checkout and in production", async () => {
    for (const env of [{}, production]) {
      const { stdout } = await npm(["run", "admin", "--", "--help"], { ...env, DATA_DIR: path.join(tmp, "help") });
      expect(stdout).toContain("Usage: npm run admin -- <command> [options]");
      expect(stdout).toMatch(/create-coupon[\s\S]*grant[\s\S]*mails/);
    }
  });

  it("admin, mails, backup and restore work while the server runs, without the server's production settings", async () => {
    const dataDir = migratedDataDir("kundali-npm-live-");
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const backupDir = path.join(tmp, "backup");
    const restoredDir = path.join(tmp, "restored");
    const server = await startServer({}, dataDir);
    try {
      // On the embedded database the running server runs the command (DATA_DIR/operator.sock).
      const created = await npm(["run", "admin", "--", "create-coupon", "--code", "welcome", "--questions", "2"], {
        DATA_DIR: dataDir,
      });
      expect(created.stdout).toContain("Created coupon WELCOME: 2 questions.");
      const listed = await npm(["run", "--silent", "admin", "--", "list-coupons"], {
        ...production,
        DATA_DIR: dataDir,
      });
      expect(listed.stdout).toBe("WELCOME\t2 questions\t0/unlimited redeemed\tno expiry\n");
      await expect(
        npm(["run", "admin", "--", "grant", "--email", "nobody@example.com", "--questions", "1"], {
          DATA_DIR: dataDir,
        }),
      ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("No registered user has the e-mail") });

      // A member registers; the developer follows the verification link `npm run admin -- mails` prints.
      const payload = registrationPayload({});
      const registered = await fetch(`${server.url}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      expect(registered.status).toBe(200);
      let mails = "";
      await expect
        .poll(async () => {
          mails = (await npm(["run", "--silent", "admin", "--", "mails"], { DATA_DIR: dataDir })).stdout;
          return mails;
        })
        .toContain(String(payload.email));
      const link = new URL(mails.match(/https?:\/\/\S+\/verification\?token=\S+/)?.[0] ?? "");
      const verified = await fetch(`${server.url}/api/email/verify`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: link.searchParams.get("token") }),
      });
      expect(await verified.json()).toEqual({ data: { email: payload.email } });

      const backup = await npm(["run", "backup", "--", "--out", backupDir], { ...production, DATA_DIR: dataDir });
      expect(backup.stdout).toContain(`Backup written to ${backupDir}`);
      expect(readableByOthers(backupDir)).toEqual([]);
    } finally {
      await server.stop();
    }

    const restored = await npm(["run", "restore", "--", "--from", backupDir], {
      ...production,
      DATA_DIR: restoredDir,
    });
    expect(restored.stdout).toContain(`Restored ${backupDir} into ${path.join(restoredDir, "db")}.`);
    expect(readableByOthers(restoredDir)).toEqual([]);
    // No server on the restored directory: the command opens the database itself.
    const listed = await npm(["run", "--silent", "admin", "--", "list-coupons"], { DATA_DIR: restoredDir });
    expect(listed.stdout).toContain("WELCOME\t2 questions");
  });

  it("npm run chart -- INPUT.json prints the charts", async () => {
    const input = path.join(tmp, "births.json");
    writeFileSync(input, JSON.stringify([{ id: "x", lat: 19.07, lon: 72.88, local: "1985-02-03T10:20" }]));
    for (const env of [{}, production]) {
      const { stdout } = await npm(["run", "--silent", "chart", "--", input], env);
      expect(JSON.parse(stdout).cases[0]).toMatchObject({ id: "x", utc: "1985-02-03T04:50:00.000Z" });
    }
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm run dev` started as from a terminal, with its output collected (colour codes removed: Vite colours its
 * banner whenever FORCE_COLOR is set, as it is on some CI machines). */
function startDev(env: Env): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn("npm", ["run", "dev"], { env: shell(env), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, output: () => stripVTControlCharacters(output), exit };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm run dev", { timeout: 300_000 }, () => {
  it("stops with the API's message when the API cannot open the database", async () => {
    const server = await startServer();
    try {
      const dev = startDev({ DATA_DIR: server.dataDir, API_PORT: String(await freePort()), PORT: "0" });
      expect(await dev.exit).toBe(1);
      expect(dev.output()).toContain(`is in use by process ${server.process.pid}`);
      expect(dev.output()).toContain("npm run dev: the API server could not start");
    } finally {
      await server.stop();
    }
  });

  it("stops the API too when npm is stopped by a signal, freeing the database's lock", async () => {
    const dataDir = migratedDataDir("kundali-npm-dev-");
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const apiPort = await freePort();
    const dev = startDev({ DATA_DIR: dataDir, API_PORT: String(apiPort), PORT: String(await freePort()) });
    await expect.poll(dev.output, { timeout: 180_000, interval: 500 }).toMatch(/Local:\s+http/);
    const lock = JSON.parse(readFileSync(path.join(dataDir, "db.lock"), "utf8")) as { pid: number };
    expect(isRunning(lock.pid)).toBe(true);
    // As an editor's stop button does: SIGTERM to npm alone.
    dev.child.kill("SIGTERM");
    await dev.exit;
    await expect.poll(() => isRunning(lock.pid), { timeout: 70_000, interval: 250 }).toBe(false);
    expect(readdirSync(dataDir)).not.toContain("db.lock");
    await expect(fetch(`http://127.0.0.1:${apiPort}/api/health`)).rejects.toThrow();
  });
});
