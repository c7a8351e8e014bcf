// One real server (`npm start`'s process, its own throw-away data directory) per describe block, and the run's shared
// Chromium: ready before the block's tests, closed after them. Read `suite.server` / `suite.browser` inside tests
// and hooks.
import { rmSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { migratedDataDir } from "./server-data-template";
import { type RunningServer, startServer } from "./server-process";
import { connectChromium } from "./shared-chromium";

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

export interface SuiteOptions {
  /** The server's environment beyond the test defaults. */
  env?: Record<string, string>;
  /** Runs on the data directory before the server holds it (e.g. the admin CLI making a coupon). */
  prepare?: (dataDir: string) => Promise<void>;
}

export function useServerAndBrowser({ env = {}, prepare }: SuiteOptions = {}): BrowserSuite {
  const suite = {} as { server: RunningServer; browser: Browser };
  let dataDir: string | undefined;
  beforeAll(async () => {
    const dir = migratedDataDir();
    dataDir = dir;
    const server = (async () => {
      await prepare?.(dir);
      return startServer(env, dir);
    })();
    [suite.server, suite.browser] = await Promise.all([server, connectChromium()]);
  }, 240_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return suite;
}
