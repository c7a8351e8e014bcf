// What a screen reader gets, read from Chromium's accessibility tree (playwright's aria snapshots) at 390x844 against
// the real server, in English, Nepali and Hindi: the birth chart's table of planets carries every planet's degree and
// nakshatra, and every labelled field (the birth form in both calendars, login, register) is named by its label alone.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import hi from "../../src/i18n/catalogues/hi";
import ne from "../../src/i18n/catalogues/ne";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";
import { type Catalogue, makeGuestChart, wordIn } from "../support/guest-walk";

const SLOW = { timeout: 60_000 };
/** The planets of the table: the Sun to Ketu (the ascendant is not a planet). */
const PLANETS = 9;

/** The accessible name and role an aria snapshot gives the element: `- combobox "Month":` -> ["combobox", "Month"]. */
async function accessibleName(control: Locator): Promise<{ role: string; name: string }> {
  const snapshot = await control.ariaSnapshot();
  const first = snapshot.split("\n")[0] ?? "";
  const match = first.match(/^- (\w+)(?: "((?:[^"\\]|\\.)*)")?/);
  return { role: match?.[1] ?? first, name: (match?.[2] ?? "").replace(/\\"/g, '"') };
}

/**
 * Every shown field with a <label> (inputs, selects, text areas, radios), its label's own words (without the field
 * itself and what is hidden from screen readers) beside the name the accessibility tree gives it.
 */
async function fieldsNamedOtherwise(page: Page, screen: string): Promise<string[]> {
  const count = await page.evaluate(() => {
    let index = 0;
    for (const field of document.querySelectorAll<HTMLInputElement>("input, select, textarea")) {
      field.removeAttribute("data-name-check");
      const shown = field.getClientRects().length > 0 || field.closest("label")?.getClientRects().length;
      if (!field.labels?.length || !shown || field.type === "hidden") continue;
      field.setAttribute("data-name-check", String(index++));
    }
    return index;
  });
  expect(count, `${screen}: labelled fields`).toBeGreaterThan(0);
  const wrong: string[] = [];
  for (let index = 0; index < count; index++) {
    const field = page.locator(`[data-name-check="${index}"]`);
    const label = await field.evaluate((element) =>
      [...((element as HTMLInputElement).labels ?? [])]
        .map((label) => {
          const words = label.cloneNode(true) as HTMLElement;
          for (const inner of words.querySelectorAll("input, select, textarea, [aria-hidden='true']")) inner.remove();
          return words.textContent ?? "";
        })
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    const { role, name } = await accessibleName(field);
    if (name !== label) wrong.push(`${screen}: the ${role} labelled "${label}" is named "${name}"`);
  }
  return wrong;
}

describe("what a screen reader gets", () => {
  const suite = useServerAndBrowser();

  it.each([
    ["en", "en-US", null, "Sita Sharma"],
    ["ne", "ne-NP", ne as Catalogue, "सीता शर्मा"],
    ["hi", "hi-IN", hi as Catalogue, "सीता शर्मा"],
  ] as const)(
    "%s: the chart's table carries every degree and nakshatra; every field is named by its label",
    async (code, locale, catalogue, name) => {
      const context = await suite.browser.newContext({ ...phoneContext, locale, reducedMotion: "reduce" });
      // a loaded machine has taken over 30 s to serve a first page
      context.setDefaultNavigationTimeout(SLOW.timeout);
      const page = await context.newPage();
      const word = (component: string, key: string, english: string) => wordIn(catalogue, component, key, english);
      const problems: string[] = [];

      // The chart's table, as the accessibility tree gives it: a row per planet, none of its cells unknown.
      await makeGuestChart(page, suite.server.url, code, catalogue, name);
      await page.locator(".kundali__summary").waitFor(SLOW);
      await page.getByRole("button", { name: word("kundali", "viewChart", "View your birth chart") }).click(SLOW);
      const table = page
        .getByRole("dialog")
        .getByRole("table", { name: word("birthChart", "table", "Planet positions") });
      await table.waitFor({ state: "attached", ...SLOW });
      const rows = (await table.ariaSnapshot()).split("\n").filter((line) => /^\s*- row /.test(line));
      // the header row and one row per planet
      expect(rows).toHaveLength(PLANETS + 1);
      const notGiven = word("birthChart", "notGiven", "not given");
      for (const row of rows.slice(1)) {
        if (row.includes(notGiven)) problems.push(`chart table: "${row.trim()}"`);
        // the degree as the page writes it, 12°04′ (in the reader's digits)
        if (!/[0-9०-९]+°[0-9०-९]+′/.test(row)) problems.push(`chart table without a degree: "${row.trim()}"`);
      }
      await context.close();

      // The birth form in both calendars, on a first visit.
      const visit = await suite.browser.newContext({ ...phoneContext, locale, reducedMotion: "reduce" });
      visit.setDefaultNavigationTimeout(SLOW.timeout);
      const form = await visit.newPage();
      await form.goto(suite.server.url);
      await form.getByRole("button", { name: word("walkthrough", "skip", "Skip") }).click(SLOW);
      await form
        .getByRole("list", { name: word("questions", "list", "Questions") })
        .getByRole("button")
        .first()
        .click(SLOW);
      await form.getByRole("button", { name: word("questions", "continue", "Continue"), exact: true }).click();
      await form.waitForURL(/\/get-started$/, SLOW);
      await form.getByLabel(word("getStarted", "fullName", "Full name")).waitFor(SLOW);
      for (const calendar of ["ad", "bs"] as const) {
        // react-aria's radio input is hidden under its label, which is what a finger taps
        await form
          .getByRole("radiogroup", { name: word("birthDate", "calendar", "Calendar") })
          .getByText(word("birthDate", calendar, calendar.toUpperCase()), { exact: true })
          .click();
        problems.push(...(await fieldsNamedOtherwise(form, `get-started (${calendar})`)));
      }
      // The BS month, the select whose name once ran on through every month.
      const month = await accessibleName(form.getByRole("combobox", { name: word("birthDate", "month", "Month") }));
      expect(month.name).toBe(word("birthDate", "month", "Month"));

      for (const route of ["login", "register"]) {
        await form.goto(`${suite.server.url}/${route}`);
        await form.locator("form input").first().waitFor(SLOW);
        problems.push(...(await fieldsNamedOtherwise(form, route)));
      }
      await visit.close();
      expect(problems).toEqual([]);
    },
    600_000,
  );
});
