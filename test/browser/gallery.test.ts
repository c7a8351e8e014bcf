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
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext("2d");
    // The gold outer square runs along the top edge: that pixel is gold, not the sky's dark blue.
    const [r = 0, g = 0] = context?.getImageData(element.width / 2, 4, 1, 1).data ?? [];
    return {
      width: element.width,
      height: element.height,
      shownWidth: element.getBoundingClientRect().width,
      painted: r > 150 && g > 120,
    };
  });
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

    await page.goto(`${baseUrl}/__gallery`, { waitUntil: "networkidle" });
    const ids = await page.locator(".gallery__list a").evaluateAll((links) => links.map((a) => a.textContent ?? ""));
    expect(ids.length).toBeGreaterThanOrEqual(30);

    const problems: string[] = [];
    let chart: Awaited<ReturnType<typeof chartFacts>> | null = null;
    for (const id of ids) {
      await page.goto(`${baseUrl}/__gallery/${id}`, { waitUntil: "networkidle" });
      await page.locator("main").first().waitFor();
      // Let lazy chunks (the chart) and images settle before the picture is taken.
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `test/e2e/screenshots/gallery-${id}.png` });
      if (id === "kundali-chart") chart = await chartFacts(page);
      problems.push(...(await seriousAxeViolations(page, id)));
    }
    // The chart's backing store follows the device pixel ratio (2 here) and CSS fits it to the phone.
    expect(chart).toEqual({ width: 1200, height: 1200, shownWidth: expect.any(Number), painted: true });
    expect(chart?.shownWidth).toBeLessThanOrEqual(390);
    expect(pageErrors).toEqual([]);
    expect(problems).toEqual([]);
  }, 600_000);
});
