// The service worker precaches the app shell and the content JSON: after one visit the app opens offline.
import { describe, expect, it } from "vitest";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";

describe("the app shell offline in Chromium", () => {
  const suite = useServerAndBrowser();

  it("opens again without a network after one visit, walkthrough content included", async () => {
    const context = await suite.browser.newContext(phoneContext);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.getByRole("button", { name: "Next" }).waitFor();
    // The worker installs (precaching everything) and takes control of the next load.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const slideTitle = await page.locator("h1, h2").first().textContent();
    expect(slideTitle?.trim()).toBeTruthy();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole("button", { name: "Next" }).waitFor();
    expect(await page.locator("h1, h2").first().textContent()).toBe(slideTitle);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.screenshot({ path: "test/e2e/screenshots/offline-walkthrough.png" });
    await context.close();
  });
});
