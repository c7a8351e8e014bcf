// Debian's Chromium through playwright-core. Test tools cannot download browsers here, so a missing Chromium is a
// loud failure with the command that installs it. The browser suites share one Chromium per run: see
// test/support/shared-chromium.ts.
import { existsSync } from "node:fs";
import {
  type Browser,
  type BrowserContextOptions,
  type BrowserServer,
  chromium,
  type LaunchOptions,
  type Page,
} from "playwright-core";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const phoneViewport = { width: 390, height: 844 };

function launchOptions(): LaunchOptions {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. The browser tests need it: install it with ` +
        "`sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return {
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** A Chromium that test files connect to over its WebSocket endpoint. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

export const phoneContext: BrowserContextOptions = {
  viewport: phoneViewport,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/**
 * Waits until the app has taken the page over, then until the network is quiet. A prerendered shell paints its frame
 * (with `main`) before any script runs and is `inert` until the app's first commit; the app's code is fetched only
 * after that first paint, so on a loaded machine the network can be quiet while the shell is still alone.
 */
export async function waitForApp(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById("root");
      return root !== null && !root.hasAttribute("inert") && root.childElementCount > 0;
    },
    undefined,
    { timeout: options.timeout ?? 60_000 },
  );
  await page.waitForLoadState("networkidle");
}
