// Builds the real HTTP app over a test database, for `app.request()` tests without a port.
import { createApp } from "../../server/app";
import { createAccessTokens } from "../../server/auth/access-token";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import type { AppDeps } from "../../server/deps";
import { createLogger } from "../../server/log";

const TEST_SECRET = "test-secret-that-is-at-least-32-characters-long";

export async function createTestApp(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    STATIC_DIR: "./dist",
    AUTH_JWT_SECRET: TEST_SECRET,
    ...env,
  });
  const deps: AppDeps = {
    config,
    database,
    log: createLogger(config.LOG_LEVEL),
    accessTokens: await createAccessTokens(config),
  };
  return { app: createApp(deps), deps };
}
