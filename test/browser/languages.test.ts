// Every screen in English, Nepali and Hindi in Chromium at 390x844 against the real server: the browser's locale
// picks the language on the first visit (no choice saved yet), `<html lang>` follows it, no English is left in
// Nepali or Hindi (neither a catalogue's English base nor any other Latin-letter word, brand and proper names
// excepted), no text is clipped or runs off the screen, and axe finds nothing serious. The walk is the guest journey
// with a Devanagari name through to the kundali and the first answer; then Nepali and Hindi chosen in Settings after
// an English chart, and every screen again. /kundali, with every section open, never writes two calendars in one line
// nor the running period's end two ways. Screenshots: $TMPDIR/kundali-languages/ (or LANGUAGE_SHOTS_DIR).
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import hi from "../../src/i18n/catalogues/hi";
import ne from "../../src/i18n/catalogues/ne";
import { i18n } from "../../src/i18n/i18n";
import { seriousAxeViolations } from "../support/axe";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";
import { suggestPokhara } from "../support/guest-walk";

const SLOW = { timeout: 60_000 };
/** Pokhara as Nepali and Hindi write it (shared/devanagari-places.ts), where the journeys below were born. */
const POKHARA_DEVANAGARI = "पोखरा, नेपाल";
const shots = process.env.LANGUAGE_SHOTS_DIR ?? path.join(tmpdir(), "kundali-languages");
mkdirSync(shots, { recursive: true });

type Catalogue = Record<string, Record<string, unknown>>;

/** The words the walk clicks and fills, in each language (English as the product writes it). */
function walkWords(catalogue: Catalogue | null) {
  const word = (component: string, key: string, english: string) =>
    catalogue ? String(catalogue[component]?.[key]) : english;
  return {
    skip: word("walkthrough", "skip", "Skip"),
    questions: word("questions", "list", "Questions"),
    continue: word("questions", "continue", "Continue"),
    fullName: word("getStarted", "fullName", "Full name"),
    male: word("gender", "male", "Male"),
    birthDate: word("birthDetails", "date", "Birth date"),
    birthTime: word("birthDetails", "time", "Birth time"),
    birthPlace: word("citySearch", "label", "Birth place"),
    viewAnswer: word("kundali", "viewAnswer", "View your free question's answer"),
    viewChart: word("kundali", "viewChart", "View your birth chart"),
    close: word("modal", "close", "Close"),
  };
}

/** Latin-letter words that may stay in a Nepali or Hindi page: the brand, proper names, units and codes. */
const allowedLatin = new Set([
  ...["Kundali", "Guru", "reCAPTCHA", "AI", "DEV", "D1", "D9", "PDF"],
  // Intl's own output: the currency sign of US dollars ("US$ 0.99") and Hindi's clock ("9:10 pm").
  ...["US", "AM", "PM", "am", "pm"],
  // The picker names each language in itself, English included.
  "English",
  // react-aria's screen-reader-only close button of its overlays: react-aria has no Nepali or Hindi strings.
  "Dismiss",
]);

/**
 * What a reader sees or hears on the page now: text nodes and the labels of elements, outside the chat's answers
 * (written by the guru in the language it was asked in, and kept as they were said) and the city search's suggestions
 * (the gazetteer's names of places the world over).
 */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = ".message__body, .city-search__option";
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // translate="no": identifiers other software uses as they are (the birth place's time zone, Asia/Kathmandu)
      if (!parent || parent.closest(skip) || parent.closest("script, style, [hidden], [translate='no']")) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (element.closest(skip)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

// Importing the views registers the English beside each of them in the i18n cache.
import.meta.glob(["../../src/{features,ui,i18n}/**/*.{ts,tsx}"], { eager: true });

/** Every English string of the base catalogue (plural forms included): none may show in Nepali or Hindi. */
function englishBase(): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];
  return strings(i18n.cache.en)
    .map((text) => text.split("{")[0]?.trim() ?? "")
    .filter((text) => /[A-Za-z]{3}/.test(text));
}

