// The registered journey of issue 7 in Chromium at 390x844 against the real server with a throw-away data directory:
// register from the guest-limit modal, log in (history kept, remaining count shown), verify through the mailed link,
// apply a coupon, open the packs, log out (the server ends the login); forgot and reset password through the mailed
// link; delete the account.
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { REFRESH_TOKEN_KEY } from "../../../src/adapters/storage";
import { phoneContext } from "../../support/browser";
import { useServerAndBrowser } from "../../support/browser-suite";
import { walkGuestToChat } from "../../support/guest-walk";
import { createCoupon } from "../../support/http-member";
import { recordJourney } from "../../support/journey";
import { waitForOutboxLink } from "../../support/outbox";

const SLOW = { timeout: 60_000 };
const COUPON = "JOURNEY5";
const email = "sita.journey@example.com";

async function newPage(browser: Browser): Promise<Page> {
  // axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse.
  return browser.newPage({ ...phoneContext, reducedMotion: "reduce", bypassCSP: true });
}

describe("the registered journey in Chromium", () => {
  // The operator's coupon, made with the admin CLI before the server holds the embedded database.
  const suite = useServerAndBrowser({ prepare: (dataDir) => createCoupon(dataDir, COUPON, 5) });

  it("registers from the chat, logs in, verifies, applies a coupon, opens the packs, resets the password and deletes the account", async () => {
    const { server, browser } = suite;
    const page = await newPage(browser);
    const journey = recordJourney(page, "account");
    await walkGuestToChat(page, server.url, "Hari Prasad");
    const freeQuestion = (await page.locator(".message__body").first().textContent()) ?? "";

    // The guest limit opens the register modal; name and birth fields are hidden (the chart has them).
    const input = page.getByRole("textbox", { name: "Your question" });
    await input.fill("When will I buy a house?");
    await input.press("Enter");
    const register = page.getByRole("dialog", { name: "Create your account!" });
    await register.waitFor(SLOW);
    expect(await register.getByLabel("Name", { exact: true }).count()).toBe(0);
    await register.getByLabel("Email").fill(email);
    await register.getByLabel("Contact").fill("9841234567");
    await register.getByLabel("Password", { exact: true }).fill("first-secret");
    await register.getByLabel("Confirm Password").fill("first-secret");
    await journey.capture("1-register-modal");
    await register.getByRole("button", { name: "Register" }).click();

    // Success: the login modal opens prefilled; logging in from the chat reloads it as the member.
    const login = page.getByRole("dialog", { name: "Login" });
    await login.waitFor(SLOW);
    expect(await login.getByLabel("Email").inputValue()).toBe(email);
    expect(await login.getByLabel("Password").inputValue()).toBe("first-secret");
    // The guest's chart moved to the new account, so the 'replaces your free Kundali' note is not shown.
    expect(await login.getByText(/replaces your current free Kundali/).count()).toBe(0);
    await journey.capture("2-login-prefilled");
    await login.getByRole("button", { name: "Login" }).click();
    await page.getByText("You have 1 remaining question.").waitFor(SLOW);
    // The guest's free question and answer are the member's history now.
    await page.getByText(freeQuestion.trim()).first().waitFor(SLOW);
    expect(await page.locator(".message__body").count()).toBe(2);
    await journey.capture("3-member-chat");

    // The verification mail's link, opened where the mail is read (a fresh browser context).
    const verifyLink = await waitForOutboxLink(server.dataDir, email, "/verification");
    const mailPage = await newPage(browser);
    await mailPage.goto(`${server.url}${verifyLink}`);
    await mailPage.getByRole("heading", { name: "Welcome to Kundali Guru!" }).waitFor(SLOW);
    await mailPage.getByText(/You will be redirected back to app in \d+ seconds automatically\./).waitFor();
    await mailPage.screenshot({ path: "test/e2e/screenshots/journey-account-4-verified.png" });
    await mailPage.close();

    // /profile: the details, a coupon, the packs.
    await page.getByRole("link", { name: "Profile" }).click();
    await page.waitForURL(/\/profile$/, SLOW);
    await page.getByText(email).waitFor(SLOW);
    await page.getByLabel("Coupon code").fill(COUPON);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Coupon applied successfully!").first().waitFor(SLOW);
    await page
      .getByText(/3 Questions/)
      .first()
      .waitFor(SLOW);
    await journey.capture("5-profile-coupon");
    await page.getByRole("link", { name: "Chat" }).click();
    await page.getByText("You have 6 remaining questions.").waitFor(SLOW);

    // 'Buy Questions' opens the Question Packs modal with the coupon note; /subscription lists the same packs.
    await page.getByRole("button", { name: "Buy Questions" }).click();
    const packs = page.getByRole("dialog", { name: "Question Packs" });
    await packs.getByText("If you have a coupon code please apply it below").waitFor(SLOW);
    await packs
      .getByText(/25 Questions/)
      .first()
      .waitFor(SLOW);
    await journey.capture("6-packs-modal");
    await page.keyboard.press("Escape");
    await packs.waitFor({ state: "hidden" });
    await page.goto(`${server.url}/subscription`);
    await page.getByRole("heading", { name: "Question Packs" }).waitFor();
    await page
      .getByText(/10 Questions/)
      .first()
      .waitFor(SLOW);
    await journey.capture("6-subscription");

    // Log out: back to /login, and the server has ended the login (its refresh token renews nothing).
    await page.getByRole("link", { name: "Profile" }).click();
    const refreshToken = await page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY);
    expect(refreshToken).toBeTruthy();
    await page.getByRole("button", { name: "Logout" }).click(SLOW);
    await page.waitForURL(/\/login$/, SLOW);
    await page.getByRole("heading", { name: "Welcome back" }).waitFor(SLOW);
    // Once: a renewal that worked would spend the token, and a second try would fail for that reason alone.
    const renewal = await fetch(`${server.url}/api/refresh-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(renewal.status).toBe(401);
    await journey.capture("7-logged-out");

    // Forgot password -> the mailed link -> a new password (the query leaves the address bar) -> log in with it.
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await page.getByRole("heading", { name: "Reset Your Password" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Email" }).click();
    // The server's answer never tells whether the address has an account.
    await page
      .getByText(/we have sent a link to reset its password/)
      .first()
      .waitFor(SLOW);
    const resetLink = await waitForOutboxLink(server.dataDir, email, "/reset-password");
    await page.goto(`${server.url}${resetLink}`);
    await page.getByRole("heading", { name: "Reset your account now." }).waitFor(SLOW);
    await page.waitForURL(/\/reset-password$/, SLOW);
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await page.getByLabel("Password", { exact: true }).fill("second-secret");
    await page.getByLabel("Confirm Password").fill("second-secret");
    await journey.capture("8-reset-password");
    await page.getByRole("button", { name: "Reset Now" }).click();
    await page.getByText("Your password has been reset.", { exact: false }).first().waitFor(SLOW);
    await page.waitForURL(/\/login$/, SLOW);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("second-secret");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/kundali$/, SLOW);
    await page.getByRole("heading", { name: "Hari Prasad" }).waitFor(SLOW);
    await journey.capture("9-member-kundali");

    // Delete the account: the exact word, then the toast and the logout.
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Delete My Account" }).click(SLOW);
    const remove = page.getByRole("dialog");
    await remove.getByLabel("Type delete to confirm").fill("delete");
    await journey.capture("10-delete-account");
    await remove.getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/\/login$/, SLOW);
    // The account is gone: its password no longer logs in.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("second-secret");
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/login"), SLOW);
    await page.getByRole("button", { name: "Login" }).click();
    expect((await refused).status()).toBeGreaterThanOrEqual(400);

    expect(journey.pageErrors).toEqual([]);
    expect(journey.problems).toEqual([]);
  }, 600_000);
});
