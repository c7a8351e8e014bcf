// One process at a time on an embedded database: a second server on the data directory of a running server stops
// at once naming it (an admin command is run by the running server instead), and the running server's writes are all
// there after a restart.
import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { registrationPayload } from "../../support/accounts";
import { migratedDataDir } from "../../support/server-data-template";
import { startServer } from "../../support/server-process";

const run = promisify(execFile);

function admin(dataDir: string, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" },
    timeout: 120_000,
  });
}

async function register(baseUrl: string): Promise<{ email: string; password: string }> {
  const payload = registrationPayload({});
  const res = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  expect(res.status).toBe(200);
  return { email: String(payload.email), password: String(payload.password) };
}

async function loginStatus(baseUrl: string, account: { email: string; password: string }): Promise<number> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  return res.status;
}

describe("the data directory lock", { timeout: 240_000 }, () => {
  const dataDir = migratedDataDir("kundali-lock-");
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a second server and an admin command while a server runs, and loses nothing", async () => {
    const first = await startServer({}, dataDir);
    try {
      const before = await register(first.url);
      const pid = String(first.process.pid);

      const second = startServer({}, dataDir);
      // Should it start after all, stop it rather than leave it running.
      second.then((server) => server.stop()).catch(() => {});
      await expect(second).rejects.toThrow(new RegExp(`exited with code 1:[\\s\\S]*in use by process ${pid}`));
      // An admin command does not open the database: the running server runs it (DATA_DIR/operator.sock).
      expect((await admin(dataDir, "list-coupons")).stdout).toBe("No coupons yet.\n");

      const after = await register(first.url);
      await first.stop();
      expect(first.process.exitCode).toBe(0);

      const restarted = await startServer({}, dataDir);
      try {
        expect(await loginStatus(restarted.url, before)).toBe(200);
        expect(await loginStatus(restarted.url, after)).toBe(200);
      } finally {
        await restarted.stop();
      }
    } finally {
      await first.stop();
    }
  });

  it("takes over the lock of a process that is gone", async () => {
    // A lock left by a process killed with -9: its pid no longer runs.
    const gone = await run(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    writeFileSync(
      path.join(dataDir, "db.lock"),
      JSON.stringify({ pid: Number(gone.stdout), startedAt: "2026-01-01T00:00:00.000Z", command: "server/main.ts" }),
    );
    const server = await startServer({}, dataDir);
    try {
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ status: "ok" });
    } finally {
      await server.stop();
    }
    const { stdout } = await admin(dataDir, "list-coupons");
    expect(stdout).toBeDefined();
  });
});