function englishLeaks(texts: readonly string[], english: readonly string[], extraAllowed: readonly string[]): string[] {
  const allowed = new Set([...allowedLatin, ...extraAllowed.flatMap((name) => name.split(/\W+/))]);
  const leaks = new Set<string>();
  for (const text of texts) {
    for (const phrase of english)
      if (phrase.length >= 3 && text.includes(phrase)) leaks.add(`"${phrase}" in "${text}"`);
    for (const word of text.match(/[A-Za-z][A-Za-z']+/g) ?? []) {
      if (!allowed.has(word) && !/@|\.com$/.test(text)) leaks.add(`${word} in "${text}"`);
    }
  }
  return [...leaks];
}

/** Text that is cut off (overflow hidden with more content than room) or runs past the screen's edges. */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    const scrolls = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll("*")) {
      const hasText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!hasText || !(element instanceof HTMLElement) || element.offsetParent === null) continue;
      if (element.closest(".visually-hidden, [hidden]")) continue;
      const style = getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 40)}"`;
      const hides = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
      if (hides && element.scrollWidth > element.clientWidth + 1) found.push(`clipped: ${label}`);
      const rect = element.getBoundingClientRect();
      if ((rect.right > width + 1 || rect.left < -1) && !scrolls(element.parentElement))
        found.push(`off screen: ${label}`);
    }
    if (document.documentElement.scrollWidth > width + 1) found.push("the page scrolls sideways");
    return found;
  });
}

/** The Gregorian months as the Nepali page writes them. */
const NEPALI_AD_MONTHS = [
  "जनवरी",
  "फेब्रुअरी",
  "मार्च",
  "अप्रिल",
  "मे",
  "जुन",
  "जुलाई",
  "अगस्ट",
  "सेप्टेम्बर",
  "अक्टोबर",
  "नोभेम्बर",
  "डिसेम्बर",
];
const BS_MONTHS = ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत"];

/**
 * Dates that mislead on /kundali with every section open: a line that writes one date in Bikram Sambat and another in
 * unmarked AD (Nepali; the hero's birth date says both on purpose, each marked), and, in every language, the running
 * period's end written one way in the short reading and another in the timeline.
 */
async function misleadingDates(page: Page): Promise<string[]> {
  const found: string[] = [];
  const lines = await page.evaluate(() =>
    [...document.querySelectorAll("main p, main li, main dd, main td, main span, main summary")]
      .filter((element) => !element.closest(".kundali__facts"))
      .map((element) => element.textContent ?? ""),
  );
  for (const line of lines) {
    const bs = BS_MONTHS.some((month) => line.includes(month));
    const unmarkedAd = NEPALI_AD_MONTHS.some((month) =>
      [...line.matchAll(new RegExp(`${month} [०-९]+`, "g"))].some(
        (at) => !line.slice(at.index).match(/^[^–;:]*ई\.सं\./),
      ),
    );
    if (bs && unmarkedAd) found.push(`two calendars in one line: "${line.slice(0, 120)}"`);
  }
  const runningEnd = await page.evaluate(
    () => document.querySelector(".dasha-md--running > details > summary .dasha-period__dates")?.textContent ?? "",
  );
  const end = runningEnd.split(" – ")[1]?.trim() ?? "";
  const summary = (await page.locator(".kundali__summary").textContent()) ?? "";
  if (!end || !summary.includes(end))
    found.push(`the running period ends "${end}" in the timeline; the summary: "${summary}"`);
  return found;
}

