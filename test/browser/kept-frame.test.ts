// A returning reader's own screen painted from the shell before any of the app's code runs (src/app/keptFrame.ts):
// their chart on /kundali and their questions on /questions, then the app drawing the same frame over it without a
// shift; never another language's or another build's frame, and never after the session changed.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";
import { makeGuestChart } from "../support/guest-walk";
import { registerOverHttp } from "../support/http-member";
import { layoutShiftsOf, watchLayoutShifts } from "../support/layout-shifts";

/**
 * A page of `context` on which none of the app's scripts load: what the HTML alone paints. (The contexts block
 * service workers, whose own fetches no route would see.)
 */
async function pageWithoutAppCode(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return page;
}

const rootState = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById("root");
    return { kept: root?.hasAttribute("data-kept-frame") ?? false, inert: root?.hasAttribute("inert") ?? false };
  });

describe("the kept frame in Chromium at 390x844", () => {
  const suite = useServerAndBrowser();

  it("paints a guest's chart on /kundali from the shell, then the app takes it over without a shift", async () => {
    const context = await suite.browser.newContext({ ...phoneContext, serviceWorkers: "block" });
    try {
      const first = await context.newPage();
      await makeGuestChart(first, suite.server.url, "en", null, "Kept Frame");
      await first.getByRole("heading", { name: "Kept Frame" }).waitFor();
      await first.close();

      const withoutCode = await pageWithoutAppCode(context);
      await withoutCode.goto(`${suite.server.url}/kundali`);
      expect(await withoutCode.getByRole("heading", { level: 1 }).textContent()).toBe("Kept Frame");
      expect(await withoutCode.getByText("What does your kundali say?").isVisible()).toBe(true);
      // painted, but not tappable until the app has taken it over
      expect(await rootState(withoutCode)).toEqual({ kept: true, inert: true });
      await withoutCode.close();

      const page = await context.newPage();
      const logged: string[] = [];
      page.on("pageerror", (error) => logged.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") logged.push(message.text());
      });
      await watchLayoutShifts(page);
      await page.goto(`${suite.server.url}/kundali`);
      await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("inert"));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
      expect(await layoutShiftsOf(page)).toEqual([]);
      // the app's own screen now: its buttons work
      await page.getByRole("button", { name: "View your free question's answer" }).click();
      await page.waitForURL(/\/chat$/);
      expect(logged).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("paints a guest's questions with their selection from the shell, and only in the language it was kept in", async () => {
    const context = await suite.browser.newContext({ ...phoneContext, serviceWorkers: "block" });
    try {
      const first = await context.newPage();
      await first.goto(suite.server.url);
      await first.getByRole("button", { name: "Skip" }).click();
      const list = first.getByRole("list", { name: "Questions" });
      await list.getByRole("button").nth(1).click();
      const chosen = await list.getByRole("button", { pressed: true }).textContent();
      await first.close();

      const withoutCode = await pageWithoutAppCode(context);
      await withoutCode.goto(`${suite.server.url}/questions`);
      expect(await rootState(withoutCode)).toEqual({ kept: true, inert: true });
      const pressed = withoutCode.getByRole("list", { name: "Questions" }).getByRole("button", { pressed: true });
      expect(await pressed.textContent()).toBe(chosen);

      // a frame kept by another build (its stylesheet) is not painted
      const kept = await withoutCode.evaluate(() => localStorage.getItem("kept_frame") ?? "");
      await withoutCode.evaluate((frame) => {
        localStorage.setItem("kept_frame", JSON.stringify({ ...JSON.parse(frame), styles: "/assets/style-old.css" }));
      }, kept);
      await withoutCode.reload();
      expect(await rootState(withoutCode)).toEqual({ kept: false, inert: true });
      await withoutCode.evaluate((frame) => localStorage.setItem("kept_frame", frame), kept);

      // the Nepali shell of the same page keeps its own frame: the kept one is English
      await context.addCookies([{ name: "language", value: "ne", url: suite.server.url }]);
      await withoutCode.goto(`${suite.server.url}/questions`);
      expect(await withoutCode.locator("html").getAttribute("lang")).toBe("ne");
      expect(await rootState(withoutCode)).toEqual({ kept: false, inert: true });
      expect(await withoutCode.getByRole("list", { name: "Questions" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("forgets the frame when the reader logs in, and keeps none of a member's chart", async () => {
    const payload = await registerOverHttp(suite.server.url, { name: "Kept Member" });
    const context = await suite.browser.newContext({ ...phoneContext, serviceWorkers: "block" });
    try {
      const page = await context.newPage();
      await page.goto(suite.server.url);
      await page.getByRole("button", { name: "Skip" }).click();
      await page.getByRole("list", { name: "Questions" }).getByRole("button").first().waitFor();
      const keptFrame = () => page.evaluate(() => localStorage.getItem("kept_frame"));
      expect(await keptFrame()).not.toBeNull();

      await page.goto(`${suite.server.url}/login`);
      await page.getByLabel("Email").fill(payload.email);
      await page.getByLabel("Password").fill(payload.password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForURL(/\/(kundali|get-started)$/);
      expect(await keptFrame()).toBeNull();
    } finally {
      await context.close();
    }
  });
});
