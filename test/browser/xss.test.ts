// The XSS corpus (test/fixtures/xss-payloads.ts) in Chromium against the real server, whose guru answers through a
// local fake LLM that answers every question with the whole corpus:
// 1. as the guru's answers and the member's questions (some asked through the API, some typed in the chat), with
//    the app's Content-Security-Policy: nothing runs, nothing navigates, every payload is shown as the text it was,
//    and the app raised no CSP violation; an inline script, an inline handler and a script from a Google JSONP
//    endpoint injected into the page are refused by the CSP, the reCAPTCHA script is admitted;
// 2. as raw HTML answers (a history and a reply that skip the server's escaping, served by the fault proxy), with
//    the CSP bypassed so DOMPurify alone stands in the way: nothing runs, and the text around each payload stays.
// A control injects a payload without the sanitizer, to prove the detector sees what runs.
import { rmSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typeablePayloads, type XssPayload, xssPayloads } from "../fixtures/xss-payloads";
import { phoneContext } from "../support/browser";
import { GURU_ANSWERS, OWN_MESSAGES } from "../support/chat-messages";
import { type FakeLlm, startFakeLlm } from "../support/fake-llm";
import { type FaultProxy, startFaultProxy } from "../support/fault-proxy";
import { logInAfterWalkthrough } from "../support/guest-walk";
import { askAsMember, createCoupon, createHttpMember, type HttpMember } from "../support/http-member";
import { migratedDataDir } from "../support/server-data-template";
import { type RunningServer, startServer } from "../support/server-process";
import { connectChromium } from "../support/shared-chromium";

const SLOW = { timeout: 60_000 };
const COUPON = "XSSCORPUS";
const MESSAGE_MAX = 1900;

/**
 * Typeable payloads joined into chat messages under the API's 2,000-character limit, each after a question that asks
 * for a reading: only readings go to the LLM (greetings, off-topic and unplaceable questions get a free built-in
 * reply), and the LLM's reply is the corpus under test.
 */
const READING_QUESTION = "When will I get married? ";
function messagesOf(payloads: XssPayload[]): string[] {
  const messages: string[] = [];
  let current = "";
  for (const p of payloads) {
    const next = current ? `${current} ${p.html}` : p.html;
    if (next.length > MESSAGE_MAX && current) {
      messages.push(READING_QUESTION + current);
      current = p.html;
    } else current = next;
  }
  if (current) messages.push(READING_QUESTION + current);
  return messages;
}

/** Text as the page shows it: controls and NUL dropped, whitespace runs collapsed (HTML and the server's paragraphs do). */
function shown(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the parser drops or keeps C0 controls as it likes
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f]/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

interface Watch {
  fired: number[];
  dialogs: string[];
  violations: string[];
  popups: number;
}

/** Installs the detector (`__xss`, in every frame), the CSP violation listener, and dialog and popup recorders. */
async function watch(context: BrowserContext, page: Page): Promise<Watch> {
  const seen: Watch = { fired: [], dialogs: [], violations: [], popups: 0 };
  await page.exposeFunction("__xss", (n: number) => {
    seen.fired.push(n);
  });
  await page.exposeFunction("__cspViolation", (text: string) => {
    seen.violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) =>
        (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
          `${e.effectiveDirective} ${e.blockedURI} ${e.sample}`,
        ),
      true,
    );
  });
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  context.on("page", () => {
    seen.popups += 1;
  });
  return seen;
}

/** What could run in the message bodies: script-bearing elements, on* handlers, script or data URLs. */
function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const forbiddenTags = new Set([
      "script",
      "iframe",
      "frame",
      "object",
      "embed",
      "base",
      "meta",
      "link",
      "style",
      "form",
      "template",
    ]);
    const urlAttributes = new Set([
      "href",
      "src",
      "action",
      "formaction",
      "xlink:href",
      "data",
      "background",
      "poster",
    ]);
    for (const element of document.querySelectorAll(".message__body *")) {
      const tag = element.localName.toLowerCase();
      if (forbiddenTags.has(tag)) found.push(`<${tag}>`);
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore controls and spaces in schemes
        const value = attribute.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        if (name.startsWith("on")) found.push(`<${tag} ${name}>`);
        if (name === "srcdoc" || name === "style") found.push(`<${tag} ${name}>`);
        if (urlAttributes.has(name) && /^(javascript|vbscript|data):/.test(value))
          found.push(`<${tag} ${name}=${value}>`);
      }
    }
    return found;
  });
}

