// Names, dates and phone numbers as Nepali users write them, in Chromium at 390x844 against the real server: the
// /register page with a three-part name, a Bikram Sambat birth date (a day that does not exist first) and a Qatar
// number found by searching the country list; then the account shows all of it, the date in both calendars.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { phoneContext } from "../../support/browser";
import { useServerAndBrowser } from "../../support/browser-suite";
import { recordJourney } from "../../support/journey";

const SLOW = { timeout: 60_000 };
const email = "ram.thapa@example.com";

describe("registering as Nepali users write names, dates and phone numbers", () => {
  const suite = useServerAndBrowser();

  async function newPage(): Promise<Page> {
    // axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse.
    return suite.browser.newPage({ ...phoneContext, reducedMotion: "reduce", bypassCSP: true });
  }

  it("registers 'Ram Bahadur Thapa' born 30 Chaitra 2046 BS with a Qatar number, and shows them back", async () => {
    const page = await newPage();
    const journey = recordJourney(page, "forms");
    // Past the walkthrough: a first-time visitor is sent from /register back to /.
    await page.goto(suite.server.url);
    await page.getByRole("button", { name: "Skip" }).click(SLOW);
    await page.waitForURL(/\/questions$/, SLOW);
    await page.goto(`${suite.server.url}/register`);
    await page.getByRole("heading", { name: "Create your account!" }).waitFor(SLOW);

    await page.getByLabel("Name", { exact: true }).fill("Ram Bahadur Thapa");
    await page.getByLabel("Email").fill(email);
    const country = page.getByRole("combobox", { name: "Country code" });
    expect(await country.inputValue()).toBe("+977 Nepal");
    await country.click();
    await country.fill("qatar");
    // the search narrows the list to the one country
    await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length === 1, null, SLOW);
    await country.press("ArrowDown");
    // Enter picks the focused option only: wait for the list to take the arrow first (it did not, once, under load).
    await page.locator('[role="option"][data-focused]').waitFor(SLOW);
    await country.press("Enter");
    await expect.poll(() => country.inputValue(), SLOW).toBe("+974 Qatar");
    await page.getByLabel("Contact").fill("3312 3456");

    await page.getByRole("radiogroup", { name: "Calendar" }).getByText("BS", { exact: true }).click();
    const bs = page.getByRole("group", { name: "Date of Birth (BS)" });
    await bs.getByLabel("Year").fill("2046");
    await bs.getByLabel("Month").selectOption({ label: "Chaitra" });
    await bs.getByLabel("Day").selectOption("32");
    const place = page.getByRole("combobox", { name: "Place of Birth" });
    await place.click();
    await place.pressSequentially("Kathmandu", { delay: 30 });
    await page
      .getByRole("option", { name: /^Kathmandu, Nepal/ })
      .first()
      .click(SLOW);
    await page.getByLabel("Time of Birth").fill("05:20");
    await page.getByLabel("Password", { exact: true }).fill("ram-secret");
    await page.getByLabel("Confirm Password").fill("ram-secret");

    // Chaitra 2046 has 31 days: the form says so and sends nothing.
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/register")) sent++;
    });
    await page.getByRole("button", { name: "Register" }).click();
    await bs.getByText("There is no 32 Chaitra 2046: Chaitra 2046 has 31 days.").waitFor(SLOW);
    expect(sent).toBe(0);
    await journey.capture("1-no-such-day");

    await bs.getByLabel("Day").selectOption("30");
    await journey.capture("2-form");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/register"), SLOW);
    await page.getByRole("button", { name: "Register" }).click();
    expect((await answer).status()).toBe(200);
    await page.waitForURL(/\/login$/, SLOW);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("ram-secret");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/kundali$/, SLOW);
    await page.getByRole("heading", { name: "Ram Bahadur Thapa" }).waitFor(SLOW);
    await page.getByText("Apr 12 1990 · 30 Chaitra 2046 BS").waitFor(SLOW);
    await journey.capture("3-kundali");

    await page.getByRole("link", { name: "Profile" }).click();
    await page.waitForURL(/\/profile$/, SLOW);
    await page.getByText("+974-33123456").waitFor(SLOW);
    await page.getByText("Ram Bahadur Thapa").first().waitFor(SLOW);
    await page.getByText("Apr 12 1990 · 30 Chaitra 2046 BS").waitFor(SLOW);
    await journey.capture("4-profile");

    await journey.finish();
  });
});
