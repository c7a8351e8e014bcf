// The first layer of /kundali from real reports in each language: a few plain sentences (at most 80 words) written for
// the chart, each classical word explained where it appears, the running period's end written as the timeline writes
// it; and the timeline's rule for Nepali dates past the published Bikram Sambat calendar.
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { KundaliReport } from "../../contract/kundali";
import { periodDate, periodSpan } from "../../src/features/kundali/depth/periodDates";
import { kundaliSummary, type SummaryWords, summaryMessages } from "../../src/features/kundali/summary";
import hi from "../../src/i18n/catalogues/hi";
import ne from "../../src/i18n/catalogues/ne";
import { calendarWords } from "../../src/i18n/format";
import { language } from "../../src/i18n/i18n";
import { ASHA_BIRTH, fixtureKundaliReport, KATHMANDU_BIRTH, SAMPLE_NOW } from "../support/kundali-report";

afterEach(() => language.set("en"));

const titles = { en: "Your kundali in short", ne: ne.kundaliSummary?.title, hi: hi.kundaliSummary?.title };

/** The summary's words and the calendar's in a language, once its catalogue has loaded. */
async function wordsIn(code: "en" | "ne" | "hi") {
  language.set(code);
  await waitFor(() => expect(summaryMessages.get().title).toBe(titles[code]));
  await waitFor(() => expect(calendarWords.get().bsMonth1).toBe(code === "en" ? "Baishakh" : "बैशाख"));
  return {
    t: summaryMessages.get() as SummaryWords,
    months: calendarWords.get() as unknown as Record<string, string>,
  };
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the short reading", () => {
  it.each(["en", "ne", "hi"] as const)(
    "%s: at most 80 words, for this chart, its period's end as the timeline writes it",
    async (code) => {
      const { t, months } = await wordsIn(code);
      // Asha: Mercury's mahadasha just begun; Sita (Kathmandu, 1990): another chart, read on the same day
      for (const birth of [ASHA_BIRTH, KATHMANDU_BIRTH]) {
        const report: KundaliReport = fixtureKundaliReport(code, SAMPLE_NOW, birth);
        const date = (iso: string) => periodDate(iso, code, months, "Asia/Kathmandu");
        const text = kundaliSummary(report, t, date).join(" ");
        expect(wordCount(text)).toBeLessThanOrEqual(80);
        const ascendant = report.planets.find((row) => row.point === "ascendant");
        const moon = report.planets.find((row) => row.point === "moon");
        const running = report.dasha.mahadashas.find((period) => period.running);
        expect(text).toContain(ascendant?.sign_name);
        expect(text).toContain(moon?.nakshatra_name);
        expect(text).toContain(running?.lord_name);
        expect(text).toContain(date(running?.end ?? ""));
        // nothing English but the person's own name
        if (code !== "en") expect(text.replace(birth.name.split(" ")[0] ?? "", "")).not.toMatch(/[A-Za-z]/);
      }
    },
  );

  it("explains the classical words where they first appear", async () => {
    const { t, months } = await wordsIn("en");
    const report = fixtureKundaliReport("en", SAMPLE_NOW, ASHA_BIRTH);
    const text = kundaliSummary(report, t, (iso) => periodDate(iso, "en", months, "Asia/Kathmandu")).join(" ");
    expect(text).toMatch(/^Asha, your ascendant \(lagna\), the sign rising as you were born, is Aries/);
    expect(text).toContain("nakshatra, the Moon's star");
    expect(text).toContain("mahadasha, the main planetary period");
  });
});

describe("Nepali period dates and the published calendar", () => {
  it("writes a period in Bikram Sambat inside the table, in marked AD at both ends when either end is past it", async () => {
    const { months } = await wordsIn("ne");
    // 2088-2089 BS is inside the table
    expect(periodSpan("2031-05-01T00:00:00Z", "2032-05-01T00:00:00Z", "ne", months, "Asia/Kathmandu")).toBe(
      "१७ बैशाख २०८८ – १८ बैशाख २०८९",
    );
    // past the published table (2090 BS), the computed calendar goes on in BS
    expect(periodSpan("2033-01-10T00:00:00Z", "2045-12-24T00:00:00Z", "ne", months, "Asia/Kathmandu")).toBe(
      "२६ पुस २०८९ – ९ पुस २१०२",
    );
    // the end is past the calendar's 2200 BS (April 2144 AD): both ends in AD, marked
    expect(periodSpan("2140-01-10T00:00:00Z", "2150-12-24T00:00:00Z", "ne", months, "Asia/Kathmandu")).toBe(
      "२१४० जनवरी १० ई.सं. – २१५० डिसेम्बर २४ ई.सं.",
    );
    expect(periodDate("2150-12-24T00:00:00Z", "ne", months, "Asia/Kathmandu")).toBe("२१५० डिसेम्बर २४ ई.सं.");
    // English and Hindi readers see AD without a mark, as everywhere in their pages
    expect(periodSpan("2033-01-10T00:00:00Z", "2045-12-24T00:00:00Z", "en", {}, "Asia/Kathmandu")).toBe(
      "Jan 10 2033 – Dec 24 2045",
    );
  });
});
