// The pages bench:web measures and how each one's browser profile is prepared by a real visit (the route guards send
// a first-time visitor of /questions, /kundali or /chat elsewhere), or left fresh:
//   first-XX, first-questions-XX  a first visit: a fresh profile with nothing stored (only the browser's language
//                 set to XX, as a phone set to Nepali sends it), opening / or /questions, where the guard shows the
//                 walkthrough (on /, the address /questions is replaced with);
//   questions-XX  a guest who skipped the walkthrough;
//   kundali-XX    a guest who walked on to a chart and the free answer (the birth form posts /api/astro-details);
//   chat-XX       a member made through the API (registered, chart saved, a coupon's questions redeemed, three of
//                 the app's suggested questions answered by the guru) who then logged in on the app's /login page;
//   floor         React alone rendering a line of text (scripts/bench-web/floor.ts), served by the real server too.
// XX is the app's language: `en`, or `ne`, chosen the way a reader chooses it, on the Settings screen (saved in
// localStorage as the app saves it), before the rest of the walk, which then goes on in Nepali (the birth date
// entered in Bikram Sambat).
import type { Page } from "playwright-core";
import ne from "../../src/i18n/catalogues/ne";
import { type Catalogue, chartFromQuestions, wordIn } from "../../test/support/guest-walk";
import { createMemberWithConversation } from "./member";

const SLOW = { timeout: 60_000 };

export type Language = "en" | "ne";

export interface PageToMeasure {
  /** `questions-en`, ..., `floor`: what BENCH_PAGES names. */
  name: string;
  path: string;
  /** The `<html lang>` the page must have when measured; null: not checked (the floor). */
  language: Language | null;
  /** Where the page is when measured, when not at `path` (a first visit of /questions is shown the walkthrough at /). */
  landsOn?: string;
  /** Which server serves it. */
  server: "app" | "floor";
  /**
   * Brings the profile into the state a real user of this page is in (the page open at the end); none for a first
   * visit, whose profile is fresh, with nothing stored.
   */
  prepare: ((page: Page, baseUrl: string) => Promise<void>) | null;
}

/** The coupon the chat members redeem (made before the server starts). */
export const MEMBER_COUPON = "BENCHWEB50";
export const MEMBER_COUPON_QUESTIONS = 50;
const MEMBER_QUESTIONS = 3;

const catalogues: Record<Language, Catalogue | null> = { en: null, ne: ne as Catalogue };
const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ne: "नेपाली" };
const NAMES: Record<Language, string> = { en: "Asha Sharma", ne: "सीता शर्मा" };

function words(language: Language) {
  const catalogue = catalogues[language];
  return (component: string, key: string, english: string) => wordIn(catalogue, component, key, english);
}

/** The choice on the Settings screen (open to guests past the walkthrough and to members), as a reader makes it. */
async function chooseLanguage(page: Page, baseUrl: string, language: Language) {
  if (language === "en") return;
  await page.goto(`${baseUrl}/settings`);
  await page.getByText(LANGUAGE_NAMES[language], { exact: true }).click(SLOW);
  await page.waitForFunction((code) => document.documentElement.lang === code, language, SLOW);
  const saved = await page.evaluate(() => localStorage.getItem("language"));
  if (saved !== language) throw new Error(`Settings saved the language as ${saved}, not ${language}`);
}

async function skipWalkthrough(page: Page, baseUrl: string) {
  await page.goto(baseUrl);
  await page.getByRole("button", { name: "Skip" }).click(SLOW);
  await page.waitForURL(/\/questions$/, SLOW);
}

async function questionsShown(page: Page, language: Language) {
  const word = words(language);
  await page
    .getByRole("list", { name: word("questions", "list", "Questions") })
    .getByRole("button")
    .first()
    .waitFor(SLOW);
}

