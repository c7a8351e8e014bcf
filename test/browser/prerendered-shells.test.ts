// The entry screens painted from HTML before any script runs, in the reader's language, and then taken over in
// place by the app (hydrated: the elements painted from the HTML are the ones the app keeps), with nothing logged.
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";

/** Remembers the first heading the HTML painted, before the app's code runs. */
function rememberPaintedHeading() {
  document.addEventListener("DOMContentLoaded", () => {
    (window as unknown as { paintedHeading: Element | null }).paintedHeading = document.querySelector("h1");
  });
}

const headingKept = (page: Page) =>
  page.evaluate(() => {
    const painted = (window as unknown as { paintedHeading: Element | null }).paintedHeading;
    return painted !== null && painted === document.querySelector("h1") && painted.isConnected;
  });

/** A guest past the walkthrough, with the questions shown. */
async function guestOnQuestions(page: Page, baseUrl: string) {
  await page.goto(baseUrl);
  await page.getByRole("button", { name: "Skip" }).click();
  await page.getByRole("list", { name: "Questions" }).getByRole("button").first().waitFor();
}

describe("prerendered shells in Chromium at 390x844", () => {
  const suite = useServerAndBrowser();

  /** Runs `visit` on a page of a fresh phone-sized context, closed afterwards. */
  async function inNewContext(
    options: BrowserContextOptions,
    visit: (page: Page, context: BrowserContext) => Promise<void>,
  ) {
    const context = await suite.browser.newContext({ ...phoneContext, ...options });
    try {
      await visit(await context.newPage(), context);
    } finally {
      await context.close();
    }
  }

  it("paints each entry screen's frame without JavaScript, in English and in Nepali", async () => {
    const expectations: Array<[string, string, string]> = [
      ["/questions", "en", "Popular Questions"],
      ["/questions", "ne", "लोकप्रिय प्रश्नहरू"],
      ["/get-started", "en", "GET STARTED"],
      ["/no-such-page", "en", "Opps!... Page does not exist!"],
    ];
    for (const [address, language, heading] of expectations) {
      await inNewContext({ javaScriptEnabled: false }, async (page, context) => {
        await context.addCookies([{ name: "language", value: language, url: suite.server.url }]);
        await page.goto(`${suite.server.url}${address}`);
        expect(await page.locator("html").getAttribute("lang"), address).toBe(language);
        expect(await page.getByRole("heading", { level: 1 }).textContent(), address).toBe(heading);
      });
    }
    // /kundali's and /chat's frame is the loading line with the bottom navigation around it; no shell links the web
    // app manifest, whose request (and its icon's) would take from the first paint's bandwidth
    for (const address of ["/kundali", "/chat"]) {
      await inNewContext({ javaScriptEnabled: false }, async (page) => {
        await page.goto(`${suite.server.url}${address}`);
        expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link").count(), address).toBe(4);
        expect(await page.locator('link[rel="manifest"]').count(), address).toBe(0);
      });
    }
  });

  it("links the web app manifest once the shell has been painted", async () => {
    await inNewContext({}, async (page) => {
      await page.goto(`${suite.server.url}/questions`);
      await page.waitForFunction(() => document.querySelector('link[rel="manifest"]') !== null);
      const answer = await page.evaluate(async () => {
        const href = document.querySelector('link[rel="manifest"]')?.getAttribute("href") ?? "";
        const response = await fetch(href);
        return { status: response.status, name: ((await response.json()) as { name?: string }).name };
      });
      expect(answer).toEqual({ status: 200, name: "Kundali Guru" });
    });
  });

  it("hydrates the birth form painted from HTML: the same elements, typed into, nothing logged", async () => {
    await inNewContext({}, async (page) => {
      const logged: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") logged.push(message.text());
      });
      page.on("pageerror", (error) => logged.push(error.message));
      await guestOnQuestions(page, suite.server.url);
      await page.getByRole("list", { name: "Questions" }).getByRole("button").first().click();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL(/\/get-started$/);

      await page.addInitScript(rememberPaintedHeading);
      await page.reload();
      const name = page.getByLabel("Full name");
      await name.fill("Asha Sharma");
      await expect.poll(() => name.inputValue()).toBe("Asha Sharma");
      expect(await headingKept(page)).toBe(true);
      expect(logged).toEqual([]);
    });
  });

  it("renders over a shell of another language than the reader's saved choice", async () => {
    await inNewContext({}, async (page, context) => {
      await guestOnQuestions(page, suite.server.url);
      await page.evaluate(() => localStorage.setItem("language", "ne"));
      // the cookie still says English (as after a choice made on another page of an older version)
      await context.addCookies([{ name: "language", value: "en", url: suite.server.url }]);
      await page.goto(`${suite.server.url}/questions`);
      await page.getByRole("heading", { name: "लोकप्रिय प्रश्नहरू" }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("ne");
      // and the next page's HTML comes in Nepali
      const cookies = await context.cookies(suite.server.url);
      expect(cookies.find((cookie) => cookie.name === "language")?.value).toBe("ne");
    });
  });

  it("answers a returning reader's navigation from the service worker with the shell in their language, offline too", async () => {
    await inNewContext({}, async (page, context) => {
      await guestOnQuestions(page, suite.server.url);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await context.addCookies([{ name: "language", value: "ne", url: suite.server.url }]);
      await page.evaluate(() => localStorage.setItem("language", "ne"));
      await context.setOffline(true);
      await page.goto(`${suite.server.url}/questions`);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(await page.locator("#root").getAttribute("data-shell-language")).toBe("ne");
      await page.getByRole("list", { name: "प्रश्नहरू" }).getByRole("button").first().waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("लोकप्रिय प्रश्नहरू");
    });
  });
});
