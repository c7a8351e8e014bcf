// Native app mode in Chromium at 390x844 against the real server and the production build: the page gets the native
// bridge simulator (the native side: user-agent marker, flutter_inappwebview installed after the page starts, every
// call recorded, pickers answered, purchases completed against the API). A plain browser page gets a recording
// handler API but no marker, and must never call it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULATOR_PANEL_ID, SIMULATOR_TITLE } from "../../src/dev/nativeSimulator";
import { registrationPayload, TEST_PASSWORD } from "../support/accounts";
import { seriousAxeViolations } from "../support/axe";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";
import { waitForOutboxLink } from "../support/outbox";
import type { RunningServer } from "../support/server-process";
import { nativeSimulatorScript } from "./native-simulator-script";

const SLOW = { timeout: 60_000 };
const SUPPORT_EMAIL = "support@kundaliguru.app";

type Call = { name: string; args: unknown[] };

async function calls(page: Page): Promise<Call[]> {
  return page.evaluate(() => window.__nativeSimulator?.calls ?? []);
}

async function callsNamed(page: Page, name: string): Promise<unknown[][]> {
  return (await calls(page)).filter((call) => call.name === name).map((call) => call.args);
}

/** Waits until the simulator has recorded the call `name(...args)` (calls arrive asynchronously). */
async function waitForCall(page: Page, name: string, args: unknown[]): Promise<void> {
  const wanted = JSON.stringify(args);
  try {
    await page.waitForFunction(
      ([name, wanted]) =>
        (window.__nativeSimulator?.calls ?? []).some(
          (call) => call.name === name && JSON.stringify(call.args) === wanted,
        ),
      [name, wanted] as const,
      SLOW,
    );
  } catch (error) {
    throw new Error(`no ${name} ${wanted} call; calls: ${JSON.stringify(await calls(page))}`, { cause: error });
  }
}

async function api(server: RunningServer, route: string, init: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${server.url}${route}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function remainingQuestions(server: RunningServer, token: string): Promise<number> {
  return Number((await api(server, "/api/chat/-/eligibility", { token })).availableQueryCount);
}

async function logInThroughTheApp(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(baseUrl);
  await page.evaluate(() => localStorage.setItem("walkthrough_done", "true"));
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/kundali$/, SLOW);
}

