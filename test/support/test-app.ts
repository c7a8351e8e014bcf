// Builds the real HTTP app over a test database, for `app.request()` tests without a port.
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { createLogger } from "../../server/log";

export function createTestApp(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", STATIC_DIR: "./dist", ...env });
  const deps = { config, database, log: createLogger(config.LOG_LEVEL) };
  return { app: createApp(deps), deps };
}
