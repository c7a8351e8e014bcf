// Layout on a 390x844 phone in Chromium against the real server: a long e-mail wraps at its '@' and dots, the
// register modal's actions stay on screen, the not-found title is a screen title, the birth place reads the same on
// /kundali and /profile after a modal registration, toasts sit above the bottom navigation, and /chat's loading state
// keeps the page at the phone's width.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../support/accounts";
import { phoneContext, phoneViewport } from "../../support/browser";
import { useServerAndBrowser } from "../../support/browser-suite";
import { logInAfterWalkthrough, walkGuestToChat } from "../../support/guest-walk";
import { registerOverHttp } from "../../support/http-member";
import { recordJourney } from "../../support/journey";

const SLOW = { timeout: 60_000 };

describe("layout on a phone", () => {
  const suite = useServerAndBrowser();

  async function newPage(): Promise<Page> {
    // axe-core is injected as a script tag, which the app's Content-Security-Policy would refuse.
    return suite.browser.newPage({ ...phoneContext, reducedMotion: "reduce", bypassCSP: true });
  }

  async function logIn(page: Page, email: string, password: string): Promise<void> {
    await logInAfterWalkthrough(page, suite.server.url, email, password);
  }

  /** Whether `box` lies wholly inside the phone's screen. */
  function onScreen(box: { y: number; height: number } | null): boolean {
    return box !== null && box.y >= 0 && box.y + box.height <= phoneViewport.height;
  }

  it("wraps a long e-mail at its '@' and dots, not mid-word", async () => {
    const email = "aparajita.bhattarai-koirala.household@kathmandu-example.com";
    await registerOverHttp(suite.server.url, { name: "Aparajita Koirala", email });
    const page = await newPage();
    const journey = recordJourney(page, "layout-profile");
    await logIn(page, email, TEST_PASSWORD);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    const address = page.locator(".profile__details dd").filter({ hasText: "kathmandu-example" });
    await address.waitFor(SLOW);
    // Each line break falls before the '@' or a dot, or after a hyphen: no word is cut.
    const lines = await address.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const byTop = new Map<number, string>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          byTop.set(top, (byTop.get(top) ?? "") + text[i]);
        }
      }
      return [...byTop.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
    });
    const addressLines = lines.filter((line) => !/verified/i.test(line));
    expect(addressLines.join("")).toBe(email);
    expect(addressLines.length).toBeGreaterThan(1);
    addressLines.slice(1).forEach((line, index) => {
      const previous = addressLines[index] ?? "";
      expect(/^[@.]/.test(line) || previous.endsWith("-"), JSON.stringify(addressLines)).toBe(true);
    });
    await journey.capture("long-email");
    await journey.finish();
  });

  it("puts toasts above the bottom navigation", async () => {
    const account = await registerOverHttp(suite.server.url, { name: "Toya Adhikari" });
    const page = await newPage();
    const journey = recordJourney(page, "layout-toast");
    await logIn(page, String(account.email), TEST_PASSWORD);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    await page.getByRole("heading", { name: "Profile Details" }).waitFor(SLOW);
    // The network going away raises a toast ('No internet connection.'): above the bar, not over its labels.
    await page.context().setOffline(true);
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor(SLOW);
    await page.waitForFunction(
      () => document.querySelector("[data-sonner-toast]")?.getAttribute("data-mounted") === "true",
    );
    const nav = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    const toastBox = await toast.boundingBox();
    expect(nav).not.toBeNull();
    expect(toastBox).not.toBeNull();
    expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(nav?.y ?? 0);
    await journey.capture("toast");
    await page.context().setOffline(false);
    await journey.finish();
  });

  it("keeps the page at the phone's width while a member's conversation loads on /chat", async () => {
    const account = await registerOverHttp(suite.server.url, { name: "Chandra Gurung" });
    const page = await newPage();
    await logIn(page, String(account.email), TEST_PASSWORD);
    // The conversation is held back until the loading state has been measured.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/query-history**", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Chat" }).click();
    await page.locator(".chat__history-loading").waitFor(SLOW);
    // A phone lays a page out wider when something overflows it, which moved every fixed bar (0.051 of layout shift
    // when the conversation came): the typing dots' enlargement once overflowed the column.
    const loadingNav = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phoneViewport.width);
    expect(loadingNav).toEqual({ x: 0, y: phoneViewport.height - (loadingNav?.height ?? 0), width: 390, height: 64 });
    release();
    await page.locator(".chat__history-loading").waitFor({ state: "detached", ...SLOW });
    expect(await page.getByRole("navigation", { name: "Main" }).boundingBox()).toEqual(loadingNav);
  });

  it("keeps the register modal's actions on screen, and the place reads the same on /kundali and /profile", async () => {
    const page = await newPage();
    const journey = recordJourney(page, "layout-register-modal");
    await walkGuestToChat(page, suite.server.url, "Hari Bhandari");
    const input = page.getByRole("textbox", { name: "Your question" });
    await input.fill("When will I buy a house?");
    await input.press("Enter");
    const register = page.getByRole("dialog", { name: "Create your account!" });
    await register.waitFor(SLOW);
    expect(onScreen(await register.getByRole("button", { name: "Register" }).boundingBox())).toBe(true);
    expect(onScreen(await register.getByRole("button", { name: "Cancel" }).boundingBox())).toBe(true);
    await journey.capture("register-modal");

    const email = "hari.layout@example.com";
    await register.getByLabel("Email").fill(email);
    await register.getByLabel("Contact").fill("9841234567");
    await register.getByLabel("Password", { exact: true }).fill("modal-secret");
    await register.getByLabel("Confirm Password").fill("modal-secret");
    expect(onScreen(await register.getByRole("button", { name: "Register" }).boundingBox())).toBe(true);
    await register.getByRole("button", { name: "Register" }).click();
    const login = page.getByRole("dialog", { name: "Login" });
    await login.getByRole("button", { name: "Login" }).click(SLOW);
    await page.getByText(/You have \d+ remaining questions?\./).waitFor(SLOW);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await page.getByRole("heading", { name: "Hari Bhandari" }).waitFor(SLOW);
    await page.getByText("Pokhara, Nepal", { exact: true }).first().waitFor(SLOW);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    await page.locator(".profile__details").getByText("Pokhara, Nepal", { exact: true }).waitFor(SLOW);
    await journey.finish();
  });

  it("titles the not-found page in the app's heading style", async () => {
    const page = await newPage();
    await page.goto(`${suite.server.url}/register`);
    const reference = page.getByRole("heading", { name: "Create your account!" });
    await reference.waitFor(SLOW);
    const style = (element: Element) => {
      const computed = getComputedStyle(element);
      return [computed.fontFamily, computed.fontSize, computed.fontWeight, computed.color];
    };
    const screenTitle = await reference.evaluate(style);
    await page.goto(`${suite.server.url}/no-such-page`);
    const title = page.getByRole("heading", { name: "Opps!... Page does not exist!" });
    await title.waitFor(SLOW);
    expect(await title.evaluate(style)).toEqual(screenTitle);
    await page.screenshot({ path: "test/e2e/screenshots/journey-layout-not-found.png" });
    await page.close();
  });
}, 600_000);
