// Kundali matching in Chromium at 390x844 against the real server, in English and in Nepali: a guest makes a chart,
// opens 'Match kundali' from /kundali, meets the partner form's messages, matches a partner (the Nepali run enters
// the partner's date in Bikram Sambat), reads the score out of 36 with the eight kootas, the doshas and both Manglik
// statuses, then asks the guru about it: the question waits in the chat box, the guest limit asks for an account
// (docs/product.md §4), and after registering and logging in from the chat the question is still there, goes out, and the guru
// answers, reading the match; the member's /matching then lists the match made as a guest.
// Screenshots: test/e2e/screenshots/journey-matching-<language>-*.png.
import { describe, expect, it } from "vitest";
import type { MatchView } from "../../contract/matching";
import { adToBs } from "../../shared/calendar/dates";
import ne from "../../src/i18n/catalogues/ne";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";
import { type Catalogue, makeGuestChart } from "../support/guest-walk";
import { recordJourney } from "../support/journey";

const SLOW = { timeout: 60_000 };

/** The words the journey reads, clicks and fills, in the run's language (English as the views write it). */
function journeyWords(catalogue: Catalogue | null) {
  const word = (component: string, key: string, english: string) =>
    catalogue ? String(catalogue[component]?.[key]) : english;
  return {
    skip: word("walkthrough", "skip", "Skip"),
    questions: word("questions", "list", "Questions"),
    continue: word("questions", "continue", "Continue"),
    fullName: word("getStarted", "fullName", "Full name"),
    male: word("gender", "male", "Male"),
    female: word("gender", "female", "Female"),
    birthDate: word("birthDetails", "date", "Birth date"),
    birthTime: word("birthDetails", "time", "Birth time"),
    birthPlace: word("citySearch", "label", "Birth place"),
    bsYear: word("birthDate", "year", "Year"),
    bsMonth: word("birthDate", "month", "Month"),
    bsDay: word("birthDate", "day", "Day"),
    matchKundali: word("kundali", "matchKundali", "Match kundali"),
    matchingTitle: word("matching", "title", "Kundali matching"),
    partnerTitle: word("matchForm", "title", "Your partner's birth details"),
    submitMatch: word("matchForm", "submit", "Match kundali"),
    saved: word("matching", "saved", "Saved matches"),
    none: word("matching", "none", "No matches yet. Your matches are kept here."),
    nameRequired: word("messages", "nameRequired", "The name field is required"),
    placeRequired: word("messages", "birthPlaceRequired", "The birth place is required"),
    kootas: word("matchResult", "kootas", "The eight kootas"),
    doshas: word("matchResult", "doshas", "Doshas"),
    manglik: word("matchResult", "manglik", "Manglik"),
    askGuru: word("matchResult", "askGuru", "Ask the guru about this match"),
    guruQuestion: word("matchResult", "guruQuestion", "Are we compatible for marriage?"),
    question: word("chatInput", "label", "Your question"),
    registerTitle: word("registerModal", "title", "Create your account!"),
    email: word("registerForm", "email", "Email"),
    contact: word("phoneField", "label", "Contact"),
    password: word("newPassword", "password", "Password"),
    confirm: word("newPassword", "confirm", "Confirm Password"),
    register: word("registerForm", "register", "Register"),
    loginTitle: word("loginModal", "login", "Login"),
    login: word("loginForm", "login", "Login"),
  };
}

/** A number as the reader sees it (Devanagari digits in Nepali). */
const inDigits = (value: number, code: string) =>
  code === "ne" ? String(value).replace(/\d/g, (digit) => "०१२३४५६७८९"[Number(digit)] ?? digit) : String(value);

