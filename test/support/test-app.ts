// Builds the real HTTP app over a test database, for `app.request()` tests without a port.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../server/app";
import { createAccessTokens } from "../../server/auth/access-token";
import { loadConfig } from "../../server/config";
import type { Database, DbKind } from "../../server/db/client";
import type { AppDeps } from "../../server/deps";
import { createLogger, type Logger } from "../../server/log";
import { openTestDatabase } from "./databases";

const TEST_SECRET = "test-secret-that-is-at-least-32-characters-long";

/**
 * Where the apps of this test process write (mail outbox, generated secrets) unless a test names its own DATA_DIR:
 * one throw-away directory per process, removed when it exits. Never the checkout's ./data: `npm test` leaves it as
 * it was.
 */
let throwAwayDataDir: string | undefined;
function testDataDir(): string {
  if (!throwAwayDataDir) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "kundali-test-app-"));
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
    throwAwayDataDir = dir;
  }
  return throwAwayDataDir;
}

/** `log` replaces the JSON logger, for a test that reads what the server logs. */
export async function createTestApp(database: Database, env: Record<string, string> = {}, log?: Logger) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: testDataDir(),
    LOG_LEVEL: "silent",
    STATIC_DIR: "./dist",
    AUTH_JWT_SECRET: TEST_SECRET,
    // app.request() has no client address: every request of a test file counts as one address, so the hourly
    // limits would stop ordinary tests. The tests of those limits set them.
    RATE_LIMIT_CHARTS_PER_HOUR: "1000000",
    RATE_LIMIT_GUEST_QUESTIONS_PER_HOUR: "1000000",
    RATE_LIMIT_PDFS_PER_HOUR: "1000000",
    ...env,
  });
  const deps: AppDeps = {
    config,
    database,
    log: log ?? createLogger(config.LOG_LEVEL),
    accessTokens: await createAccessTokens(config),
  };
  return { app: createApp(deps), deps };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>["app"];

/** A fresh migrated database of `kind` and the real app over it for one describe block, closed after it. */
export interface TestAppSuite {
  readonly database: Database;
  readonly app: TestApp;
  readonly deps: AppDeps;
}

export function useTestApp(kind: DbKind, env: Record<string, string> = {}): TestAppSuite {
  const suite = {} as { database: Database; app: TestApp; deps: AppDeps };
  beforeAll(async () => {
    suite.database = await openTestDatabase(kind);
    Object.assign(suite, await createTestApp(suite.database, env));
  });
  afterAll(() => suite.database?.close());
  return suite;
}
