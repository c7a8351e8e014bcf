// Backups, proven the way an operator needs them: back up while the server runs, restore into a fresh instance,
// log in there, on the embedded database and on PostgreSQL. The embedded backup carries the generated
// access-token key, so a token issued before the backup still works after the restore.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
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
      // Written after the backup: not in it.
      await member(server.url);
    } finally {
      await server.stop();
    }
    expect(statSync(backupDir).mode & 0o077).toBe(0);

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
});
