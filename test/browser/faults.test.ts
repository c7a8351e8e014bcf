// The client against a failing server, in Chromium: the real server behind the fault proxy (test/support/
// fault-proxy.ts), which answers 500s with and without a message, drops connections and holds answers on chosen
// paths. Each key input shows the messages of docs/product.md §8 and keeps what the user entered, then works once the fault is
// gone: the birth-details and registration forms, login (dropped, slow), a slow chart read, a failing history read,
// the chat (500, dropped, slow) and going offline.
import { rmSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneContext } from "../support/browser";
import { GURU_ANSWERS, OWN_MESSAGES } from "../support/chat-messages";
import { type FaultProxy, type Gate, startFaultProxy } from "../support/fault-proxy";
import { skipWalkthrough } from "../support/guest-walk";
import { createCoupon, createHttpMember } from "../support/http-member";
import { migratedDataDir } from "../support/server-data-template";
import { type RunningServer, startServer } from "../support/server-process";
import { connectChromium } from "../support/shared-chromium";

const SLOW = { timeout: 60_000 };
const COUPON = "FAULTS10";
const UNEXPECTED = "An unexpected error occurred.";
const NO_CONNECTION = "No internet connection.";
const OFFLINE = "You are offline. Check your internet connection.";
const CHAT_FAILED = "Something went wrong.";
const WAITING = "Guru is analyzing your data. Please wait";

