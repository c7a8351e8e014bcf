// The start as a returning visitor sees it: the page painted from index.html, then the first screen, with nothing
// moving in between (a collapsing margin of the start's 'Loading ...' once pushed the whole column down 16 px).
import { describe, expect, it } from "vitest";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";
import { layoutShiftsOf, watchLayoutShifts } from "../support/layout-shifts";

describe("the first paint in Chromium at 390x844", () => {
  const suite = useServerAndBrowser();

  it("opens /questions for a returning guest without a layout shift", async () => {
    const context = await suite.browser.newContext(phoneContext);
    try {
      const firstVisit = await context.newPage();
      await firstVisit.goto(suite.server.url);
      await firstVisit.getByRole("button", { name: "Skip" }).click();
      await firstVisit.getByRole("list", { name: "Questions" }).getByRole("button").first().waitFor();
      await firstVisit.close();

      const page = await context.newPage();
      await watchLayoutShifts(page);
      await page.goto(`${suite.server.url}/questions`);
      await page.getByRole("list", { name: "Questions" }).getByRole("button").first().waitFor();
      await page.getByRole("heading", { name: "Popular Questions" }).waitFor();
      // a frame after the list, so a late shift would be recorded too
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      expect(await layoutShiftsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
