// A first visit painted from HTML: a visitor with nothing stored opens /, /home or /questions (the route guard shows
// them the walkthrough) and the shell paints the walkthrough's first slide in their language before any of the app's
// code runs, its image named in the HTML and asked for first; the app then takes the same elements over without a
// shift. A returning reader's shells paint what they painted before, and fetch no walkthrough image.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../contract/language";
import { BUILT_IN_SLIDES } from "../../src/features/walkthrough/builtInSlides";
import { phoneContext, phoneViewport } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";
import { layoutShiftsOf, watchLayoutShifts } from "../support/layout-shifts";

const FIRST_IMAGE = "/images/walkthrough/ask.svg";

/** A first visitor's browser in `language` (what the phone is set to), without a service worker. */
function firstVisitor(suite: { browser: { newContext: (o: object) => Promise<BrowserContext> } }, language: Language) {
  return suite.browser.newContext({ ...phoneContext, serviceWorkers: "block", locale: language });
}

/**
 * A page on which none of the app's scripts load: what the HTML (and its inline script) alone paints; with the
 * priority Chromium gave each request (DevTools protocol), by path.
 */
async function pageWithoutAppCode(context: BrowserContext): Promise<{ page: Page; priorities: Map<string, string> }> {
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const priorities = new Map<string, string>();
  const devtools = await context.newCDPSession(page);
  devtools.on("Network.requestWillBeSent", ({ request }) => {
    priorities.set(new URL(request.url).pathname, request.initialPriority);
  });
  await devtools.send("Network.enable");
  // each visit asks the server again: a first visitor has nothing cached
  await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
  return { page, priorities };
}

/** The painted slide: its heading, and whether its image has loaded. */
const paintedSlide = (page: Page) =>
  page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>("#root .walkthrough__image");
    return {
      title: document.querySelector("#root h1")?.textContent ?? null,
      image: image?.getAttribute("src") ?? null,
      imageLoaded: Boolean(image?.complete && image.naturalWidth > 0),
      inert: document.getElementById("root")?.hasAttribute("inert") ?? false,
      hidden: getComputedStyle(document.getElementById("root") as HTMLElement).visibility === "hidden",
    };
  });

/** When the Devanagari font's files arrive: with the page, never (the request fails), or 1.5 s late (a slow line). */
type FontArrival = "in time" | "fails" | "late";
const FONT_ARRIVALS: readonly FontArrival[] = ["in time", "fails", "late"];
/** The regular and the semibold face. */
const DEVANAGARI_FONT_FILES = 2;

/** Holds the font's requests as `arrival` says; the returned list fills with each font request once it has ended. */
async function holdDevanagariFont(page: Page, arrival: FontArrival): Promise<string[]> {
  if (arrival === "fails") await page.route(/\.woff2$/, (route) => route.abort());
  if (arrival === "late") {
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
  }
  const ended: string[] = [];
  const onEnd = (request: { url: () => string }) => {
    if (request.url().endsWith(".woff2")) ended.push(request.url());
  };
  page.on("requestfinished", onEnd);
  page.on("requestfailed", onEnd);
  return ended;
}

/**
 * Waits until `expected` font requests have ended, then has the page load its Devanagari faces (a face the page
 * already holds loads from memory: this only settles their status, and gives the browser every chance to use a late
 * file), then two frames more, so whatever font the browser settled on has been laid out and painted and its shifts
 * (if any) reported. Returns the status of each Devanagari face.
 */
async function fontsSettled(page: Page, expected: number, ended: readonly string[]): Promise<string[]> {
  await expect.poll(() => ended.length, { timeout: 30_000 }).toBe(expected);
  return page.evaluate(async (load) => {
    const faces = [...document.fonts].filter((face) => face.family.includes("Devanagari"));
    if (load) await Promise.allSettled(faces.map((face) => face.load()));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return faces.map((face) => face.status);
  }, expected > 0);
}

/** Where each part of the slide is drawn (CSS px, page coordinates). */
type SlideBoxes = Record<string, string>;
const slideBoxes = (page: Page): Promise<SlideBoxes> =>
  page.evaluate(() => {
    const parts = {
      skip: ".walkthrough__top button",
      image: ".walkthrough__image",
      title: ".walkthrough__title",
      description: ".walkthrough__description",
      dots: ".walkthrough__dots",
      next: ".walkthrough__bottom button",
    };
    return Object.fromEntries(
      Object.entries(parts).map(([part, selector]) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return [part, box ? `${box.x},${box.y + window.scrollY} ${box.width}x${box.height}` : "missing"];
      }),
    );
  });