/** The 5 s bottom-center toast holding `text`. */
function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** A held request's arrival, bounded in time like every other wait. */
async function arrival(gate: Gate, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} never reached the server`)), SLOW.timeout);
  });
  await Promise.race([gate.arrived, timeout]).finally(() => clearTimeout(timer));
}

async function newPage(browser: Browser): Promise<Page> {
  return browser.newPage({ ...phoneContext, reducedMotion: "reduce" });
}

describe("the client against a failing server in Chromium", () => {
  let server: RunningServer;
  let proxy: FaultProxy;
  let browser: Browser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = migratedDataDir("kundali-faults-");
    await createCoupon(dataDir, COUPON, 10);
    [server, browser] = await Promise.all([startServer({}, dataDir), connectChromium()]);
    proxy = await startFaultProxy(server.url);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the birth details through a 500 with a message, a 500 without one and a dropped connection", async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await skipWalkthrough(page, proxy.url);
    await page.getByRole("list", { name: "Questions" }).getByRole("button").first().click(SLOW);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(/\/get-started$/, SLOW);
    await page.getByLabel("Full name").fill("Gita Thapa");
    await page.getByText("Female", { exact: true }).click();
    await page.getByLabel("Birth date").fill("1992-03-14");
    await page.getByLabel("Birth time").fill("05:45");
    const place = page.getByRole("combobox", { name: "Birth place" });
    await place.click();
    await place.pressSequentially("Pokhara", { delay: 30 });
    await page
      .getByRole("option", { name: /^Pokhara, Nepal/ })
      .first()
      .click(SLOW);
    const placeChosen = await place.inputValue();

    // The toast sits in the band the screen keeps free below its last control: Continue, brought into view as a
    // finger scrolls to it, is never under it.
    const continueIsClearOf = async (shown: Locator) => {
      const button = page.getByRole("button", { name: "Continue" });
      await button.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [buttonBox, toastBox] = await Promise.all([button.boundingBox(), shown.boundingBox()]);
      expect(buttonBox && toastBox).toBeTruthy();
      if (buttonBox && toastBox) expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(toastBox.y);
    };

    const formKeptEverything = async () => {
      await page.getByLabel("Full name").waitFor(SLOW);
      expect(await page.getByLabel("Full name").inputValue()).toBe("Gita Thapa");
      expect(await page.getByRole("radio", { name: "Female" }).isChecked()).toBe(true);
      expect(await page.getByLabel("Birth date").inputValue()).toBe("1992-03-14");
      expect(await page.getByLabel("Birth time").inputValue()).toBe("05:45");
      expect(await place.inputValue()).toBe(placeChosen);
    };

    for (const [fault, message] of [
      ["500 with a message", "The chart service is resting; please try again."],
      ["500 without a body", UNEXPECTED],
      ["dropped connection", NO_CONNECTION],
    ] as const) {
      if (fault === "dropped connection") proxy.drop("POST", "/api/astro-details");
      else
        proxy.respond("POST", "/api/astro-details", {
          status: 500,
          ...(fault === "500 with a message" ? { json: { message } } : {}),
        });
      await page.getByRole("button", { name: "Continue" }).click();
      await toast(page, message).first().waitFor(SLOW);
      await formKeptEverything();
      await continueIsClearOf(toast(page, message).first());
      expect(page.url()).toBe(`${proxy.url}/get-started`);
    }

    proxy.clear();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/kundali$/, SLOW);
    await page.getByRole("heading", { name: "Gita Thapa" }).waitFor(SLOW);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("keeps the registration form through a 500 and registers once the server answers", async () => {
    const page = await newPage(browser);
    await skipWalkthrough(page, proxy.url);
    await page.goto(`${proxy.url}/register`);
    const fields: [label: string, value: string][] = [
      ["Name", "Maya Gurung"],
      ["Email", "maya.faults@example.com"],
      ["Contact", "9861234567"],
      ["Date of Birth", "1994-02-11"],
      ["Time of Birth", "14:25"],
      ["Password", "maya-secret"],
      ["Confirm Password", "maya-secret"],
    ];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    const place = page.getByRole("combobox", { name: "Place of Birth" });
    await place.click();
    await place.pressSequentially("Kathmandu", { delay: 30 });
    await page
      .getByRole("option", { name: /^Kathmandu, Nepal/ })
      .first()
      .click(SLOW);
    const placeChosen = await place.inputValue();

    proxy.respond("POST", "/api/register", {
      status: 500,
      json: { message: "Registrations are paused for a minute." },
    });
    await page.getByRole("button", { name: "Register" }).click();
    await toast(page, "Registrations are paused for a minute.").first().waitFor(SLOW);
    for (const [label, value] of fields) expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    expect(await place.inputValue()).toBe(placeChosen);

    proxy.clear();
    await page.getByRole("button", { name: "Register" }).click();
    await page.waitForURL(/\/login$/, SLOW);
    await page.close();
  }, 120_000);

  it("logs in after a dropped connection with the e-mail kept, then survives a failing history read, chat 500s, drops, a slow answer and going offline", async () => {
    const member = await createHttpMember(server.url, "Ram Bahadur", COUPON);
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await skipWalkthrough(page, proxy.url);
    await page.goto(`${proxy.url}/login`);

    // Login: the connection drops; the message shows and the form keeps what was typed.
    proxy.drop("POST", "/api/login");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Login" }).click();
    await toast(page, NO_CONNECTION).first().waitFor(SLOW);
    expect(await page.getByLabel("Email").inputValue()).toBe(member.email);
    expect(await page.getByLabel("Password").inputValue()).toBe(member.password);
    expect(page.url()).toBe(`${proxy.url}/login`);
    // A slow login (the client sets no timeout) still logs in; a slow chart read shows /kundali's loading line
    // until the chart arrives.
    proxy.clear();
    proxy.delay("POST", "/api/login", 2000);
    const chartRead = proxy.hold("GET", "/api/chart-history");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/kundali$/, SLOW);
    await arrival(chartRead, "the chart read");
    await page.getByText("GENERATING VEDIC KUNDALI...").first().waitFor(SLOW);
    chartRead.release();
    await page.getByRole("heading", { name: "Ram Bahadur" }).waitFor(SLOW);

    // The history read answers 500 (the client retries reads 3 times, 1 s, 2 s, 4 s apart): the server's message shows
    // in red and as a toast, and the chat stays usable.
    proxy.respond("GET", "/api/query-history", { status: 500, json: { message: "The history is being rebuilt." } });
    await page.getByRole("link", { name: "Chat" }).click();
    await page.waitForURL(/\/chat$/, SLOW);
    await page.locator(".message-list__error").filter({ hasText: "The history is being rebuilt." }).waitFor(SLOW);
    await toast(page, "The history is being rebuilt.").first().waitFor(SLOW);
    proxy.clear();

    const input = page.getByRole("textbox", { name: "Your question" });
    const own = page.locator(OWN_MESSAGES);
    const guru = page.locator(GURU_ANSWERS);
    const redError = page.locator(".message-list__error");
    const ask = async (question: string) => {
      await input.fill(question);
      await input.press("Enter");
    };
    const lastGuruAnswer = async (count: number) => {
      await guru.nth(count - 1).waitFor(SLOW);
      return ((await guru.nth(count - 1).textContent()) ?? "").trim();
    };
    let answers = await guru.count();

    // A 500 with a message: 'Something went wrong.' as the guru's reply, the message in red, the question kept.
    proxy.respond("POST", "/api/assistant/chat", { status: 500, json: { message: "The guru is meditating." } });
    await ask("When will my career settle?");
    expect(await lastGuruAnswer(++answers)).toBe(CHAT_FAILED);
    await redError.filter({ hasText: "The guru is meditating." }).waitFor(SLOW);
    expect(await own.last().textContent()).toBe("When will my career settle?");

    // A dropped connection: the same reply, 'No internet connection.' in red.
    proxy.drop("POST", "/api/assistant/chat");
    await ask("Will I travel abroad this year?");
    expect(await lastGuruAnswer(++answers)).toBe(CHAT_FAILED);
    await redError.filter({ hasText: NO_CONNECTION }).waitFor(SLOW);
    expect(await own.last().textContent()).toBe("Will I travel abroad this year?");

    // The retry works once the server answers again; the red line clears.
    proxy.clear();
    await ask("Will I travel abroad this year?");
    const answer = await lastGuruAnswer(++answers);
    expect(answer).not.toBe(CHAT_FAILED);
    expect(answer.length).toBeGreaterThan(20);
    expect(await redError.count()).toBe(0);

    // A slow answer: the waiting line shows and the box is disabled until the answer arrives.
    const gate = proxy.hold("POST", "/api/assistant/chat");
    await ask("How will my health be?");
    await arrival(gate, "the slow question");
    await page.getByRole("status").filter({ hasText: WAITING }).waitFor(SLOW);
    expect(await input.isDisabled()).toBe(true);
    gate.release();
    expect(await lastGuruAnswer(++answers)).not.toBe(CHAT_FAILED);
    await page
      .getByRole("status")
      .filter({ hasText: WAITING })
      .waitFor({ state: "hidden", ...SLOW });
    expect(await input.isDisabled()).toBe(false);

    // Offline: the banner and the toast; a question asked offline fails, said once by the banner (no red line).
    await page.context().setOffline(true);
    await page.getByText(OFFLINE).first().waitFor(SLOW);
    await toast(page, NO_CONNECTION).first().waitFor(SLOW);
    await ask("Is this a good time to marry?");
    expect(await lastGuruAnswer(++answers)).toBe(CHAT_FAILED);
    expect(await page.getByText(OFFLINE).count()).toBe(1);
    expect(await own.last().textContent()).toBe("Is this a good time to marry?");
    await page.context().setOffline(false);
    await page.locator(".offline-banner").waitFor({ state: "hidden", ...SLOW });
    await ask("Is this a good time to marry?");
    expect(await lastGuruAnswer(++answers)).not.toBe(CHAT_FAILED);

    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
