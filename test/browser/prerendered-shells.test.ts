// The entry screens painted from HTML before any script runs, in the reader's language, and then taken over in
// place by the app (hydrated: the elements painted from the HTML are the ones the app keeps), with nothing logged.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCREEN_MODULES_ID } from "../../shared/screen-modules";
import { MODULES_PER_TASK } from "../../src/adapters/modulePreloads";
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

/** The screen modules a built shell lists (absolute paths). */
function listedInShell(shellFile: string): string[] {
  const html = readFileSync(path.join("dist", "shells", shellFile), "utf8");
  const list = new RegExp(`<script type="application/json" id="${SCREEN_MODULES_ID}">([^<]*)</script>`).exec(html);
  return list ? (JSON.parse(list[1] as string) as string[]) : [];
}

/** The modules index.html loads first: the entry and what it preloads (absolute paths). */
function firstLoad(): string[] {
  const html = readFileSync(path.join("dist", "index.html"), "utf8");
  return [
    ...html.matchAll(/<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="([^"]+)"/g),
  ].map((match) => match[1] as string);
}

/** The built chunk of the app's lazy imports (src/app/lazyImports.ts): its absolute path and its code. */
function lazyImportsChunk(): { href: string; code: string } {
  const file = readdirSync(path.join("dist", "assets")).find((name) => /^lazyImports-[\w-]+\.js$/.test(name)) ?? "";
  return { href: `/assets/${file}`, code: readFileSync(path.join("dist", "assets", file), "utf8") };
}

/** What Vite's preload helper asks for with the built lazy imports' import of `screen` (absolute paths). */
function vitePreloadsOf(screen: string): string[] {
  const { code } = lazyImportsChunk();
  const table = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(code)?.[1] ?? "[]") as string[];
  const call = new RegExp(
    `import\\(\`\\./${screen}-[\\w-]+\\.js\`\\)\\.then\\([^)]*\\),__vite__mapDeps\\(\\[([\\d,]+)\\]\\)`,
  ).exec(code);
  if (!call) throw new Error(`The built lazy imports have no preloading import of ${screen}.`);
  return (call[1] as string).split(",").map((index) => `/${table[Number(index)]}`);
}

/** Records, per mutation delivery (one per task that added any), the modulepreload links added to the page. */
function recordPreloadBatches() {
  const batches: string[][] = [];
  (window as unknown as { preloadBatches: string[][] }).preloadBatches = batches;
  new MutationObserver((records) => {
    const added = records
      .flatMap((record) => Array.from(record.addedNodes))
      .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === "modulepreload")
      .map((link) => new URL(link.href).pathname);
    if (added.length > 0) batches.push(added);
  }).observe(document, { childList: true, subtree: true });
}

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

  it("lists in each shell the lazy imports' chunk and the modules Vite would preload for its screen, less the first load's", () => {
    const screens: Array<[string, string]> = [
      ["chat", "ChatScreen"],
      ["kundali", "KundaliScreen"],
      ["questions", "QuestionsScreen"],
      ["get-started", "GetStartedScreen"],
    ];
    for (const [shell, screen] of screens) {
      const loaded = firstLoad();
      expect(loaded).toHaveLength(2);
      const expected = [lazyImportsChunk().href, ...vitePreloadsOf(screen)]
        .filter((href) => !loaded.includes(href))
        .sort();
      expect(expected.length, screen).toBeGreaterThan(MODULES_PER_TASK);
      for (const language of ["en", "ne", "hi"]) {
        expect(listedInShell(`${language}/${shell}.html`).sort(), `${language}/${shell}`).toEqual(expected);
      }
    }
    expect(listedInShell("en/not-found.html")).toEqual([]);
  });

  it("asks for the screen's modules a few per task as the app starts, each once, and the app takes over", async () => {
    await inNewContext({}, async (page) => {
      const requested = new Map<string, number>();
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        requested.set(pathname, (requested.get(pathname) ?? 0) + 1);
      });
      await page.addInitScript(recordPreloadBatches);
      // A new visitor's /chat: 30 modules; the guard then sends them on, as the app has taken over
      await page.goto(`${suite.server.url}/chat`);
      await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("inert"));
      await page.getByRole("heading", { level: 1 }).waitFor();
      const listed = listedInShell("en/chat.html");
      const batches = await page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches);
      const listedBatches = batches
        .map((batch) => batch.filter((href) => listed.includes(href)))
        .filter((b) => b.length);
      expect(listedBatches.flat().sort()).toEqual([...listed].sort());
      expect(Math.max(...listedBatches.map((batch) => batch.length))).toBe(MODULES_PER_TASK);
      expect(listedBatches.length).toBe(Math.ceil(listed.length / MODULES_PER_TASK));
      for (const href of listed) expect(requested.get(href), href).toBe(1);
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