describe("every screen in English, Nepali and Hindi", () => {
  const suite = useServerAndBrowser();

  it("knows the English of the screens", () => {
    expect(englishBase()).toEqual(expect.arrayContaining(["Popular Questions", "GENERATING VEDIC KUNDALI..."]));
  });

  it.each([
    ["en", "en-US", null, "Sita Sharma"],
    ["ne", "ne-NP", ne as Catalogue, "सीता शर्मा"],
    ["hi", "hi-IN", hi as Catalogue, "सीता शर्मा"],
  ] as const)(
    "%s: the guest journey and every screen",
    async (code, locale, catalogue, name) => {
      const context = await suite.browser.newContext({
        ...phoneContext,
        locale,
        reducedMotion: "reduce",
        bypassCSP: true,
      });
      const page = await context.newPage();
      const words = walkWords(catalogue);
      const problems: string[] = [];
      const english = englishBase();

      const check = async (screen: string) => {
        await page.waitForLoadState("networkidle");
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(shots, `${code}-${screen}.png`) });
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang !== code) problems.push(`${screen}: <html lang="${lang}">`);
        if (code !== "en") {
          // The guru's name is a proper name, as the reader's own is.
          const guru = (await page.locator(".chat__title").allTextContents()).join(" ");
          for (const leak of englishLeaks(await shownTexts(page), english, [name, guru])) {
            problems.push(`${screen}: ${leak}`);
          }
          // the birth place, on /kundali and /profile alike, as Nepali and Hindi write it
          if (screen === "kundali" || screen === "profile") {
            const text = (await page.locator("#root main").first().textContent()) ?? "";
            if (!text.includes(POKHARA_DEVANAGARI)) problems.push(`${screen}: the birth place is not in Devanagari`);
            if (text.includes(`${POKHARA_DEVANAGARI},`)) problems.push(`${screen}: the country is written twice`);
          }
        }
        for (const clip of await clippedText(page)) problems.push(`${screen}: ${clip}`);
        problems.push(...(await seriousAxeViolations(page, screen)));
      };

      await page.goto(suite.server.url);
      await page.getByRole("button", { name: words.skip }).waitFor(SLOW);
      await check("walkthrough");
      await page.getByRole("button", { name: words.skip }).click();
      await page.waitForURL(/\/questions$/, SLOW);
      await page.getByRole("list", { name: words.questions }).getByRole("button").first().waitFor(SLOW);
      await check("questions");
      await page.getByRole("list", { name: words.questions }).getByRole("button").first().click();
      await page.getByRole("button", { name: words.continue, exact: true }).click();
      await page.waitForURL(/\/get-started$/, SLOW);
      // The form's own messages first: Continue with nothing filled in.
      await page.getByRole("button", { name: words.continue, exact: true }).click();
      await check("get-started");
      await page.getByLabel(words.fullName).fill(name);
      await page.getByText(words.male, { exact: true }).click();
      if (code === "ne") {
        // Nepali shows the Bikram Sambat date first: 17 Kartik 2045 BS is 2 November 1988.
        const bs = catalogue?.birthDate as Record<string, string>;
        await page.getByLabel(bs.year as string).fill("2045");
        await page.getByLabel(bs.month as string).selectOption("7");
        await page.getByLabel(bs.day as string).selectOption("17");
      } else {
        await page.getByLabel(words.birthDate).fill("1988-11-02");
      }
      await page.getByLabel(words.birthTime).fill("21:10");
      // Nepali typed in Devanagari, Hindi in the romanised spelling: either way the suggestion reads in the
      // reader's script.
      const pokhara = await suggestPokhara(page, catalogue, code === "ne" ? "पोखरा" : "Pokhara");
      await check("city-suggestions");
      await pokhara.click();
      await page.getByRole("button", { name: words.continue, exact: true }).click();
      await page.waitForURL(/\/kundali$/, SLOW);
      await page.getByRole("button", { name: words.viewAnswer }).waitFor(SLOW);
      await check("kundali");
      // every section opened: dates in one calendar per line, the running period's end written one way
      for (const fold of await page.locator("details.fold").all())
        await fold.evaluate((d) => d.setAttribute("open", ""));
      await page.locator(".dasha-md--running").first().waitFor(SLOW);
      problems.push(...(await misleadingDates(page)).map((problem) => `kundali: ${problem}`));
      await page.getByRole("button", { name: words.viewChart }).click();
      await page.getByRole("dialog").locator("canvas").waitFor(SLOW);
      await check("birth-chart");
      await page.getByRole("button", { name: words.close }).click();
      await page.getByRole("button", { name: words.viewAnswer }).click();
      await page.waitForURL(/\/chat$/, SLOW);
      await page.locator(".message__body").nth(1).waitFor(SLOW);
      await check("chat");

      for (const route of [
        "matching",
        "profile",
        "settings",
        "subscription",
        "login",
        "register",
        "reset-password",
        "verification",
      ]) {
        // Guarded routes redirect (a guest has no profile); each is checked where it lands.
        await page.goto(`${suite.server.url}/${route}`);
        await page.waitForLoadState("networkidle");
        await check(route);
      }
      await page.goto(`${suite.server.url}/no-such-page`);
      await page
        .locator("#root main")
        .first()
        .waitFor({ state: "attached", ...SLOW });
      await check("not-found");

      await context.close();
      expect(problems).toEqual([]);
    },
    600_000,
  );
  it.each([
    ["ne", ne as Catalogue, "नेपाली"],
    ["hi", hi as Catalogue, "हिन्दी"],
  ] as const)(
    "%s chosen in Settings after an English chart: what the server wrote changes too, without a new chart",
    async (code, catalogue, languageName) => {
      const context = await suite.browser.newContext({
        ...phoneContext,
        locale: "en-US",
        reducedMotion: "reduce",
        bypassCSP: true,
      });
      const page = await context.newPage();
      const english = walkWords(null);
      const words = walkWords(catalogue);
      const problems: string[] = [];
      const charts: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/astro-details")) charts.push(request.method());
      });
      const check = async (screen: string) => {
        await page.waitForLoadState("networkidle");
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(shots, `switched-${code}-${screen}.png`) });
        for (const leak of englishLeaks(await shownTexts(page), englishBase(), ["Sita", "Sharma"])) {
          problems.push(`${screen}: ${leak}`);
        }
        for (const clip of await clippedText(page)) problems.push(`${screen}: ${clip}`);
        problems.push(...(await seriousAxeViolations(page, screen)));
      };

      // The English journey to a kundali.
      await page.goto(suite.server.url);
      await page.getByRole("button", { name: english.skip }).click(SLOW);
      await page.getByRole("list", { name: english.questions }).getByRole("button").first().click(SLOW);
      await page.getByRole("button", { name: english.continue, exact: true }).click();
      await page.waitForURL(/\/get-started$/, SLOW);
      await page.getByLabel(english.fullName).fill("Sita Sharma");
      await page.getByText(english.male, { exact: true }).click();
      await page.getByLabel(english.birthDate).fill("1988-11-02");
      await page.getByLabel(english.birthTime).fill("21:10");
      await (await suggestPokhara(page, null)).click();
      await page.getByRole("button", { name: english.continue, exact: true }).click();
      await page.waitForURL(/\/kundali$/, SLOW);
      await page.locator(".kundali__summary").waitFor(SLOW);
      const chartsMade = charts.length;

      // The language chosen in Settings, midway.
      await page.goto(`${suite.server.url}/settings`);
      await page.locator(".settings__language", { hasText: languageName }).click(SLOW);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, code);
      await page.goto(`${suite.server.url}/kundali`);
      await page.locator(".kundali__summary").waitFor(SLOW);
      await page
        .getByRole("heading", { name: (catalogue.kundaliSummary as Record<string, string>).title })
        .waitFor(SLOW);
      await check("kundali");
      // every section opened: the full reading, the charts and planets, the timeline, today's findings
      for (const fold of await page.locator("details.fold").all())
        await fold.evaluate((d) => d.setAttribute("open", ""));
      await page.locator(".dasha-md--running").first().waitFor(SLOW);
      await check("kundali-open");
      problems.push(...(await misleadingDates(page)));
      // a production build served from localhost has no development tag
      if ((await page.locator(".dev-tag").count()) > 0) problems.push("kundali: the development tag shows");
      const hero = (await page.locator(".kundali__facts").textContent()) ?? "";
      if (!hero.includes(POKHARA_DEVANAGARI)) problems.push(`kundali: the birth place is not in Devanagari: "${hero}"`);
      await page.getByRole("button", { name: words.viewAnswer }).click();
      await page.waitForURL(/\/chat$/, SLOW);
      await page.locator(".message__body").first().waitFor(SLOW);
      await check("chat");
      for (const route of ["subscription", "questions", "get-started", "matching", "settings", "profile"]) {
        await page.goto(`${suite.server.url}/${route}`);
        await page.waitForLoadState("networkidle");
        await check(route);
      }
      const profile = (await page.locator("#root main").first().textContent()) ?? "";
      if (!profile.includes(POKHARA_DEVANAGARI)) problems.push("profile: the birth place is not in Devanagari");
      // the account screens and an unknown address, in the language chosen
      for (const route of ["login", "register", "reset-password", "verification", "no-such-page"]) {
        await page.goto(`${suite.server.url}/${route}`);
        await page
          .locator("#root main")
          .first()
          .waitFor({ state: "attached", ...SLOW });
        await check(route);
      }
      // the readings came in the new language from the same chart
      expect(charts.length).toBe(chartsMade);
      await context.close();
      expect(problems).toEqual([]);
    },
    600_000,
  );
});
