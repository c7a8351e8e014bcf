// Backups, proven the way an operator needs them: back up while the server runs, restore into a fresh instance,
// log in there, on the embedded database and on PostgreSQL. The embedded backup carries the generated
// access-token key, so a token issued before the backup still works after the restore.
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { registrationPayload } from "../../support/accounts";
import { migratedDataDir } from "../../support/server-data-template";
import { startServer } from "../../support/server-process";

const run = promisify(execFile);
const SECRET = "backup-test-secret-0123456789abcdefghijklmn";

function command(script: "backup" | "restore", env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    timeout: 180_000,
  });
}

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** Registers a member and returns the credentials and an access token. */
async function member(baseUrl: string) {
  const payload = registrationPayload({});
  expect((await post(`${baseUrl}/api/register`, payload)).status).toBe(200);
  const credentials = { email: String(payload.email), password: String(payload.password) };
  const login = await post(`${baseUrl}/api/login`, credentials);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { credentials, token };
}

/** The files and directories under `dir` that anyone but their owner may read or write. */
function readableByOthers(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => (statSync(file).mode & 0o077) !== 0);
}

/**
 * A directory with `pg_dump` and `pg_restore` that write their arguments and whether PGPASSWORD was set into `log`,
 * then run Debian's real tool: what any local user would see of them in the process list.
 */
function recordingPgTools(dir: string, log: string): string {
  const root = "/usr/lib/postgresql";
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] as string;
  for (const tool of ["pg_dump", "pg_restore"]) {
    const script = path.join(dir, tool);
    writeFileSync(
      script,
      `#!/bin/sh\necho "${tool} $* PGPASSWORD=\${PGPASSWORD:+set}" >> '${log}'\nexec '${root}/${version}/bin/${tool}' "$@"\n`,
    );
    chmodSync(script, 0o755);
  }
  return dir;
}

describe("backup and restore", { timeout: 400_000 }, () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "kundali-backup-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("backs up the embedded database while the server runs and restores it into a fresh data directory", async () => {
    const dataDir = migratedDataDir("kundali-backup-live-");
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const freshDir = path.join(tmp, "fresh");
    const backupDir = path.join(tmp, "embedded-backup");
    const server = await startServer({}, dataDir);
    let account: Awaited<ReturnType<typeof member>>;
    try {
      account = await member(server.url);
      const { stdout } = await command("backup", { DATA_DIR: dataDir }, "--out", backupDir);
      expect(stdout).toContain(`Backup written to ${backupDir}`);
      // A second backup into the same directory (README's `$(date +%F)` twice a day) is refused in one clear line;
      // the first backup stays as it was, never passed off as a new one.
      const firstMarker = readFileSync(path.join(backupDir, "complete"), "utf8");
      const again = await command("backup", { DATA_DIR: dataDir }, "--out", backupDir).then(
        () => ({ code: 0, stdout: "written", stderr: "" }),
        (err: { code: number; stdout: string; stderr: string }) => err,
      );
      expect(again.code).toBe(1);
      expect(again.stdout).not.toContain("Backup written");
      expect(again.stderr).toContain(`${backupDir} is not empty (it holds a backup written at `);
      expect(readFileSync(path.join(backupDir, "complete"), "utf8")).toBe(firstMarker);
      // Written after the backup: not in it.
      await member(server.url);
    } finally {
      await server.stop();
    }
    expect(statSync(backupDir).mode & 0o077).toBe(0);
    expect(readableByOthers(backupDir)).toEqual([]);

    await command("restore", { DATA_DIR: freshDir }, "--from", backupDir);
    const restored = await startServer({}, freshDir);
    try {
      expect((await post(`${restored.url}/api/login`, account.credentials)).status).toBe(200);
      const profile = await fetch(`${restored.url}/api/user`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(profile.status).toBe(200);
    } finally {
      await restored.stop();
    }
  });

  it("backs up PostgreSQL with pg_dump and restores it into a fresh database", async () => {
    const adminUrl = inject("postgresUrl");
    const urlOf = (name: string) => {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const [live, fresh] = [`kundali_backup_live_${process.pid}`, `kundali_backup_fresh_${process.pid}`];
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${live}`);
    await admin.query(`create database ${fresh}`);
    const backupDir = path.join(tmp, "postgres-backup");
    try {
      const env = { DATABASE_URL: urlOf(live), AUTH_JWT_SECRET: SECRET };
      const server = await startServer(env);
      let account: Awaited<ReturnType<typeof member>>;
      try {
        account = await member(server.url);
        await command("backup", { ...env, DATA_DIR: path.join(tmp, "pg-data") }, "--out", backupDir);
      } finally {
        await server.stop();
      }
      const freshEnv = { DATABASE_URL: urlOf(fresh), AUTH_JWT_SECRET: SECRET };
      await command("restore", { ...freshEnv, DATA_DIR: path.join(tmp, "pg-data-fresh") }, "--from", backupDir);
      const restored = await startServer(freshEnv);
      try {
        expect((await post(`${restored.url}/api/login`, account.credentials)).status).toBe(200);
      } finally {
        await restored.stop();
      }
    } finally {
      await admin.query(`drop database if exists ${live} with (force)`);
      await admin.query(`drop database if exists ${fresh} with (force)`);
      await admin.end();
    }
  });

  it("hands PostgreSQL's password to pg_dump and pg_restore outside their command line; the dump is 0600", async () => {
    const adminUrl = inject("postgresUrl");
    const database = `kundali_backup_password_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const password = "Pass-word-on-no-command-line-42";
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    url.password = password;
    const bin = recordingPgTools(mkdtempSync(path.join(tmp, "bin-")), path.join(tmp, "pg-tools.log"));
    const backupDir = path.join(tmp, "postgres-password-backup");
    try {
      // The cluster trusts local connections, so the password is accepted whatever it is; the test is what the
      // tools were given.
      const env = {
        DATABASE_URL: url.toString(),
        DATA_DIR: path.join(tmp, "pg-password-data"),
        PATH: `${bin}:${process.env.PATH}`,
      };
      await command("backup", env, "--out", backupDir);
      await command("restore", env, "--from", backupDir);
      const calls = readFileSync(path.join(tmp, "pg-tools.log"), "utf8");
      expect(calls).toMatch(/^pg_dump --format=custom .*PGPASSWORD=set$/m);
      expect(calls).toMatch(/^pg_restore --clean .*PGPASSWORD=set$/m);
      expect(calls).not.toContain(password);
      expect(statSync(path.join(backupDir, "db.dump")).mode & 0o777).toBe(0o600);
      expect(readableByOthers(backupDir)).toEqual([]);
    } finally {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });
});
