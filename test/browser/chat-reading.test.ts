// The chat read as a phone shows it (Chromium at 390x844, the real server on a throw-away data directory, the guru's
// model a local stand-in that answers at length): each newest answer opens at its first line, not scrolled to its end
// (the free answer, the one asked after logging in, a later one, and the chat opened again from elsewhere); and a
// question typed as a guest at the limit is not lost through registering and logging in: the chat offers it, and
// sending it asks it.
import { rmSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneContext } from "../support/browser";
import { type FakeLlm, startFakeLlm } from "../support/fake-llm";
import { walkGuestToChat } from "../support/guest-walk";
import { createCoupon } from "../support/http-member";
import { recordJourney } from "../support/journey";
import { migratedDataDir } from "../support/server-data-template";
import { type RunningServer, startServer } from "../support/server-process";
import { connectChromium } from "../support/shared-chromium";

const SLOW = { timeout: 60_000 };
const COUPON = "READING3";
const FIRST_LINE = "Here is how your chart answers this.";

/** An answer several screens long, its first line known: scrolled to its end, the first line is far above. */
function longAnswer(question: string): string {
  const paragraphs = Array.from(
    { length: 14 },
    (_, index) =>
      `Point ${index + 1}: the houses and the running period speak of "${question.slice(0, 40)}" in more than one way, and each of them is told here in turn so that the reader can follow it.`,
  );
  return [FIRST_LINE, ...paragraphs].join("\n\n");
}

/**
 * Where the newest answer's first line is: its top, the band the screen leaves for reading (under the sticky count
 * banner, above the composer), the answer's height, and whether the first line is what the reader sees there (not
 * covered by the banner, the composer or the navigation).
 */
async function newestAnswerStart(page: Page) {
  return page.evaluate(() => {
    const answer = document.querySelector(".message-list__items > li:last-child");
    const body = answer?.querySelector(".message__body");
    if (!answer?.classList.contains("message--guru") || !body) return null;
    const bodyBox = body.getBoundingClientRect();
    const banner = document.querySelector(".chat__banner")?.getBoundingClientRect();
    const composer = document.querySelector(".chat__composer")?.getBoundingClientRect();
    const readingTop = banner ? Math.max(0, banner.bottom) : 0;
    const readingBottom = composer ? composer.top : window.innerHeight;
    const firstLineY = bodyBox.top + 20;
    const seen = document.elementFromPoint(bodyBox.left + 24, firstLineY);
    return {
      top: Math.round(bodyBox.top),
      readingTop: Math.round(readingTop),
      readingBottom: Math.round(readingBottom),
      height: Math.round(bodyBox.height),
      firstLineSeen: seen !== null && body.contains(seen) && firstLineY < readingBottom,
      text: (body.textContent ?? "").slice(0, 40),
    };
  });
}

/** The element is on the screen as it is, nothing over it (the sticky count banner, the composer, the navigation). */
async function readableWithoutScrolling(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && box.bottom <= window.innerHeight && seen !== null && element.contains(seen);
  });
}

/** The guru's answer to `question` (the stand-in quotes it), as the conversation's newest message. */
function newestAnswerTo(page: Page, question: string) {
  return page.locator(".message-list__items > li.message--guru:last-child", { hasText: question.slice(0, 40) });
}

/** The newest answer is shown from its first line, and it is long enough that showing its end would hide that line. */
async function expectNewestAnswerFromItsStart(page: Page) {
  // The scroll happens in the frame after the answer is drawn.
  await expect.poll(async () => (await newestAnswerStart(page))?.firstLineSeen, { timeout: 10_000 }).toBe(true);
  const at = await newestAnswerStart(page);
  expect(at?.text).toContain(FIRST_LINE.slice(0, 30));
  expect(at?.height).toBeGreaterThan((at?.readingBottom ?? 0) - (at?.readingTop ?? 0));
  expect(at?.top).toBeGreaterThanOrEqual(at?.readingTop ?? 0);
}

describe("the chat on a phone", () => {
  let llm: FakeLlm;
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  beforeAll(async () => {
    llm = await startFakeLlm(longAnswer);
    dataDir = migratedDataDir("kundali-chat-reading-");
    await createCoupon(dataDir, COUPON, 3);
    [server, browser] = await Promise.all([startServer(llm.env, dataDir), connectChromium()]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await llm?.stop();
  });

  it("opens each newest answer at its first line, and keeps a guest's question through registering and logging in", async () => {
    const page = await browser.newPage({ ...phoneContext, reducedMotion: "reduce", bypassCSP: true });
    const journey = recordJourney(page, "chat-reading");
    await walkGuestToChat(page, server.url, "Maya Gurung");
    // The free question's answer.
    await expectNewestAnswerFromItsStart(page);
    await journey.capture("1-free-answer");

    // At the guest limit a typed question opens the register modal and stays.
    const input = page.getByRole("textbox", { name: "Your question" });
    const kept = "When will I start my own business in Butwal?";
    await input.fill(kept);
    await input.press("Enter");
    const register = page.getByRole("dialog", { name: "Create your account!" });
    await register.waitFor(SLOW);
    const email = "maya.reading@example.com";
    await register.getByLabel("Email").fill(email);
    await register.getByLabel("Contact").fill("9841234568");
    await register.getByLabel("Password", { exact: true }).fill("maya-secret");
    await register.getByLabel("Confirm Password").fill("maya-secret");
    await register.getByRole("button", { name: "Register" }).click();
    const login = page.getByRole("dialog", { name: "Login" });
    await login.waitFor(SLOW);
    await login.getByRole("button", { name: "Login" }).click();

    // Logged in (the chat loaded again as the member): the question is offered, and sending it asks it.
    await page.getByText("You have 1 remaining question.").waitFor(SLOW);
    const offer = page.getByRole("region", { name: "Send your question now?" });
    await offer.waitFor(SLOW);
    expect(await offer.getByText(kept).count()).toBe(1);
    // in view as the chat opens, above the composer, though the answer before it is screens long
    await expect.poll(() => readableWithoutScrolling(offer.getByRole("button", { name: "Send" }))).toBe(true);
    await journey.capture("2-question-offered");
    const asked = llm.questions.length;
    await offer.getByRole("button", { name: "Send" }).click();
    await page.locator(".message--own .message__body", { hasText: kept }).waitFor(SLOW);
    await newestAnswerTo(page, kept).waitFor(SLOW);
    expect(llm.questions.slice(asked)).toEqual([kept]);
    await page.getByText("You have 0 remaining questions.").waitFor(SLOW);
    await expectNewestAnswerFromItsStart(page);
    await journey.capture("3-kept-question-answered");

    // More questions from a coupon; the chat opened again from the profile shows the newest answer from its start.
    await page.getByRole("link", { name: "Profile" }).click();
    await page.getByLabel("Coupon code").fill(COUPON);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Coupon applied successfully!").first().waitFor(SLOW);
    await page.getByRole("link", { name: "Chat" }).click();
    await page.getByText("You have 3 remaining questions.").waitFor(SLOW);
    await expectNewestAnswerFromItsStart(page);

    // A later question typed in the box.
    const later = "And what of my own work in Pokhara?";
    await input.fill(later);
    await input.press("Enter");
    await newestAnswerTo(page, later).waitFor(SLOW);
    await page.getByText("You have 2 remaining questions.").waitFor(SLOW);
    await expectNewestAnswerFromItsStart(page);
    await journey.capture("4-later-answer");

    expect(journey.pageErrors).toEqual([]);
    expect(journey.problems).toEqual([]);
  }, 600_000);
});