/**
 * Whether the title's and the description's text fit the lines their boxes keep (a box grown past its minimum height
 * would move what is below it when the other font draws fewer lines), and the page's width (wider than the screen
 * when something sticks out past its edge).
 */
const textFit = (page: Page) =>
  page.evaluate(() => {
    const fitOf = (selector: string) => {
      const box = document.querySelector(selector) as HTMLElement;
      const kept = Number.parseFloat(getComputedStyle(box).minHeight);
      const height = box.getBoundingClientRect().height;
      return height === kept ? "fits" : `${height} px of text in a box kept at ${kept} px`;
    };
    return {
      title: fitOf(".walkthrough__title"),
      description: fitOf(".walkthrough__description"),
      pageWidth: document.documentElement.scrollWidth,
    };
  });

describe("a first visit in Chromium at 390x844", () => {
  const suite = useServerAndBrowser();

  it("names the first slide's image in the HTML and paints the slide with the app's scripts blocked, in every language", async () => {
    for (const language of LANGUAGES) {
      const slide = BUILT_IN_SLIDES[language][0];
      const context = await firstVisitor(suite, language);
      try {
        const { page, priorities } = await pageWithoutAppCode(context);
        for (const [address, shownAt] of [
          ["/", "/"],
          ["/home", "/home"],
          ["/questions", "/"],
        ] as const) {
          priorities.clear();
          const response = await page.goto(`${suite.server.url}${address}`);
          const html = (await response?.text()) ?? "";
          // named twice: for the head's early request, and in the slide the shell paints
          expect(html, `${language} ${address}`).toContain(`data-first-visit-image="${FIRST_IMAGE}"`);
          expect(html, `${language} ${address}`).toMatch(
            new RegExp(`<img class="walkthrough__image" src="${FIRST_IMAGE}"[^>]*fetchPriority="high"`),
          );
          await page.waitForFunction(() => {
            const image = document.querySelector<HTMLImageElement>("#root .walkthrough__image");
            return Boolean(image?.complete && image.naturalWidth > 0);
          });
          expect(await paintedSlide(page), `${language} ${address}`).toEqual({
            title: slide?.title,
            image: FIRST_IMAGE,
            imageLoaded: true,
            inert: true,
            hidden: false,
          });
          expect(await page.locator("html").getAttribute("lang")).toBe(language);
          // where the guard shows the walkthrough: /questions is replaced by / as the app's redirect would
          expect(new URL(page.url()).pathname).toBe(shownAt);
          // asked for at the browser's high priority (an image's default is low)
          expect(priorities.get(FIRST_IMAGE), `${language} ${address}`).toBe("High");
        }
      } finally {
        await context.close();
      }
    }
  });

  it("lets the app take the painted slide over without a shift, in English on /questions and in Nepali on /", async () => {
    for (const [language, address] of [
      ["en", "/questions"],
      ["ne", "/"],
    ] as const) {
      const context = await firstVisitor(suite, language);
      try {
        const page = await context.newPage();
        const logged: string[] = [];
        page.on("pageerror", (error) => logged.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error") logged.push(message.text());
        });
        await watchLayoutShifts(page);
        // The painted heading, held before the app's code runs (its start waits for the first paint): hydration
        // keeps the very element, a render over the shell would replace it.
        await page.addInitScript(() => {
          document.addEventListener("DOMContentLoaded", () => {
            (window as unknown as { painted: Element | null }).painted = document.querySelector("#root h1");
          });
        });
        await page.goto(`${suite.server.url}${address}`);
        await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("inert"), undefined, {
          timeout: 60_000,
        });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
        expect(new URL(page.url()).pathname).toBe("/");
        expect(
          await page.evaluate(() => {
            const painted = (window as unknown as { painted: Element | null }).painted;
            return painted !== null && painted === document.querySelector("#root h1");
          }),
        ).toBe(true);
        expect(await layoutShiftsOf(page)).toEqual([]);
        // the app's own screen now: Next shows the second slide
        await page.locator(".walkthrough__bottom button").click();
        await expect.poll(() => page.locator("#root h1").textContent()).toBe(BUILT_IN_SLIDES[language][1]?.title);
        expect(logged).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("keeps every box of the walkthrough where the shell painted it whether the Devanagari font comes, fails or comes 1.5 s late", async () => {
    // Robust by design, not by timing: the test does not need Chromium to use or refuse the late font (under load it
    // has done either), because the boxes must be the same in both fonts, which the last assertion checks directly.
    for (const language of ["en", "ne"] as const) {
      const boxesBy = new Map<FontArrival, SlideBoxes>();
      for (const arrival of FONT_ARRIVALS) {
        const context = await firstVisitor(suite, language);
        try {
          const page = await context.newPage();
          const fontRequests = await holdDevanagariFont(page, arrival);
          await watchLayoutShifts(page);
          await page.goto(`${suite.server.url}/`);
          await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("inert"), undefined, {
            timeout: 60_000,
          });
          const fonts = await fontsSettled(page, language === "en" ? 0 : DEVANAGARI_FONT_FILES, fontRequests);
          const label = `${language}, font ${arrival}`;
          // the font really arrived, failed or came late (an English page never asks for it: unicode-range)
          const faces = language === "en" ? "unloaded" : arrival === "fails" ? "error" : "loaded";
          expect(fonts, label).toEqual([faces, faces]);
          expect(await layoutShiftsOf(page), label).toEqual([]);
          boxesBy.set(arrival, await slideBoxes(page));
        } finally {
          await context.close();
        }
      }
      const inTime = boxesBy.get("in time");
      for (const arrival of FONT_ARRIVALS) expect(boxesBy.get(arrival), `${language}, font ${arrival}`).toEqual(inTime);
    }
  }, 240_000);

  it("keeps each slide's title and description within their boxes in either font, at 390x844 and 360x640, in every language", async () => {
    for (const language of LANGUAGES) {
      for (const arrival of ["in time", "fails"] as const) {
        const context = await firstVisitor(suite, language);
        try {
          const page = await context.newPage();
          await holdDevanagariFont(page, arrival);
          for (const viewport of [phoneViewport, { width: 360, height: 640 }]) {
            await page.setViewportSize(viewport);
            await page.goto(`${suite.server.url}/`);
            await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("inert"), undefined, {
              timeout: 60_000,
            });
            for (const [index, slide] of BUILT_IN_SLIDES[language].entries()) {
              if (index > 0) await page.locator(".walkthrough__bottom button").click();
              await expect.poll(() => page.locator("#root h1").textContent()).toBe(slide.title);
              expect(
                await textFit(page),
                `${language}, font ${arrival}, ${viewport.width} px, slide ${index + 1}`,
              ).toEqual({ title: "fits", description: "fits", pageWidth: viewport.width });
            }
          }
        } finally {
          await context.close();
        }
      }
    }
  }, 300_000);

  it("paints a returning reader's shells as before, and fetches no walkthrough image for them", async () => {
    const context = await firstVisitor(suite, "en");
    try {
      const first = await context.newPage();
      await first.goto(suite.server.url);
      await first.getByRole("button", { name: "Skip" }).click();
      await first.waitForURL(/\/questions$/);
      await first.close();

      const { page, priorities } = await pageWithoutAppCode(context);
      await page.goto(`${suite.server.url}/`);
      expect(await page.locator("#root").textContent()).toBe("Loading ...");
      await page.goto(`${suite.server.url}/questions`);
      expect(new URL(page.url()).pathname).toBe("/questions");
      expect(await page.locator("#root h1").textContent()).toBe("Popular Questions");
      expect(await page.locator("#root .walkthrough").count()).toBe(0);
      expect([...priorities.keys()].filter((path) => path.startsWith("/images/walkthrough/"))).toEqual([]);

      // with its code, / sends them on to their own screen
      const withCode = await context.newPage();
      await withCode.goto(`${suite.server.url}/`);
      await withCode.waitForURL(/\/questions$/);
      await withCode.getByRole("heading", { name: "Popular Questions" }).waitFor();
    } finally {
      await context.close();
    }
  });
});
