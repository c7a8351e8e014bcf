// Every screen view of the development gallery in Chromium at 390x844: it renders, a screenshot is saved
// under test/e2e/screenshots/gallery-<entry>.png, and axe-core finds no serious or critical violation.
import type { Browser, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "../support/axe";
import { phoneContext } from "../support/browser";
import { connectChromium } from "../support/shared-chromium";

async function chartFacts(page: Page) {
  const canvas = page.locator("canvas.birth-chart__canvas");
  await canvas.waitFor();
  const facts = () =>
    canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext("2d");
      // The gold outer square runs along the top edge, 2 of the drawing's 600 units down: that pixel is gold, not
      // the sky's dark blue.
      const edge = Math.round((element.width / 600) * 2);
      const [r = 0, g = 0] = context?.getImageData(element.width / 2, edge, 1, 1).data ?? [];
      return {
        width: element.width,
        height: element.height,
        shownWidth: element.clientWidth,
        painted: r > 150 && g > 120,
      };
    });
  // The chart is painted in a task after the frame that shows it.
  await expect.poll(async () => (await facts()).painted, { timeout: 10_000 }).toBe(true);
  return facts();
}

/**
 * Waits until the page has fetched nothing for half a second (as Playwright's "networkidle" does for a load, and
 * longer than React's 300 ms throttle on showing a lazy chunk's content), with its fonts and images loaded.
 */
function requestsInFlight(page: Page): () => Promise<void> {
  let pending = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    pending += by;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return async () => {
    await expect
      .poll(() => pending === 0 && Date.now() - lastChange >= 500, { interval: 50, timeout: 30_000 })
      .toBe(true);
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    });
  };
}

describe("the screen gallery in Chromium at 390x844", () => {
  let vite: ViteDevServer;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    // The gallery exists in development builds only, so this suite runs against Vite's dev server.
    vite = await createServer({ logLevel: "error", server: { port: 0, host: "127.0.0.1", hmr: false } });
    await vite.listen();
    baseUrl = (vite.resolvedUrls?.local[0] ?? "").replace(/\/$/, "");
    browser = await connectChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await vite?.close();
  });

  it("renders every view with no serious or critical accessibility violation", async () => {
    const page = await browser.newPage({ ...phoneContext, reducedMotion: "reduce" });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const quiet = requestsInFlight(page);

    await page.goto(`${baseUrl}/__gallery`, { waitUntil: "networkidle" });
    // In a fresh clone Vite optimizes the app's dependencies on this first visit and may reload the page after it
    await page.locator(".gallery__list a").first().waitFor({ timeout: 120_000 });
    const ids = await page.locator(".gallery__list a").evaluateAll((links) => links.map((a) => a.textContent ?? ""));
    expect(ids.length).toBeGreaterThanOrEqual(30);

    const problems: string[] = [];
    let chart: Awaited<ReturnType<typeof chartFacts>> | null = null;
    for (const id of ids) {
      // Moved to by the app's own router, as a tap on a link would: a reload per entry would make the browser
      // fetch and run the development server's hundreds of modules again each time.
      await page.evaluate((path) => window.history.pushState(null, "", path), `/__gallery/${id}`);
      await page.waitForFunction((entry) => document.body.dataset.galleryEntry === entry, id);
      await page.locator("main").first().waitFor();
      if (id === "kundali-chart") chart = await chartFacts(page);
      // Let lazy chunks (modals, the chart), fonts and images settle before the picture is taken.
      await quiet();
      await page.screenshot({ path: `test/e2e/screenshots/gallery-${id}.png` });
      problems.push(...(await seriousAxeViolations(page, id)));
    }
    // The chart's backing store is its shown size (CSS fits it to the phone) in device pixels (2 per CSS pixel here).
    expect(chart?.shownWidth).toBeLessThanOrEqual(390);
    expect(chart).toEqual({
      width: 2 * (chart?.shownWidth ?? 0),
      height: 2 * (chart?.shownWidth ?? 0),
      shownWidth: expect.any(Number),
      painted: true,
    });
    expect(pageErrors).toEqual([]);
    expect(problems).toEqual([]);
  }, 600_000);
});