describe("Kundali matching in Chromium", () => {
  const suite = useServerAndBrowser();

  it.each([
    ["en", "en-US", null, "Hari Prasad", "Gita Karki"],
    ["ne", "ne-NP", ne as Catalogue, "हरि प्रसाद", "गीता कार्की"],
  ] as const)(
    "%s: guest chart -> match -> the score -> ask the guru about it",
    async (code, locale, catalogue, name, partner) => {
      const context = await suite.browser.newContext({
        ...phoneContext,
        locale,
        reducedMotion: "reduce",
        bypassCSP: true,
      });
      const page = await context.newPage();
      const journey = recordJourney(page, `matching-${code}`);
      const words = journeyWords(catalogue);

      await makeGuestChart(page, suite.server.url, code, catalogue, name);

      // /kundali: 'Match kundali' beside the chart; /matching is a form page without the bottom navigation.
      await page.getByRole("button", { name: words.matchKundali, exact: true }).click(SLOW);
      await page.waitForURL(/\/matching$/, SLOW);
      await page.getByRole("heading", { level: 1, name: words.matchingTitle }).waitFor(SLOW);
      await page.getByRole("heading", { name: words.partnerTitle }).waitFor();
      expect(await page.getByRole("navigation", { name: code === "ne" ? "मुख्य" : "Main" }).count()).toBe(0);
      await page.getByText(words.none).waitFor(SLOW);
      await journey.capture("1-form");

      // The /get-started rules and messages, before anything is sent.
      let posted = 0;
      page.on("request", (request) => {
        if (request.method() === "POST" && new URL(request.url()).pathname === "/api/matches") posted++;
      });
      await page.getByRole("button", { name: words.submitMatch, exact: true }).click();
      await page.getByText(words.nameRequired).waitFor();
      await page.getByText(words.placeRequired).waitFor();
      expect(posted).toBe(0);
      await journey.capture("2-form-messages");

      // The partner: born 21 July 1990 at 06:45 in Kathmandu; the Nepali run types that day in Bikram Sambat.
      await page.getByLabel(words.fullName).fill(partner);
      await page.getByText(words.female, { exact: true }).click();
      if (code === "ne") {
        const bs = adToBs("1990-07-21");
        if (!bs) throw new Error("21 July 1990 is in the BS table");
        await page.getByLabel(words.bsYear).fill(String(bs.year));
        await page.getByLabel(words.bsMonth).selectOption(String(bs.month));
        await page.getByLabel(words.bsDay).selectOption(String(bs.day));
      } else {
        await page.getByLabel(words.birthDate).fill("1990-07-21");
      }
      await page.getByLabel(words.birthTime).fill("06:45");
      const place = page.getByRole("combobox", { name: words.birthPlace });
      await place.click();
      await place.pressSequentially("Kathmandu", { delay: 30 });
      // the suggestion as the reader's language writes the place (shared/devanagari-places.ts)
      const kathmandu = { en: /^Kathmandu, Nepal/, ne: /^काठमाडौं, नेपाल/, hi: /^काठमांडू, नेपाल/ }[code];
      await page.getByRole("option", { name: kathmandu }).first().click(SLOW);
      const answer = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/matches",
        SLOW,
      );
      await page.getByRole("button", { name: words.submitMatch, exact: true }).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      const match = ((await response.json()) as { match: MatchView }).match;
      // the partner as entered, the date in AD whatever calendar it was typed in
      expect(match.partner).toMatchObject({ name: partner, birth_date: "1990-07-21", birth_time: "06:45" });
      expect(match.person.name).toBe(name);

      // The result: the total out of 36 first, a real table of the eight kootas, the doshas, both Manglik statuses.
      const total = page.locator(".matching__total");
      await total.waitFor(SLOW);
      expect(await total.getByText(/\/\s*(36|३६)/).count()).toBe(1);
      const table = page.getByRole("table");
      expect(await table.getByRole("row").count()).toBe(10);
      for (const koota of match.kootas) {
        expect(await table.getByRole("rowheader", { name: new RegExp(`^${koota.label}`) }).count()).toBe(1);
      }
      const doshas = page.getByRole("heading", { name: words.doshas }).locator("xpath=..");
      expect(await doshas.getByRole("listitem").count()).toBe(match.doshas.length);
      const manglik = page.getByRole("heading", { name: words.manglik, exact: true }).locator("xpath=..");
      expect(await manglik.getByText(match.person.manglik_text).count()).toBeGreaterThan(0);
      expect(await manglik.getByText(match.partner.manglik_text).count()).toBeGreaterThan(0);
      await page
        .getByText(match.summary.split(/\n+/)[0]?.slice(0, 30) ?? "", { exact: false })
        .first()
        .waitFor();
      // kept: it is listed under the saved matches
      const saved = page.getByRole("heading", { name: words.saved }).locator("xpath=..");
      expect(await saved.getByRole("button").count()).toBe(1);
      await journey.capture("3-result");
      await page.getByRole("table").scrollIntoViewIfNeeded();
      await journey.capture("4-kootas");

      // Ask the guru: the question waits in the chat's box in the reader's language.
      await page.getByRole("button", { name: words.askGuru }).click();
      await page.waitForURL(/\/chat\?ask=/, SLOW);
      const input = page.getByRole("textbox", { name: words.question });
      await page.locator(".message__body").nth(1).waitFor(SLOW);
      expect(await input.inputValue()).toBe(words.guruQuestion);
      await journey.capture("5-chat-question");

      // The free question is spent: the guest limit asks for an account, the question stays in the box.
      await input.press("Enter");
      const register = page.getByRole("dialog", { name: words.registerTitle });
      await register.waitFor(SLOW);
      const email = `match.${code}@example.com`;
      await register.getByLabel(words.email).fill(email);
      await register.getByLabel(words.contact).fill("9841234567");
      await register.getByLabel(words.password, { exact: true }).fill("match-secret");
      await register.getByLabel(words.confirm).fill("match-secret");
      await register.getByRole("button", { name: words.register }).click();
      const login = page.getByRole("dialog", { name: words.loginTitle });
      await login.waitFor(SLOW);
      const reloaded = page.waitForEvent("load", SLOW);
      await login.getByRole("button", { name: words.login }).click();
      await reloaded;

      // Logged in from the chat, the page reloads as the member: the question is still waiting; it goes, the guru
      // answers it.
      expect(new URL(page.url()).searchParams.get("ask")).toBe(words.guruQuestion);
      // the member's history (the guest's free question, moved with the session) and the remaining count
      await page.locator(".message__body").nth(1).waitFor(SLOW);
      await page.locator(".chat__banner").waitFor(SLOW);
      await expect.poll(() => input.inputValue(), SLOW).toBe(words.guruQuestion);
      const reply = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/assistant/chat", SLOW);
      await input.press("Enter");
      expect((await reply).status()).toBe(200);
      await page.locator(".message__body").nth(3).waitFor(SLOW);
      const bodies = await page.locator(".message__body").allTextContents();
      expect(bodies[2]).toBe(words.guruQuestion);
      expect((bodies[3] ?? "").length).toBeGreaterThan(40);
      expect(bodies[3]).not.toContain(code === "ne" ? "केही गडबड भयो।" : "Something went wrong.");
      // the guru knows the match: its answer reads this match's total
      expect(bodies[3]).toContain(inDigits(match.total, code));
      // sent, the question leaves the address
      await page.waitForURL(/\/chat$/, SLOW);
      await journey.capture("6-guru-answer");

      // Kept: the guest's match moved to the new account with the session; the member's /matching lists it.
      await page.goto(`${suite.server.url}/kundali`);
      await page.getByRole("button", { name: words.matchKundali, exact: true }).click(SLOW);
      await page.waitForURL(/\/matching$/, SLOW);
      const kept = page.getByRole("heading", { name: words.saved }).locator("xpath=..").getByRole("button");
      await kept.first().waitFor(SLOW);
      expect(await kept.allTextContents()).toEqual([expect.stringContaining(partner)]);
      await kept.first().click();
      await page.locator(".matching__total").waitFor(SLOW);
      await journey.capture("7-member-saved-match");

      await journey.finish();
      await context.close();
    },
    600_000,
  );
});
