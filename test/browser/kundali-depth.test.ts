// The kundali in depth in Chromium at 390x844 against the real server, in English and in Nepali: a guest makes a
// chart, and /kundali shows (after its first paint) the conventions line, D1 and D9 drawn on canvas and described by
// the planet table, the running dasha open, today's transits and findings; the South Indian style is chosen and is
// still chosen after a reload; the sidereal year length moves the dasha dates; the PDF downloads as a real PDF; axe
// finds nothing serious. Screenshots: test/e2e/screenshots/journey-kundali-depth-<language>-*.png.
import { buffer } from "node:stream/consumers";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import ne from "../../src/i18n/catalogues/ne";
import { seriousAxeViolations } from "../support/axe";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";
import { type Catalogue, makeGuestChart, wordIn } from "../support/guest-walk";
import { recordJourney } from "../support/journey";

const SLOW = { timeout: 60_000 };

/**
 * Scrolls to where the section loads. After a reload the browser may already be there and the section loading, so
 * the marker can go at any moment: scrolled to in the page, where its absence is no error.
 */
/** Scrolls to the depth (it loads as the reader nears it) and opens its sections with a tap each, as a reader does. */
async function scrollToDepth(page: Page) {
  await page.locator(".kundali__depth-marker, .depth-section").first().waitFor(SLOW);
  await page.evaluate(() => document.querySelector(".kundali__depth-marker")?.scrollIntoView());
  await page.locator("details.depth-section").first().waitFor(SLOW);
  const closed = page.locator("details.depth-section:not([open]) > summary");
  while ((await closed.count()) > 0) await closed.first().click();
}

describe("Kundali in depth in Chromium", () => {
  const suite = useServerAndBrowser();

  it.each([
    ["en", "en-US", null, "Hari Prasad", "Lahiri ayanamsa · mean node"],
    ["ne", "ne-NP", ne as Catalogue, "हरि प्रसाद", "लाहिरी अयनांश · मध्यम राहु"],
  ] as const)(
    "%s: charts, planets, dashas, transits, style and year choices, PDF",
    async (code, locale, catalogue, name, conventions) => {
      const word = (key: string, english: string) => wordIn(catalogue, "kundaliDepth", key, english);
      const context = await suite.browser.newContext({
        ...phoneContext,
        locale,
        timezoneId: "Asia/Kathmandu",
        reducedMotion: "reduce",
        acceptDownloads: true,
        // axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse
        bypassCSP: true,
      });
      const page = await context.newPage();
      const journey = recordJourney(page, `kundali-depth-${code}`);
      await makeGuestChart(page, suite.server.url, code, catalogue, name);
      await page.getByRole("heading", { level: 1, name }).waitFor(SLOW);
      // The section loads as the reader scrolls near it (after the product's parts).
      await scrollToDepth(page);

      await page.getByText(conventions).waitFor(SLOW);
      const table = page.getByRole("table", { name: word("planetsTitle", "Planet positions") });
      await table.waitFor();
      expect(await table.getByRole("row").count()).toBe(11);
      const charts = page.locator("canvas[aria-describedby]");
      expect(await charts.count()).toBe(2);
      const tableId = await table.getAttribute("id");
      for (const chart of await charts.all()) expect(await chart.getAttribute("aria-describedby")).toBe(tableId);
      // The canvases are drawn (not blank): some pixels differ from the first one. Each is painted in a task after
      // the frame that shows it.
      for (const chart of await charts.all()) {
        const drawn = () =>
          chart.evaluate((canvas: HTMLCanvasElement) => {
            const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
            let differing = 0;
            for (let i = 4; i < data.length; i += 4 * 97) if (data[i] !== data[0]) differing++;
            return differing;
          });
        await expect.poll(drawn, { timeout: 10_000 }).toBeGreaterThan(100);
      }
      // The running mahadasha, antardasha and pratyantardasha are marked (and said to screen readers).
      const marks = page.locator(".dasha-period__now");
      expect(await marks.count()).toBe(3);
      for (const mark of await marks.all()) expect(await mark.textContent()).toContain(word("running", "running now"));
      await page.getByRole("heading", { name: word("transitsTitle", "Transits (gochar)") }).waitFor();
      await journey.capture("1-charts");
      await table.scrollIntoViewIfNeeded();
      await journey.capture("2-planets");
      await page.getByRole("heading", { name: word("dashaTitle", "Vimshottari dasha") }).scrollIntoViewIfNeeded();
      await journey.capture("3-dasha");
      await page.getByRole("heading", { name: word("nowTitle", "Now") }).scrollIntoViewIfNeeded();
      await journey.capture("4-now");
      expect(await seriousAxeViolations(page, `/kundali depth ${code}`)).toEqual([]);

      // South Indian, remembered across a reload.
      await page.getByRole("radio", { name: word("south", "South Indian") }).check({ force: true });
      await journey.capture("5-south");
      await page.reload();
      await page.getByRole("heading", { level: 1, name }).waitFor(SLOW);
      await scrollToDepth(page);
      await page.getByText(conventions).waitFor(SLOW);
      expect(await page.getByRole("radio", { name: word("south", "South Indian") }).isChecked()).toBe(true);

      // The sidereal year moves the later boundaries: the last mahadasha's dates change.
      const lastPeriod = page.locator(".dasha-md").last().locator(".dasha-period__dates").first();
      const before = await lastPeriod.textContent();
      const read = page.waitForResponse((r) => r.url().includes("year_days=365.256364") && r.status() === 200);
      // Chosen from the keyboard: the checked radio takes the focus, an arrow key moves the choice to the next one.
      const yearLength = page.getByRole("radiogroup", { name: word("yearLength", "Year length") });
      await yearLength.getByRole("radio", { checked: true }).focus();
      await page.keyboard.press("ArrowRight");
      await read;
      expect(
        await yearLength.getByRole("radio", { name: word("yearSidereal", "365.256364 days (sidereal)") }).isChecked(),
      ).toBe(true);
      // the report is drawn from a deferred snapshot in slices: on a loaded 2-core machine that takes over a second
      await expect.poll(() => lastPeriod.textContent(), SLOW).not.toBe(before);

      // The PDF: a real file with the person's name in its name.
      const download = page.waitForEvent("download", SLOW);
      await page.getByRole("button", { name: word("pdf", "Download kundali (PDF)") }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^kundali-.+\.pdf$/);
      // The run shares one Chromium over a connection, so the file is read as a stream, not from its path.
      const bytes = await buffer(await file.createReadStream());
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      await page.getByText(word("pdfSaved", "Your kundali PDF is ready.")).waitFor();
      await journey.finish();
      await context.close();
    },
    // two kundali loads, a reload and a PDF: longer than one page's walk
    120_000,
  );
});
