// One real server (`npm start`'s process, throw-away data dir) and one Chromium per describe block: started
// together before its tests, closed after them. Read `suite.server` / `suite.browser` inside tests and hooks.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "./browser";
import { type RunningServer, startServer } from "./server-process";

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

export function useServerAndBrowser(env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(env), launchChromium()]);
  }, 240_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