/** A guest past the walkthrough in `language`, on /questions. */
async function guestOnQuestions(page: Page, baseUrl: string, language: Language) {
  await skipWalkthrough(page, baseUrl);
  await chooseLanguage(page, baseUrl, language);
  if (language !== "en") await page.goto(`${baseUrl}/questions`);
  await questionsShown(page, language);
}

/** A guest who chose a question, gave their birth details and read the free answer (born 2 Nov 1988, Pokhara). */
async function guestWithChart(page: Page, baseUrl: string, language: Language) {
  const word = words(language);
  await guestOnQuestions(page, baseUrl, language);
  await chartFromQuestions(page, language, catalogues[language], NAMES[language]);
  await page
    .getByRole("button", { name: word("kundali", "viewAnswer", "View your free question's answer") })
    .click(SLOW);
  await page.waitForURL(/\/chat$/, SLOW);
  await page.locator(".message__body").nth(1).waitFor(SLOW);
}

/** A member with a conversation, logged in through the app's /login page, then in `language`. */
async function memberWithConversation(page: Page, baseUrl: string, language: Language) {
  const member = await createMemberWithConversation(
    baseUrl,
    language,
    NAMES[language],
    MEMBER_COUPON,
    MEMBER_QUESTIONS,
  );
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/kundali$/, SLOW);
  await chooseLanguage(page, baseUrl, language);
  await page.goto(`${baseUrl}/chat`);
  // Each question and its answer.
  await page
    .locator(".message__body")
    .nth(2 * MEMBER_QUESTIONS - 1)
    .waitFor(SLOW);
}

function appPages(language: Language): PageToMeasure[] {
  return [
    {
      name: `questions-${language}`,
      path: "/questions",
      language,
      server: "app",
      prepare: (page, baseUrl) => guestOnQuestions(page, baseUrl, language),
    },
    {
      name: `kundali-${language}`,
      path: "/kundali",
      language,
      server: "app",
      prepare: (page, baseUrl) => guestWithChart(page, baseUrl, language),
    },
    {
      name: `chat-${language}`,
      path: "/chat",
      language,
      server: "app",
      prepare: (page, baseUrl) => memberWithConversation(page, baseUrl, language),
    },
  ];
}

/** A first visitor, with nothing stored, whose phone is set to `language`. */
function firstVisitPages(language: Language): PageToMeasure[] {
  return [
    { name: `first-${language}`, path: "/", language, server: "app", prepare: null },
    { name: `first-questions-${language}`, path: "/questions", landsOn: "/", language, server: "app", prepare: null },
  ];
}

export const floorPage: PageToMeasure = {
  name: "floor",
  path: "/",
  language: null,
  server: "floor",
  prepare: async (page, baseUrl) => {
    await page.goto(baseUrl);
    await page.getByText("React alone").waitFor(SLOW);
  },
};

/** Every app page, in the order they are measured. */
export const appPagesAll: PageToMeasure[] = [
  ...firstVisitPages("en"),
  ...firstVisitPages("ne"),
  ...appPages("en"),
  ...appPages("ne"),
];

/**
 * The app pages BENCH_PAGES names (comma-separated: a page's name such as `chat-ne`, a page such as `chat` for both
 * languages, `first` for the four first visits, or a language such as `ne` for its five pages); all of them when it
 * is unset or empty.
 */
export function selectPages(spec: string | undefined): PageToMeasure[] {
  const tokens = (spec ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token && token !== "floor");
  if (tokens.length === 0) return appPagesAll;
  const matches = (page: PageToMeasure, token: string) => page.name === token || page.name.split("-").includes(token);
  const unknown = tokens.filter((token) => !appPagesAll.some((page) => matches(page, token)));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PAGES: unknown ${unknown.join(", ")}; pages are ${appPagesAll.map((page) => page.name).join(", ")} ` +
        "(or first, questions, kundali, chat, en, ne)",
    );
  }
  return appPagesAll.filter((page) => tokens.some((token) => matches(page, token)));
}
