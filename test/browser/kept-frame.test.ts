// A returning reader's own screen painted from the shell before any of the app's code runs (src/app/keptFrame.ts):
// their chart on /kundali, their questions on /questions and a member's conversation on /chat, then the app drawing
// the same frame over it without a shift; never another language's or another build's frame, and never after the
// session changed.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";
import { logInAfterWalkthrough, makeGuestChart } from "../support/guest-walk";
import { askAsMember, createCoupon, createHttpMember, registerOverHttp } from "../support/http-member";
import { layoutShiftsOf, watchLayoutShifts } from "../support/layout-shifts";

/**
 * A page of `context` on which none of the app's scripts load: what the HTML alone paints. (The contexts block
 * service workers, whose own fetches no route would see.)
 */
async function pageWithoutAppCode(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return page;
}

/** A page of `context` that records what it logs as an error, and its uncaught errors. */
async function pageLoggingErrors(context: BrowserContext): Promise<{ page: Page; logged: string[] }> {
  const page = await context.newPage();
  const logged: string[] = [];
  page.on("pageerror", (error) => logged.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  return { page, logged };
}

const rootState = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById("root");
    return { kept: root?.hasAttribute("data-kept-frame") ?? false, inert: root?.hasAttribute("inert") ?? false };
  });

describe("the kept frame in Chromium at 390x844", () => {
  const suite = useServerAndBrowser();

  it("paints a guest's chart on /kundali from the shell, then the app takes it over without a shift", async () => {
    const context = await suite.browser.newContext({ ...phoneContext, serviceWorkers: "block" });
    try {
      const first = await context.newPage();
      await makeGuestChart(first, suite.server.url, "en", null, "Kept Frame");
      await first.getByRole("heading", { name: "Kept Frame" }).waitFor();
      // the frame is kept once the short reading is in it
      await first.locator(".kundali__summary").waitFor();
      await first.close();

      const withoutCode = await pageWithoutAppCode(context);
      await withoutCode.goto(`${suite.server.url}/kundali`);
      expect(await withoutCode.getByRole("heading", { level: 1 }).textContent()).toBe("Kept Frame");
      expect(await withoutCode.getByText("What does your kundali say?").isVisible()).toBe(true);
      expect(await withoutCode.locator(".kundali__summary").isVisible()).toBe(true);
      // painted, but not tappable until the app has taken it over
      expect(await rootState(withoutCode)).toEqual({ kept: true, inert: true });
      await withoutCode.close();

      const { page, logged } = await pageLoggingErrors(context);
      await watchLayoutShifts(page);
      await page.goto(`${suite.server.url}/kundali`);
      await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("inert"));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
      expect(await layoutShiftsOf(page)).toEqual([]);
      // the app's own screen now: its buttons work
      await page.getByRole("button", { name: "View your free question's answer" }).click();
      await page.waitForURL(/\/chat$/);
      expect(logged).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("paints a guest's questions with their selection from the shell, and only in the language it was kept in", async () => {
    const context = await suite.browser.newContext({ ...phoneContext, serviceWorkers: "block" });
    try {
      const first = await context.newPage();
      await first.goto(suite.server.url);
      await first.getByRole("button", { name: "Skip" }).click();
      const list = first.getByRole("list", { name: "Questions" });
      await list.getByRole("button").nth(1).click();
      const chosen = await list.getByRole("button", { pressed: true }).textContent();
      await first.close();

      const withoutCode = await pageWithoutAppCode(context);
      await withoutCode.goto(`${suite.server.url}/questions`);
      expect(await rootState(withoutCode)).toEqual({ kept: true, inert: true });
      const pressed = withoutCode.getByRole("list", { name: "Questions" }).getByRole("button", { pressed: true });
      expect(await pressed.textContent()).toBe(chosen);

      // a frame kept by another build (its stylesheet) is not painted
      const kept = await withoutCode.evaluate(() => localStorage.getItem("kept_frame:/questions") ?? "");
      await withoutCode.evaluate((frame) => {
        localStorage.setItem(
          "kept_frame:/questions",
          JSON.stringify({ ...JSON.parse(frame), styles: "/assets/style-old.css" }),
        );
      }, kept);
      await withoutCode.reload();
      expect(await rootState(withoutCode)).toEqual({ kept: false, inert: true });
      await withoutCode.evaluate((frame) => localStorage.setItem("kept_frame:/questions", frame), kept);

      // the Nepali shell of the same page keeps its own frame: the kept one is English
      await context.addCookies([{ name: "language", value: "ne", url: suite.server.url }]);
      await withoutCode.goto(`${suite.server.url}/questions`);
      expect(await withoutCode.locator("html").getAttribute("lang")).toBe("ne");
      expect(await rootState(withoutCode)).toEqual({ kept: false, inert: true });
      expect(await withoutCode.getByRole("list", { name: "Questions" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("forgets the frame when the reader logs in, and keeps none of a member's chart", async () => {
    const payload = await registerOverHttp(suite.server.url, { name: "Kept Member" });
    const context = await suite.browser.newContext({ ...phoneContext, serviceWorkers: "block" });
    try {
      const page = await context.newPage();
      await page.goto(suite.server.url);
      await page.getByRole("button", { name: "Skip" }).click();
      await page.getByRole("list", { name: "Questions" }).getByRole("button").first().waitFor();
      const keptFrame = () => page.evaluate(() => localStorage.getItem("kept_frame:/questions"));
      expect(await keptFrame()).not.toBeNull();

      await page.goto(`${suite.server.url}/login`);
      await page.getByLabel("Email").fill(payload.email);
      await page.getByLabel("Password").fill(payload.password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForURL(/\/(kundali|get-started)$/);
      expect(await keptFrame()).toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe("a member's conversation kept for the next visit, in Chromium at 390x844", () => {
  const COUPON = "KEPTCHAT5";
  const suite = useServerAndBrowser({ prepare: (dataDir) => createCoupon(dataDir, COUPON, 5) });
  const QUESTIONS = ["When will I find a good job?", "Is this a good year to travel abroad?"];

  it("paints it from the shell scrolled to the newest answer, shows it while the history is read again, and the app takes over without a shift", async () => {
    const member = await createHttpMember(suite.server.url, "Kept Conversation", COUPON);
    for (const question of QUESTIONS) await askAsMember(suite.server.url, member, question);
    const context = await suite.browser.newContext({ ...phoneContext, serviceWorkers: "block" });
    try {
      const first = await context.newPage();
      await logInAfterWalkthrough(first, suite.server.url, member.email, member.password);
      await first.goto(`${suite.server.url}/chat`);
      await first
        .locator(".message__body")
        .nth(2 * QUESTIONS.length - 1)
        .waitFor();
      const banner = first.getByText(/^You have \d+ remaining questions?\.$/);
      const left = Number((await banner.textContent())?.match(/\d+/)?.[0]);
      await first.close();

      // The HTML alone: the conversation, at its end, inert.
      const withoutCode = await pageWithoutAppCode(context);
      await withoutCode.goto(`${suite.server.url}/chat`);
      expect(await rootState(withoutCode)).toEqual({ kept: true, inert: true });
      const conversation = withoutCode.getByRole("list", { name: "Conversation" });
      expect(await conversation.locator(".message__body").count()).toBe(2 * QUESTIONS.length);
      expect(await conversation.getByText(QUESTIONS[1] as string).isVisible()).toBe(true);
      expect(await withoutCode.getByText(`You have ${left} remaining questions.`).isVisible()).toBe(true);
      const end = await withoutCode.evaluate(() => ({
        scrolled: window.scrollY,
        endInView:
          (document.querySelector("[data-kept-frame-end]")?.getBoundingClientRect().bottom ?? 0) <= innerHeight,
      }));
      expect(end.scrolled).toBeGreaterThan(0);
      expect(end.endInView).toBe(true);
      await withoutCode.close();

      // The app: the kept conversation stays on view (no full-screen indicator) while the history is read again.
      const { page, logged } = await pageLoggingErrors(context);
      let releaseHistory: () => void = () => {};
      const historyHeld = new Promise<void>((resolve) => (releaseHistory = resolve));
      await page.route(/\/api\/query-history/, async (route) => {
        await historyHeld;
        await route.continue();
      });
      await watchLayoutShifts(page);
      await page.goto(`${suite.server.url}/chat`);
      await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("inert"));
      expect(await page.locator(".chat__history-loading").count()).toBe(0);
      expect(await page.locator(".message__body").count()).toBe(2 * QUESTIONS.length);
      expect(await page.getByRole("textbox").isEnabled()).toBe(true);
      const historyRead = page.waitForResponse(/\/api\/query-history/);
      releaseHistory();
      await historyRead;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
      expect(await page.locator(".message__body").count()).toBe(2 * QUESTIONS.length);
      expect(await layoutShiftsOf(page)).toEqual([]);
      expect(logged).toEqual([]);

      // A question asked now joins the conversation, and the frame kept for next time is the longer one.
      await page.getByRole("textbox").fill("Which colour suits me this year?");
      await page.keyboard.press("Enter");
      await page
        .locator(".message__body")
        .nth(2 * QUESTIONS.length + 1)
        .waitFor();
      await page.getByText(`You have ${left - 1} remaining questions.`).waitFor();
      // the follow-up suggestions of this answer are on view, but the next visit opens without them
      await page.getByRole("heading", { name: "You may also ask" }).waitFor();
      await page.waitForFunction(() =>
        (localStorage.getItem("kept_frame:/chat") ?? "").includes("Which colour suits me"),
      );
      const keptHtml = await page.evaluate(() => localStorage.getItem("kept_frame:/chat") ?? "");
      expect(keptHtml).not.toContain("You may also ask");
      await page.close();
    } finally {
      await context.close();
    }
  });
});
