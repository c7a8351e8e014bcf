// The guest part of a journey, walked quickly (the guest journey test checks each step): to a kundali as a guest in
// the run's language (Nepali enters the birth date in Bikram Sambat), born 2 November 1988 at 21:10 in Pokhara, and
// on to /chat with the free answer shown.
import type { Page } from "playwright-core";

const SLOW = { timeout: 60_000 };

export type Catalogue = Record<string, Record<string, unknown>>;

/** A word as the page shows it: from the run's catalogue, else the English base written beside the view. */
export function wordIn(catalogue: Catalogue | null, component: string, key: string, english: string): string {
  return catalogue ? String(catalogue[component]?.[key]) : english;
}

/**
 * Pokhara typed into the birth-place field (as `typed`, the romanised spelling unless told), and its suggestion once
 * shown: "Pokhara, Nepal" in English, "पोखरा, नेपाल" to Nepali and Hindi readers.
 */
export async function suggestPokhara(page: Page, catalogue: Catalogue | null, typed = "Pokhara") {
  const place = page.getByRole("combobox", { name: wordIn(catalogue, "citySearch", "label", "Birth place") });
  await place.click();
  await place.pressSequentially(typed, { delay: 30 });
  const suggestion = page.getByRole("option", { name: catalogue ? /^पोखरा, नेपाल/ : /^Pokhara, Nepal/ }).first();
  await suggestion.waitFor(SLOW);
  return suggestion;
}

/** A first visit past the walkthrough (its Skip), onto /questions; the page is in English. */
export async function skipWalkthrough(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByRole("button", { name: "Skip" }).click(SLOW);
  await page.waitForURL(/\/questions$/, SLOW);
}

/** A returning member: past the walkthrough, then logged in on /login, onto /kundali. */
export async function logInAfterWalkthrough(page: Page, baseUrl: string, email: string, password: string) {
  await skipWalkthrough(page, baseUrl);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/kundali$/, SLOW);
}

/** `code`: the page's language; Nepali shows the Bikram Sambat date entry first. */
export async function makeGuestChart(
  page: Page,
  baseUrl: string,
  code: string,
  catalogue: Catalogue | null,
  name: string,
) {
  const word = (component: string, key: string, english: string) => wordIn(catalogue, component, key, english);
  await page.goto(baseUrl);
  await page.getByRole("button", { name: word("walkthrough", "skip", "Skip") }).click(SLOW);
  await page.waitForURL(/\/questions$/, SLOW);
  await chartFromQuestions(page, code, catalogue, name);
}

/** From /questions (in the page's language `code`): a question, the birth form, on to /kundali. */
export async function chartFromQuestions(page: Page, code: string, catalogue: Catalogue | null, name: string) {
  const word = (component: string, key: string, english: string) => wordIn(catalogue, component, key, english);
  await page
    .getByRole("list", { name: word("questions", "list", "Questions") })
    .getByRole("button")
    .first()
    .click(SLOW);
  const continueButton = page.getByRole("button", { name: word("questions", "continue", "Continue"), exact: true });
  await continueButton.click();
  await page.waitForURL(/\/get-started$/, SLOW);
  await page.getByLabel(word("getStarted", "fullName", "Full name")).fill(name);
  await page.getByText(word("gender", "male", "Male"), { exact: true }).click();
  if (code === "ne") {
    // 17 Kartik 2045 BS is 2 November 1988.
    await page.getByLabel(word("birthDate", "year", "Year")).fill("2045");
    await page.getByLabel(word("birthDate", "month", "Month")).selectOption("7");
    await page.getByLabel(word("birthDate", "day", "Day")).selectOption("17");
  } else {
    await page.getByLabel(word("birthDetails", "date", "Birth date")).fill("1988-11-02");
  }
  await page.getByLabel(word("birthDetails", "time", "Birth time")).fill("21:10");
  await (await suggestPokhara(page, catalogue)).click();
  await continueButton.click();
  await page.waitForURL(/\/kundali$/, SLOW);
}

export async function walkGuestToChat(page: Page, baseUrl: string, name: string): Promise<void> {
  await makeGuestChart(page, baseUrl, "en", null, name);
  await page.getByRole("button", { name: "View your free question's answer" }).click(SLOW);
  await page.waitForURL(/\/chat$/, SLOW);
  await page.locator(".message__body").nth(1).waitFor(SLOW);
}