describe("native app mode with the bridge simulator", () => {
  let server: RunningServer;
  let browser: Browser;
  let simulator: string;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  async function nativePage(): Promise<Page> {
    // bypassCSP: axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse
    const context = await browser.newContext({ ...phoneContext, reducedMotion: "reduce", bypassCSP: true });
    contexts.push(context);
    await context.addInitScript({ content: simulator });
    const page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    return page;
  }

  const suite = useServerAndBrowser({ env: { PURCHASES_SANDBOX: "true" } });
  beforeAll(async () => {
    ({ server, browser } = suite);
    simulator = await nativeSimulatorScript();
  });
  afterAll(async () => {
    expect(pageErrors).toEqual([]);
    for (const context of contexts) await context.close();
  });

  it("get-started: date and time are read-only and filled by the native pickers; route changes tell the status", async () => {
    const page = await nativePage();
    await page.goto(server.url);
    // the first route change happened before the simulated plugin was ready: it was queued, not lost
    await waitForCall(page, "logged-in-status", ["logout"]);
    await waitForCall(page, "web-events", [{ name: "screen_view", page: "/", event: "view", value: "" }]);
    await page.getByRole("button", { name: "Skip" }).click(SLOW);
    await page.waitForURL(/\/questions$/, SLOW);
    await page.getByRole("list", { name: "Questions" }).getByRole("button").first().click(SLOW);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(/\/get-started$/, SLOW);
    await waitForCall(page, "web-events", [{ name: "screen_view", page: "/get-started", event: "view", value: "" }]);
    expect(
      (await callsNamed(page, "web-events")).some(([event]) => JSON.stringify(event).includes("question_selected")),
    ).toBe(true);

    const date = page.getByLabel("Birth date");
    const time = page.getByLabel("Birth time");
    expect(await date.getAttribute("readonly")).not.toBeNull();
    expect(await time.getAttribute("readonly")).not.toBeNull();
    await date.click();
    await waitForCall(page, "date-picker", [
      { value: "", min: "1900-01-01", max: new Date().toISOString().slice(0, 10) },
    ]);
    await expect.poll(() => date.inputValue()).toBe("1990-04-12");
    // the developer (here: the test) changes the simulator's answer in its panel
    await page.locator(`#${SIMULATOR_PANEL_ID} summary`).click();
    await page.getByLabel("Time picker answers").fill("21:10");
    await page.locator(`#${SIMULATOR_PANEL_ID} summary`).click();
    await time.click();
    await waitForCall(page, "time-picker", [{ value: "" }]);
    await expect.poll(() => time.inputValue()).toBe("21:10");

    await page.getByLabel("Full name").fill("Gita Karki");
    await page.getByText("Female", { exact: true }).click();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: "test/e2e/screenshots/native-get-started.png" });
    expect(await seriousAxeViolations(page, "native get-started")).toEqual([]);

    const place = page.getByRole("combobox", { name: "Birth place" });
    await place.click();
    await place.pressSequentially("Pokhara", { delay: 30 });
    await page
      .getByRole("option", { name: /^Pokhara, Nepal/ })
      .first()
      .click(SLOW);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/kundali$/, SLOW);
    // the chart was made from what the pickers gave
    await expect.poll(() => page.locator("main").textContent(), SLOW).toContain("09:10 PM");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("appStore") ?? "{}").kundali);
    expect(stored).toMatchObject({ birth_date: "1990-04-12", birth_time: "21:10" });
    await waitForCall(page, "web-events", [
      { name: "kundali_generated", page: "/get-started", event: "success", value: "" },
    ]);
  });

  it("matching: the partner's date and time come from the native pickers; the match is made and tracked", async () => {
    const email = String(registrationPayload().email);
    await api(server, "/api/register", { body: registrationPayload({ email }) });
    const page = await nativePage();
    await logInThroughTheApp(page, server.url, email);
    await page.getByRole("button", { name: "Match kundali", exact: true }).click(SLOW);
    await page.waitForURL(/\/matching$/, SLOW);
    const date = page.getByLabel("Birth date");
    const time = page.getByLabel("Birth time");
    expect(await date.getAttribute("readonly")).not.toBeNull();
    expect(await time.getAttribute("readonly")).not.toBeNull();
    await date.click();
    await waitForCall(page, "date-picker", [
      { value: "", min: "1900-01-01", max: new Date().toISOString().slice(0, 10) },
    ]);
    await expect.poll(() => date.inputValue()).toBe("1990-04-12");
    await time.click();
    await waitForCall(page, "time-picker", [{ value: "" }]);
    await expect.poll(() => time.inputValue()).not.toBe("");
    await page.getByLabel("Full name").fill("Ramesh Adhikari");
    await page.getByText("Male", { exact: true }).click();
    const place = page.getByRole("combobox", { name: "Birth place" });
    await place.click();
    await place.pressSequentially("Pokhara", { delay: 30 });
    await page
      .getByRole("option", { name: /^Pokhara, Nepal/ })
      .first()
      .click(SLOW);
    await page.getByRole("button", { name: "Match kundali", exact: true }).click();
    await page.locator(".matching__total").waitFor(SLOW);
    await waitForCall(page, "web-events", [{ name: "match_made", page: "/matching", event: "success", value: "" }]);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: "test/e2e/screenshots/native-matching.png" });
    expect(await seriousAxeViolations(page, "native matching")).toEqual([]);
  });

  it("kundali: the PDF is handed to the app through save-file, not downloaded by the webview", async () => {
    const email = String(registrationPayload().email);
    await api(server, "/api/register", { body: registrationPayload({ email }) });
    const page = await nativePage();
    await logInThroughTheApp(page, server.url, email);
    // The section loads as the reader scrolls near it.
    await page.locator(".kundali__depth-marker, .depth-section").first().waitFor(SLOW);
    await page.evaluate(() => document.querySelector(".kundali__depth-marker")?.scrollIntoView());
    await page.getByRole("button", { name: "Download kundali (PDF)" }).click(SLOW);
    await page.getByText("Your kundali PDF is ready.").waitFor(SLOW);
    const [file] = (await callsNamed(page, "save-file"))[0] as [{ name: string; mime: string; base64: string }];
    expect(file.name).toMatch(/^kundali-[a-z-]+\.pdf$/);
    expect(file.mime).toBe("application/pdf");
    expect(Buffer.from(file.base64, "base64").subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await waitForCall(page, "web-events", [
      { name: "kundali_pdf_downloaded", page: "/kundali", event: "success", value: "" },
    ]);
  });

  it("settings: the toggle subscribes and unsubscribes ALL and TODAY, Contact Us goes to the app, the status is 'logged in'", async () => {
    const email = String(registrationPayload().email);
    await api(server, "/api/register", { body: registrationPayload({ email }) });
    const page = await nativePage();
    await logInThroughTheApp(page, server.url, email);
    await page.goto(`${server.url}/settings`);
    await waitForCall(page, "logged-in-status", ["logged in"]);
    // at start the app sets notifications up and hears the kept setting (on unless turned off)
    await waitForCall(page, "notification-subscribe", [["ALL", "TODAY"]]);
    expect(await callsNamed(page, "initializeNotification")).toEqual([[]]);

    const toggle = page.getByRole("switch", { name: "Notifications" });
    expect(await toggle.isChecked()).toBe(true);
    expect(await seriousAxeViolations(page, "native settings")).toEqual([]);
    await toggle.click({ force: true });
    await waitForCall(page, "notification-unsubscribe", [["ALL", "TODAY"]]);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await expect.poll(async () => (await callsNamed(page, "notification-subscribe")).length).toBe(2);
    expect(await callsNamed(page, "initializeNotification")).toHaveLength(2);
    const order = (await calls(page))
      .map((call) => call.name)
      .filter((name) => name.startsWith("notification") || name === "initializeNotification");
    expect(order).toEqual([
      "initializeNotification",
      "notification-subscribe",
      "notification-unsubscribe",
      "initializeNotification",
      "notification-subscribe",
    ]);
    // the setting is kept: a reload finds it on and subscribes again
    await page.reload();
    expect(await page.getByRole("switch", { name: "Notifications" }).isChecked()).toBe(true);

    await page.getByRole("button", { name: "Contact Us" }).click();
    await waitForCall(page, "contact-us", [{ email: SUPPORT_EMAIL, subject: "", body: "" }]);
    await page.locator(`#${SIMULATOR_PANEL_ID} summary`).click();
    await page.screenshot({ path: "test/e2e/screenshots/native-simulator-panel.png" });
  });

  it("a purchase through inappproduct credits the account on the server and shows 'Payment Successful !'; a failed one 'Payment fail !'", async () => {
    const email = String(registrationPayload().email);
    await api(server, "/api/register", { body: registrationPayload({ email }) });
    const login = await api(server, "/api/login", { body: { email, password: TEST_PASSWORD } });
    const token = String(login.access_token);
    const userId = String((login.user as { id: number }).id);
    const before = await remainingQuestions(server, token);

    const page = await nativePage();
    await logInThroughTheApp(page, server.url, email);
    await page.goto(`${server.url}/subscription`);
    await page.locator("button.pack").filter({ hasText: "$0.99" }).click(SLOW);
    await waitForCall(page, "inappproduct", [{ user_id: userId, product_id: "questions_3" }]);
    await page.getByRole("button", { name: "Purchase succeeds" }).click();
    const status = page.getByRole("dialog", { name: "Payment Status" });
    await status.getByText("Payment Successful !").waitFor(SLOW);
    expect(await remainingQuestions(server, token)).toBe(before + 3);
    await waitForCall(page, "web-events", [
      { name: "purchase_result", page: "/subscription", event: "success", value: "success" },
    ]);
    await status.getByRole("button", { name: "OK" }).click();

    await page.locator("button.pack").filter({ hasText: "$2.99" }).click();
    await waitForCall(page, "inappproduct", [{ user_id: userId, product_id: "questions_10" }]);
    await page.getByRole("button", { name: "Purchase fails" }).click();
    await status.getByText("Payment fail !").waitFor(SLOW);
    await page.getByText("Payment failed !").first().waitFor(SLOW);
    expect(await remainingQuestions(server, token)).toBe(before + 3);
  });

  it("verification: the app's intent link carries the email and login=true; the store page opens when the app does not take over", async () => {
    const email = String(registrationPayload().email);
    await api(server, "/api/register", { body: registrationPayload({ email }) });
    const link = await waitForOutboxLink(server.dataDir, email, "/verification");

    const page = await nativePage();
    const opened: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    cdp.on("Page.frameRequestedNavigation", (event) => opened.push(event.url));
    await page.route("https://play.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Store</title><p>store page</p>" }),
    );
    await page.goto(`${server.url}${link}`);
    await page.getByRole("button", { name: "Back to app" }).waitFor(SLOW);
    await page.getByRole("button", { name: "Back to app" }).click();
    await page.waitForURL(/play\.google\.com/, SLOW);
    expect(opened).toEqual([
      `intent://profile?email=${encodeURIComponent(email)}&login=true#Intent;scheme=kundaliguru;package=com.kundaliguru.app;end`,
      "https://play.google.com/store/apps/details?id=com.kundaliguru.app",
    ]);
  });

  it("a plain browser: web fallbacks, and none of the native handlers is ever called", async () => {
    const context = await browser.newContext({ ...phoneContext, reducedMotion: "reduce", bypassCSP: true });
    contexts.push(context);
    // a handler API without the user-agent marker: the app must not use it
    await context.addInitScript(() => {
      const seen: unknown[][] = [];
      Object.assign(window, {
        __plainCalls: seen,
        flutter_inappwebview: {
          callHandler: (...args: unknown[]) => {
            seen.push(args);
            return Promise.resolve(null);
          },
        },
      });
    });
    const page = await context.newPage();
    const email = String(registrationPayload().email);
    await api(server, "/api/register", { body: registrationPayload({ email }) });

    await page.goto(`${server.url}/?native=sim`);
    await page.getByRole("button", { name: "Skip" }).click(SLOW);
    await page.getByRole("list", { name: "Questions" }).getByRole("button").first().click(SLOW);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(/\/get-started$/, SLOW);
    const date = page.getByLabel("Birth date");
    expect(await date.getAttribute("readonly")).toBeNull();
    await date.fill("1988-11-02");
    expect(await date.inputValue()).toBe("1988-11-02");
    // the production build ignores ?native=sim: no simulator, no panel
    expect(await page.locator(`#${SIMULATOR_PANEL_ID}`).count()).toBe(0);
    expect(await page.evaluate(() => "__nativeSimulator" in window)).toBe(false);

    await logInThroughTheApp(page, server.url, email);
    await page.goto(`${server.url}/settings`);
    await page.getByRole("heading", { name: "Settings" }).waitFor(SLOW);
    expect(await page.getByRole("switch", { name: "Notifications" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(`mailto:${SUPPORT_EMAIL}`);

    await page.goto(`${server.url}/subscription`);
    await page.locator("button.pack").filter({ hasText: "$0.99" }).click(SLOW);
    await page.getByText("Question packs are bought in the Kundali Guru mobile app.", { exact: false }).waitFor(SLOW);
    expect(await page.getByRole("dialog", { name: "Payment Status" }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __plainCalls: unknown[] }).__plainCalls)).toEqual([]);
  });
});

describe("the production build", () => {
  it("contains no simulator code", () => {
    const assets = path.join(process.cwd(), "dist", "assets");
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(path.join(assets, file), "utf8");
      for (const trace of [SIMULATOR_TITLE, "__nativeSimulator", "native-sim", "Purchase succeeds"]) {
        expect(code.includes(trace), `${file} contains "${trace}"`).toBe(false);
      }
    }
  });
});