/** Gives every trigger a chance: hover across the page, focus through it, let media and frames load. */
async function provoke(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  const { width, height } = phoneContext.viewport ?? { width: 390, height: 844 };
  for (let step = 0; step <= 10; step++) await page.mouse.move((width * step) / 10, (height * step) / 10);
  for (let tab = 0; tab < 8; tab++) await page.keyboard.press("Tab");
  await page.locator(".message-list").evaluate((list) => list.scrollIntoView({ block: "end" }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
}

/** A first visit (the walkthrough skipped, as a visitor would), then the login page and the chat. */
async function logInToChat(page: Page, baseUrl: string, member: HttpMember): Promise<void> {
  await logInAfterWalkthrough(page, baseUrl, member.email, member.password);
  await page.getByRole("link", { name: "Chat" }).click();
  await page.waitForURL(/\/chat$/, SLOW);
}

async function sendTyped(page: Page, text: string): Promise<void> {
  const guruAnswers = await page.locator(GURU_ANSWERS).count();
  const input = page.getByRole("textbox", { name: "Your question" });
  await input.fill(text);
  await input.press("Enter");
  await page.locator(GURU_ANSWERS).nth(guruAnswers).waitFor(SLOW);
}

describe("the XSS corpus in Chromium", () => {
  let server: RunningServer;
  let llm: FakeLlm;
  let proxy: FaultProxy;
  let browser: Browser;
  let dataDir: string;
  const corpusText = xssPayloads.map((p) => p.html).join("\n\n");
  const messages = messagesOf(typeablePayloads);
  const typedMessages = messages.slice(-2);

  beforeAll(async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
    llm = await startFakeLlm(() => corpusText);
    dataDir = migratedDataDir("kundali-xss-");
    await createCoupon(dataDir, COUPON, messages.length + 5);
    [server, browser] = await Promise.all([startServer(llm.env, dataDir), connectChromium()]);
    proxy = await startFaultProxy(server.url);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await llm?.stop();
  });

  it(`shows ${xssPayloads.length} payloads as text in answers and questions, runs none, and the CSP refuses inline script`, async () => {
    const member = await createHttpMember(server.url, "Xss Tester", COUPON);
    const apiMessages = messages.slice(0, -2);
    for (const message of apiMessages) await askAsMember(server.url, member, message);

    const context = await browser.newContext({ ...phoneContext, reducedMotion: "reduce" });
    const page = await context.newPage();
    const seen = await watch(context, page);
    await logInToChat(page, server.url, member);
    await page
      .locator(GURU_ANSWERS)
      .nth(apiMessages.length - 1)
      .waitFor(SLOW);
    for (const text of typedMessages) await sendTyped(page, text);
    await provoke(page);

    expect(seen.fired).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    expect(seen.popups).toBe(0);
    expect(page.url()).toBe(`${server.url}/chat`);
    expect(await dangerousMarkup(page)).toEqual([]);
    // The app itself, under its own policy, raised no violation on the way.
    expect(seen.violations).toEqual([]);

    // Not lost: every answer shows the whole corpus as text, every question shows what was asked.
    const answers = await page.locator(GURU_ANSWERS).allTextContents();
    expect(answers).toHaveLength(messages.length);
    for (const answer of answers) {
      const text = shown(answer);
      const missing = xssPayloads.filter((p) => !text.includes(shown(p.html))).map((p) => p.kind);
      expect(missing).toEqual([]);
    }
    // innerText: a typed line break shows as <br>, which textContent would drop.
    const questions = (await page.locator(OWN_MESSAGES).allInnerTexts()).map(shown);
    expect(questions).toEqual(messages.map(shown));
    expect(llm.questions.map(shown)).toEqual(messages.map(shown));

    // The CSP: an inline script element, an inline handler and a script from a Google JSONP endpoint (a known way
    // around a host allowlist) injected into the live page are refused; the reCAPTCHA script is admitted. Google's
    // hosts are answered locally: a script that got through would call the detector.
    await context.route("https://www.google.com/**", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: route.request().url().includes("/recaptcha/") ? "" : "__xss(9003)",
      }),
    );
    const loaded = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "__xss(9001)";
      document.body.append(script);
      const holder = document.createElement("div");
      holder.innerHTML = '<img src="/missing.png" onerror="__xss(9002)">';
      document.body.append(holder);
      const external = (src: string) =>
        new Promise<string>((resolve) => {
          const tag = document.createElement("script");
          tag.src = src;
          tag.onload = () => resolve("loaded");
          tag.onerror = () => resolve("refused");
          document.body.append(tag);
        });
      return Promise.all([
        external("https://www.google.com/complete/search?client=chrome&q=a&jsonp=__xss"),
        external("https://www.google.com/recaptcha/api.js?render=test-site-key"),
      ]);
    });
    expect(loaded).toEqual(["refused", "loaded"]);
    await expect.poll(() => seen.violations.length, SLOW).toBeGreaterThanOrEqual(3);
    await provoke(page);
    expect(seen.violations.some((v) => v.startsWith("script-src-elem inline"))).toBe(true);
    expect(seen.violations.some((v) => v.startsWith("script-src-attr inline"))).toBe(true);
    expect(seen.violations.some((v) => v.startsWith("script-src-elem https://www.google.com/complete/search"))).toBe(
      true,
    );
    expect(seen.fired).toEqual([]);
    await context.close();
  }, 300_000);

  it("keeps raw-HTML answers (history and a reply) harmless with DOMPurify alone", async () => {
    const member = await createHttpMember(server.url, "Raw Tester", COUPON);
    const context = await browser.newContext({ ...phoneContext, reducedMotion: "reduce", bypassCSP: true });
    const page = await context.newPage();
    const seen = await watch(context, page);

    // Control: without the sanitizer and without the CSP, a payload runs and the detector sees it.
    await page.goto(`${proxy.url}/login`);
    await page.evaluate(() => {
      const holder = document.createElement("div");
      holder.innerHTML = '<img src="/missing.png" onerror="__xss(0)">';
      document.body.append(holder);
    });
    await expect.poll(() => seen.fired, SLOW).toEqual([0]);
    seen.fired.length = 0;

    const label = (p: XssPayload) => `Payload ${p.id} (${p.kind}) follows:`;
    proxy.respond("GET", "/api/query-history", {
      status: 200,
      json: {
        query_history: xssPayloads.map((p) => ({
          query: `Raw question ${p.id}`,
          response: [{ text: { value: `<p>${label(p)}</p>${p.html}` } }],
          suggestions: [],
          created_at: new Date().toISOString(),
        })),
      },
    });
    proxy.respond("POST", "/api/assistant/chat", {
      status: 200,
      json: {
        response: [{ text: { value: xssPayloads.map((p) => `<p>Reply ${label(p)}</p>${p.html}`).join("") } }],
        suggestions: [],
        availableQueryCount: 3,
      },
    });
    await logInToChat(page, proxy.url, member);
    await page
      .locator(GURU_ANSWERS)
      .nth(xssPayloads.length - 1)
      .waitFor(SLOW);
    await sendTyped(page, "What do the stars say about my work?");
    await provoke(page);
    proxy.clear();

    expect(seen.fired).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    expect(seen.popups).toBe(0);
    expect(page.url()).toBe(`${proxy.url}/chat`);
    expect(await dangerousMarkup(page)).toEqual([]);
    const answers = (await page.locator(GURU_ANSWERS).allTextContents()).map(shown);
    expect(answers).toHaveLength(xssPayloads.length + 1);
    // Each history answer keeps the text before its payload. In the one reply, later labels may sit inside what an
    // earlier payload opened (a comment, a <textarea>), as any HTML parser reads it; the reply itself must show.
    const lost = xssPayloads.filter((p, i) => !answers[i]?.includes(shown(label(p))));
    expect(lost.map((p) => p.kind)).toEqual([]);
    expect(answers.at(-1)).toContain(`Reply ${shown(label(xssPayloads[0] as XssPayload))}`);
    await context.close();
  }, 300_000);
});
