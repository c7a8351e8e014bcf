// Lost or missing feedback and offline recovery, in Chromium at 390x844 against the real server (a throw-away data
// directory with an operator's coupon): a member's empty chat offers suggestions, the last question shows
// GET MORE GUIDANCE at once, a question typed with none left is kept and sent after a coupon, the count banner stays
// in view; offline the count survives a reload, an offline send is said once, and coming back online recovers; the
// account-deletion notice survives the logout's reload.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../support/accounts";
import { phoneContext } from "../../support/browser";
import { useServerAndBrowser } from "../../support/browser-suite";
import { skipWalkthrough } from "../../support/guest-walk";
import { createCoupon, registerOverHttp } from "../../support/http-member";
import { recordJourney } from "../../support/journey";

const SLOW = { timeout: 60_000 };
const COUPON = "FEEDBACK5";
const OFFLINE = "You are offline. Check your internet connection.";

describe("feedback a member can count on", () => {
  // The operator's coupon, made with the admin CLI before the server holds the embedded database.
  const suite = useServerAndBrowser({ prepare: (dataDir) => createCoupon(dataDir, COUPON, 5, 10) });

  async function newPage(): Promise<Page> {
    // axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse.
    return suite.browser.newPage({ ...phoneContext, reducedMotion: "reduce", bypassCSP: true });
  }

  /** A new page-mode account (one free question from registering), logged in on /login of a fresh browser. */
  async function memberPage(name: string): Promise<Page> {
    const account = await registerOverHttp(suite.server.url, { name });
    const page = await newPage();
    // Past the walkthrough, then no categories kept, as after a logout (which clears the kept store).
    await skipWalkthrough(page, suite.server.url);
    await page.evaluate(() => {
      const kept = JSON.parse(localStorage.getItem("appStore") ?? "{}") as Record<string, unknown>;
      localStorage.setItem("appStore", JSON.stringify({ ...kept, categories_list: [], category_question: {} }));
    });
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel("Email").fill(String(account.email));
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/kundali$/, SLOW);
    return page;
  }

  /** The member's access token as the app keeps it (docs/product.md §3 session key 'Bearer'). */
  async function accessToken(page: Page): Promise<string> {
    return (await page.evaluate(() => localStorage.getItem("Bearer"))) ?? "";
  }

  async function openChat(page: Page): Promise<void> {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Chat" }).click();
    await page.waitForURL(/\/chat$/, SLOW);
  }

  it("offers category tabs and suggested questions to a member with no messages", async () => {
    const page = await memberPage("Kiran Shrestha");
    const journey = recordJourney(page, "chat-suggestions");
    await openChat(page);
    await page.getByText("You have 1 remaining question.").waitFor(SLOW);
    const box = page.locator(".suggestion-box");
    await box.getByRole("heading", { name: "Ask the guru" }).waitFor(SLOW);
    await box.getByRole("tab").first().waitFor(SLOW);
    expect(await box.getByRole("tab").count()).toBeGreaterThan(1);
    await box.locator(".suggestion").first().waitFor(SLOW);
    await journey.capture("suggestions");
    // Tapping one asks it.
    const question = (await box.locator(".suggestion").first().textContent()) ?? "";
    await box.locator(".suggestion").first().click();
    await page.locator(".message--own").getByText(question.trim()).waitFor(SLOW);
    await journey.finish();
  });

  it("shows GET MORE GUIDANCE as the count reaches 0, keeps a question typed then, and sends it after a coupon", async () => {
    const page = await memberPage("Sabina Tamang");
    const journey = recordJourney(page, "chat-kept-question");
    await openChat(page);
    await page.getByText("You have 1 remaining question.").waitFor(SLOW);
    const input = page.getByRole("textbox", { name: "Your question" });
    await input.fill("When will my career grow?");
    await input.press("Enter");
    // The last question: the prompt shows as the count reaches 0, before anything else is typed.
    await page.getByText("You have 0 remaining questions.").waitFor(SLOW);
    await page.getByRole("button", { name: /GET MORE GUIDANCE/ }).waitFor(SLOW);
    await journey.capture("1-get-more");

    // A question typed with none left stays in the box.
    await input.fill("Will I travel abroad this year?");
    await input.press("Enter");
    await page.getByRole("button", { name: /GET MORE GUIDANCE/ }).waitFor();
    expect(await input.inputValue()).toBe("Will I travel abroad this year?");

    // A coupon brings questions back; the kept question is offered, and sent when the user says so.
    await page.getByRole("button", { name: /GET MORE GUIDANCE/ }).click();
    const packs = page.getByRole("dialog", { name: "Question Packs" });
    await packs.getByLabel("Coupon code").fill(COUPON);
    await packs.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Coupon applied successfully!").first().waitFor(SLOW);
    await packs.getByRole("button", { name: "Close" }).click();
    await packs.waitFor({ state: "hidden" });
    await page.getByText("You have 5 remaining questions.").waitFor(SLOW);
    const offer = page.getByRole("region", { name: "Send your question now?" });
    await offer.getByText("Will I travel abroad this year?").waitFor(SLOW);
    await journey.capture("2-offer");
    await offer.getByRole("button", { name: "Send" }).click();
    await page.locator(".message--own").getByText("Will I travel abroad this year?").waitFor(SLOW);
    await page.getByText("You have 4 remaining questions.").waitFor(SLOW);
    expect(await input.inputValue()).toBe("");
    await journey.finish();
  });

  it("keeps the remaining-questions banner in view over a long conversation", async () => {
    const page = await memberPage("Nabin Thapa");
    const journey = recordJourney(page, "chat-sticky-banner");
    await openChat(page);
    await page.getByText("You have 1 remaining question.").waitFor(SLOW);
    await page.getByRole("button", { name: "Buy Questions" }).click();
    const packs = page.getByRole("dialog", { name: "Question Packs" });
    await packs.getByLabel("Coupon code").fill(COUPON);
    await packs.getByRole("button", { name: "Apply" }).click();
    await page.getByText("You have 6 remaining questions.").waitFor(SLOW);
    await packs.getByRole("button", { name: "Close" }).click();
    await packs.waitFor({ state: "hidden" });
    const input = page.getByRole("textbox", { name: "Your question" });
    for (const question of ["When will my career grow?", "Is this a good year for marriage?"]) {
      await input.fill(question);
      await input.press("Enter");
      await page.locator(".message--own").getByText(question).waitFor(SLOW);
      await expect.poll(() => input.isEnabled(), SLOW).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const banner = await page.getByText(/You have \d+ remaining questions\./).boundingBox();
    expect(banner).not.toBeNull();
    expect(banner?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(banner?.y ?? 1000).toBeLessThan(120);
    await journey.capture("scrolled");
    await journey.finish();
  });

  it("keeps the remaining count when /chat is reloaded offline", async () => {
    const page = await memberPage("Bina Rai");
    const journey = recordJourney(page, "chat-offline-reload");
    await openChat(page);
    await page.getByText("You have 1 remaining question.").waitFor(SLOW);
    // The service worker controls the page (the shell opens offline), and the read cache has been written.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByText("You have 1 remaining question.").waitFor(SLOW);
    await page.waitForLoadState("networkidle");
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(OFFLINE).first().waitFor(SLOW);
    await page.getByText("You have 1 remaining question.").waitFor(SLOW);
    await journey.capture("offline");
    await page.context().setOffline(false);
    await journey.finish();
  });

  /** On /chat with 1 question left: offline, a question sent, and its failure shown as the guru's reply. */
  async function sendOffline(page: Page, question: string) {
    await openChat(page);
    await page.getByText("You have 1 remaining question.").waitFor(SLOW);
    await page.context().setOffline(true);
    await page.getByText(OFFLINE).first().waitFor(SLOW);
    const input = page.getByRole("textbox", { name: "Your question" });
    await input.fill(question);
    await input.press("Enter");
    await page.locator(".message--guru").getByText("Something went wrong.").waitFor(SLOW);
    return input;
  }

  it("says an offline send once (the offline banner), not three times", async () => {
    const page = await memberPage("Rekha Gurung");
    const journey = recordJourney(page, "chat-offline-send");
    const input = await sendOffline(page, "Will my health improve?");
    await expect.poll(() => input.isEnabled(), SLOW).toBe(true);
    expect(await page.getByText(OFFLINE).count()).toBe(1);
    await journey.capture("offline-send");
    await page.context().setOffline(false);
    await journey.finish();
  });

  it("recovers when back online: the offline notice and the red line go, the count is read again", async () => {
    const page = await memberPage("Suman Lama");
    const journey = recordJourney(page, "chat-back-online");
    await sendOffline(page, "Will my health improve?");
    // The count changes elsewhere while this page is offline (a coupon applied on another device).
    const token = await accessToken(page);
    const applied = await fetch(`${suite.server.url}/api/coupon/-/questions/apply`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ coupon_code: COUPON }),
    });
    expect(applied.status).toBe(200);

    await page.context().setOffline(false);
    await page
      .getByText(OFFLINE)
      .first()
      .waitFor({ state: "hidden", ...SLOW });
    await page.getByText("You have 6 remaining questions.").waitFor(SLOW);
    expect(await page.locator(".message-list__error").count()).toBe(0);
    await journey.capture("back-online");
    await journey.finish();
  });

  it("shows the account-deletion notice after the logout's reload", async () => {
    const page = await memberPage("Deepak Magar");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Delete My Account" }).click(SLOW);
    const remove = page.getByRole("dialog");
    await remove.getByLabel("Type delete to confirm").fill("delete");
    const reloaded = page.waitForEvent("load", SLOW);
    await remove.getByRole("button", { name: "Delete" }).click();
    await reloaded;
    await page.waitForURL(/\/login$/, SLOW);
    await page.getByText("Your account has been deleted successfully!").waitFor(SLOW);
    await page.screenshot({ path: "test/e2e/screenshots/journey-deleted-notice.png" });
    await page.close();
  });
}, 600_000);
