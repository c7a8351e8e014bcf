// docs/product.md §2 route guards observed from the address bar in Chromium, against the real server: a first visit, a guest
// past the walkthrough, a guest with a chart, a member; the not-found page; and a member going offline (the offline
// notice, and reads served from the cache).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../support/accounts";
import { phoneContext, waitForApp } from "../../support/browser";
import { useServerAndBrowser } from "../../support/browser-suite";
import { logInAfterWalkthrough, walkGuestToChat } from "../../support/guest-walk";
import { registerOverHttp } from "../../support/http-member";
import { recordJourney } from "../../support/journey";

const SLOW = { timeout: 60_000 };

describe("route guards from the address bar", () => {
  const suite = useServerAndBrowser();

  async function newPage(): Promise<Page> {
    // axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse.
    return suite.browser.newPage({ ...phoneContext, reducedMotion: "reduce", bypassCSP: true });
  }

  /** Types `path` into the address bar and answers where the app settled. */
  async function visit(page: Page, path: string): Promise<string> {
    await page.goto(`${suite.server.url}${path}`);
    await page.locator("main").first().waitFor(SLOW);
    await waitForApp(page);
    return new URL(page.url()).pathname;
  }

  it("sends a first-time visitor to the walkthrough, except on the open routes", async () => {
    const page = await newPage();
    for (const path of ["/questions", "/get-started", "/kundali", "/chat", "/profile", "/settings"]) {
      expect(await visit(page, path), path).toBe("/");
    }
    // /login is open before the walkthrough like /register (the register page sends people there).
    for (const path of ["/", "/home", "/register", "/login", "/reset-password", "/verification"]) {
      expect(await visit(page, path), path).toBe(path);
    }
    await page.getByText("User verification failed. Please try again later.").waitFor();
    // Unknown paths show the not-found page rather than a redirect.
    expect(await visit(page, "/no-such-page")).toBe("/no-such-page");
    await page.getByRole("heading", { name: "Opps!... Page does not exist!" }).waitFor();
    await page.close();
  });

  it("sends a guest past the walkthrough to /questions until a question and a chart exist, then to /kundali", async () => {
    const page = await newPage();
    await visit(page, "/");
    await page.getByRole("button", { name: "Skip" }).click();
    await page.waitForURL(/\/questions$/, SLOW);
    expect(await visit(page, "/")).toBe("/questions");
    for (const path of ["/get-started", "/kundali", "/chat", "/profile"]) {
      expect(await visit(page, path), path).toBe("/questions");
    }
    expect(await visit(page, "/login")).toBe("/login");
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await page.close();

    const guest = await newPage();
    await walkGuestToChat(guest, suite.server.url, "Maya Gurung");
    for (const path of ["/", "/questions", "/interests"]) {
      expect(await visit(guest, path), path).toBe("/kundali");
    }
    expect(await visit(guest, "/chat")).toBe("/chat");
    await guest.close();
  });

  it("registers on the /register page (with the birth-place search) and lands on /login", async () => {
    const page = await newPage();
    const journey = recordJourney(page, "register-page");
    // Past the walkthrough: the product's third rule would send a first-time visitor from /login back to /.
    await visit(page, "/");
    await page.getByRole("button", { name: "Skip" }).click();
    await page.waitForURL(/\/questions$/, SLOW);
    expect(await visit(page, "/register")).toBe("/register");
    await page.getByLabel("Name", { exact: true }).fill("Gita Thapa");
    await page.getByLabel("Email").fill("gita.page@example.com");
    await page.getByLabel("Contact").fill("9851234567");
    await page.getByLabel("Date of Birth").fill("1995-07-21");
    const place = page.getByRole("combobox", { name: "Place of Birth" });
    await place.click();
    await place.pressSequentially("Kathmandu", { delay: 30 });
    await page
      .getByRole("option", { name: /^Kathmandu, Nepal/ })
      .first()
      .click(SLOW);
    await page.getByLabel("Time of Birth").fill("05:20");
    await page.getByLabel("Password", { exact: true }).fill("page-secret");
    await page.getByLabel("Confirm Password").fill("page-secret");
    await journey.capture("form");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/register"), SLOW);
    await page.getByRole("button", { name: "Register" }).click();
    expect((await answer).status()).toBe(200);
    await page.waitForURL(/\/login$/, SLOW);
    await page.getByRole("heading", { name: "Welcome back" }).waitFor(SLOW);
    await journey.finish();
  });

  it("logs a member out when the version cookie names another version (docs/product.md §4), the cookie read ahead", async () => {
    const account = await registerOverHttp(suite.server.url, { name: "Asha Rai" });
    const page = await newPage();
    await logInAfterWalkthrough(page, suite.server.url, String(account.email), TEST_PASSWORD);
    const token = () => page.evaluate(() => localStorage.getItem("Bearer"));
    const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value ?? null;
    expect(await cookie("appVersion")).toBe("v1.0.2");
    expect(await token()).toBeTruthy();

    // Read in Chromium through the Cookie Store API (src/adapters/cookies.ts): a read that came back empty would
    // count as a first visit and keep the token.
    expect(await page.evaluate(() => typeof cookieStore)).toBe("object");
    await page.context().addCookies([{ name: "appVersion", value: "v0.9.0", url: suite.server.url }]);
    await page.goto(`${suite.server.url}/profile`);
    // the product's logout: the tokens gone, the page reloaded on /login.
    await page.waitForURL(/\/login$/, SLOW);
    await expect.poll(token, SLOW).toBeNull();
    expect(await cookie("appVersion")).toBe("v1.0.2");
    await page.close();
  });

  it("keeps a member on the member routes, and serves cached reads with the offline notice when offline", async () => {
    const account = await registerOverHttp(suite.server.url, { name: "Ravi Karki" });

    const page = await newPage();
    const journey = recordJourney(page, "member");
    await visit(page, "/");
    await page.getByRole("button", { name: "Skip" }).click();
    await page.waitForURL(/\/questions$/, SLOW);
    await visit(page, "/login");
    await page.getByLabel("Email").fill(String(account.email));
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/kundali$/, SLOW);
    await page.getByRole("heading", { name: "Ravi Karki" }).waitFor(SLOW);
    for (const path of ["/", "/questions", "/get-started", "/login", "/register", "/interests"]) {
      expect(await visit(page, path), path).toBe("/kundali");
    }
    expect(await visit(page, "/no-such-page")).toBe("/no-such-page");
    await page.getByRole("heading", { name: "Opps!... Page does not exist!" }).waitFor();
    for (const path of ["/home", "/chat", "/profile", "/settings", "/subscription"]) {
      expect(await visit(page, path), path).toBe(path);
    }
    await journey.capture("settings");

    // Offline: the notice shows, and the packs already read come from the cache.
    await visit(page, "/subscription");
    await page
      .getByText(/3 Questions/)
      .first()
      .waitFor(SLOW);
    await page.context().setOffline(true);
    await page.getByText("You are offline. Check your internet connection.").first().waitFor(SLOW);
    await page.getByRole("link", { name: "Profile" }).click();
    await page
      .getByText(/10 Questions/)
      .first()
      .waitFor(SLOW);
    await journey.capture("offline");
    await page.context().setOffline(false);

    expect(journey.pageErrors).toEqual([]);
    expect(journey.problems).toEqual([]);
  });
}, 600_000);
