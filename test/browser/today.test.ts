// Today in Chromium at 390x844 against the real server: a guest makes a chart (born in Pokhara), /kundali shows the
// Today card right after the short reading and the free answer, and its link opens /today with the day's panchang for the birth place (Nepal's patro,
// provisional) and the line for the reader's Moon sign; in English another place is chosen (New Delhi: drik), is
// still chosen after a reload, and offline the page shows the last day it had. Nepali and Hindi show the same page
// in their words. The browser's clock starts on 19 October 2025, Kag Tihar in Nepal (the Samiti's day), so the card and
// the page list the festival; New Delhi keeps no festival in India's list that day, and the page shows no heading for
// it. Screenshots (looked at by hand, not compared): /tmp/today-shots/<language>-{card,page}.png.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import hi from "../../src/i18n/catalogues/hi";
import ne from "../../src/i18n/catalogues/ne";
import { seriousAxeViolations } from "../support/axe";
import { phoneContext } from "../support/browser";
import { useServerAndBrowser } from "../support/browser-suite";
import { type Catalogue, makeGuestChart, wordIn } from "../support/guest-walk";

const SLOW = { timeout: 60_000 };
const SHOTS = "/tmp/today-shots";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe("Today in Chromium", () => {
  const suite = useServerAndBrowser();

  it.each([
    ["en", "en-US", null, "Hari Prasad"],
    ["ne", "ne-NP", ne as Catalogue, "हरि प्रसाद"],
    ["hi", "hi-IN", hi as Catalogue, "हरि प्रसाद"],
  ] as const)(
    "%s: the card on /kundali, the page behind it",
    async (code, locale, catalogue, name) => {
      const word = (key: string, english: string) => wordIn(catalogue, "today", key, english);
      const context = await suite.browser.newContext({
        ...phoneContext,
        locale,
        timezoneId: "Asia/Kathmandu",
        reducedMotion: "reduce",
        bypassCSP: true,
      });
      // Kag Tihar 2082 in Pokhara, mid-morning: the clock runs on from there.
      await context.clock.install({ time: new Date("2025-10-19T10:00:00+05:45") });
      const page = await context.newPage();
      await makeGuestChart(page, suite.server.url, code, catalogue, name);
      await page.getByRole("heading", { level: 1, name }).waitFor(SLOW);

      // The card, after the free answer's button (what a visitor came for stays first): the BS date, the tithi with
      // its paksha, sunrise and the Moon's line.
      const card = page.locator("section.today-card");
      await card.getByRole("heading", { name: word("title", "Today") }).waitFor(SLOW);
      const paksha = new RegExp(`${word("shukla", "Shukla paksha")}|${word("krishna", "Krishna paksha")}`);
      await card.getByText(paksha).waitFor(SLOW);
      await card.locator(".today__line").waitFor(SLOW);
      const kagTihar = { en: "Kag Tihar", ne: "काग तिहार", hi: "काग तिहार" }[code];
      expect(await card.locator(".today-card__festivals").textContent()).toContain(kagTihar);
      const bs = (await card.locator(".today-card__bs").textContent()) ?? "";
      expect(bs).toMatch(code === "en" ? /^\d{1,2} \w+ 20\d\d BS$/ : /^[०-९\d]{1,2} \S+ [०-९\d]{4} \S+$/);
      const top = await card.boundingBox();
      const freeAnswerName = wordIn(catalogue, "kundali", "viewAnswer", "View your free question's answer");
      const freeAnswer = await page.getByRole("button", { name: freeAnswerName }).boundingBox();
      expect(top && freeAnswer && freeAnswer.y < top.y).toBe(true);
      await shot(page, `${code}-card`);

      await card.getByRole("button", { name: new RegExp(word("open", "Today's panchang")) }).click();
      await page.waitForURL(/\/today$/, SLOW);
      await page.getByRole("heading", { level: 1, name: word("title", "Today") }).waitFor(SLOW);
      for (const label of [word("tithi", "Tithi"), word("sunrise", "Sunrise"), word("rahuKaal", "Rahu kaal")]) {
        await page.locator(".today__facts dt", { hasText: label }).first().waitFor(SLOW);
      }
      // Born in Pokhara: Nepal's patro, marked provisional
      await page.getByText(word("provisional", "Nepal's patro")).first().waitFor(SLOW);
      await page.locator(".today__for-you .today__line").waitFor(SLOW);
      const festivals = page.getByRole("region", { name: word("festivals", "Festivals") });
      expect(await festivals.getByRole("listitem").allTextContents()).toEqual([kagTihar]);
      if (code !== "en") {
        // the angas' names are written in Devanagari
        // (the name, not its end time: Hindi writes times with Intl's "am"/"pm", as everywhere in the app)
        const tithi = await page
          .locator(".today__facts dd")
          .first()
          .evaluate((dd) => dd.firstChild?.textContent ?? "");
        expect(tithi).toMatch(/^[\u0900-\u097F ]+/);
        expect(tithi).not.toMatch(/[A-Za-z]/);
      }
      await shot(page, `${code}-page`);
      expect(await seriousAxeViolations(page, `/today ${code}`)).toEqual([]);

      if (code === "en") {
        // Another place: New Delhi, from the city search; drik there, and still chosen after a reload.
        const field = page.getByRole("combobox", { name: "See the day for another place" });
        await field.click();
        await field.pressSequentially("New Delhi", { delay: 30 });
        const read = page.waitForResponse((r) => r.url().includes("/api/panchang?") && r.url().includes("place_id="));
        await page
          .getByRole("option", { name: /^New Delhi, India/ })
          .first()
          .click(SLOW);
        expect((await read).status()).toBe(200);
        await page.getByText(/^Drik panchang/).waitFor(SLOW);
        // No festival of India's list in New Delhi that day: no heading for an empty list.
        expect(await page.getByRole("heading", { name: "Festivals" }).count()).toBe(0);
        await page.getByRole("button", { name: "Back to the birth place" }).waitFor();
        await page.reload();
        await page.getByText(/^Drik panchang/).waitFor(SLOW);
        // Back to the birth place: Nepal's patro again.
        await page.getByRole("button", { name: "Back to the birth place" }).click();
        await page.getByText(/^Nepal's patro/).waitFor(SLOW);

        // Offline: the page shows the last day it had, and says so.
        await context.setOffline(true);
        await page.getByRole("link", { name: "Home" }).click();
        await page.waitForURL(/\/kundali$/, SLOW);
        await page.getByRole("heading", { level: 1, name }).waitFor(SLOW);
        await page
          .locator("section.today-card")
          .getByRole("button", { name: /Today's panchang/ })
          .click();
        await page.waitForURL(/\/today$/, SLOW);
        await page.getByText(/^Shown from the last time we were online/).waitFor(SLOW);
        await page.locator(".today__facts dt", { hasText: "Tithi" }).waitFor();
        expect(await page.locator(".today__place").textContent()).toBe("Pokhara, Nepal");
        await shot(page, "en-offline");
        await context.setOffline(false);
      }
      await context.close();
    },
    180_000,
  );
});
