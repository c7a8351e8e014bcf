// The kundali PDF: A4, two pages at least, the person and the ascendant on page 1 in the report's language, both
// chart styles, Noto Sans Devanagari embedded, page numbers on every page and nothing written into the bottom margin,
// the same bytes for the same report.
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { CHART_STYLES, type KundaliReport } from "../../../contract/kundali";
import { scriptRuns } from "../../../server/kundali/pdf/pdf-text";
import { formatDegree } from "../../../server/kundali/pdf/pdf-words";
import { renderKundaliPdf } from "../../../server/kundali/pdf/render-kundali-pdf";
import { fixtureKundaliReport } from "../../support/kundali-report";

const A4 = [0, 0, 595.28, 841.89];

async function read(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: false });
  return { document, totalPages, pages: text };
}

/** The text items of a page with their baselines (PDF units from the page's bottom). */
async function itemsOf(document: Awaited<ReturnType<typeof getDocumentProxy>>, pageNumber: number) {
  const page = await document.getPage(pageNumber);
  const content = await page.getTextContent();
  return {
    view: page.view,
    items: content.items.flatMap((item) =>
      "str" in item && item.str.trim() ? [{ text: item.str, y: item.transform[5] as number }] : [],
    ),
  };
}

describe("the kundali PDF", () => {
  it.each(CHART_STYLES)("in English, %s style: the person, the ascendant and the sections", async (style) => {
    const report = fixtureKundaliReport("en");
    const pdf = await renderKundaliPdf(report, { style, timeZone: "Asia/Kathmandu" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { document, totalPages, pages } = await read(pdf);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    const first = pages[0] ?? "";
    expect(first).toContain("Sita Sharma");
    expect(first).toContain(report.planets[0]?.sign_name ?? "?"); // the ascendant's sign: Taurus
    expect(first).toContain("Rasi chart (D1)");
    expect(first).toContain(style === "north" ? "North Indian style" : "South Indian style");
    expect(first).toContain("Lahiri ayanamsa · mean node");
    expect(first).toContain("UTC+05:45");
    expect(first).toContain("Planet positions");
    const all = pages.join("\n");
    for (const section of [
      "Vimshottari dasha",
      "Mahadashas",
      "Transits now",
      "Sade Sati",
      "Manglik",
      "Yogas",
      "Interpretation",
    ]) {
      expect(all).toContain(section);
    }
    expect(all).toContain("running now");
    expect((await itemsOf(document, 1)).view).toEqual(A4);
  });

  it.each(["ne", "hi"] as const)(
    "in %s: the name, the ascendant's sign and Noto Sans Devanagari embedded",
    async (language) => {
      const report = fixtureKundaliReport(language);
      for (const style of CHART_STYLES) {
        const pdf = await renderKundaliPdf(report, { style, timeZone: "Asia/Kathmandu" });
        const { totalPages, pages } = await read(pdf);
        expect(totalPages).toBeGreaterThanOrEqual(2);
        expect(pages[0]).toContain("Sita Sharma");
        // Taurus (वृष / वृषभ) has no vowel sign drawn before its consonant, so it reads back whole.
        expect(pages[0]).toContain(report.planets[0]?.sign_name ?? "?");
        const raw = pdf.toString("latin1");
        expect(raw).toMatch(/\/FontFile2|\/FontFile3/);
        expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
        expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-SemiBold/);
        // Nepali writes its digits in Devanagari: the footer reads "१ / ३".
        if (language === "ne") expect(pages[0]).toMatch(/१ \/ [२-९]/);
      }
    },
  );

  it("numbers every page and writes nothing into the bottom margin, however long the report", async () => {
    const base = fixtureKundaliReport("en");
    const long: KundaliReport = {
      ...base,
      interpretation: Array.from(
        { length: 40 },
        (_, index) =>
          `Paragraph ${index + 1}. The Moon in Cancer in the third house gives a warm, restless mind that likes to write, travel and keep in touch; Jupiter's aspect steadies it.`,
      ).join("\n\n"),
      now: { ...base.now, yogas: [...base.now.yogas, ...base.now.yogas, ...base.now.yogas, ...base.now.yogas] },
    };
    const pdf = await renderKundaliPdf(long, { style: "north", timeZone: "Asia/Kathmandu" });
    const { document, totalPages, pages } = await read(pdf);
    expect(totalPages).toBeGreaterThanOrEqual(4);
    expect(pages.join("\n")).toContain("Paragraph 40.");
    for (let page = 1; page <= totalPages; page++) {
      const { items } = await itemsOf(document, page);
      expect(pages[page - 1]).toContain(`${page} / ${totalPages}`);
      // Body text ends above the footer's band (the bottom 68 pt); only the footer is written below it.
      const low = items.filter((item) => item.y < 68).map((item) => item.text);
      expect(low.every((text) => text === `${page} / ${totalPages}` || text.includes("Sita Sharma"))).toBe(true);
      expect(items.every((item) => item.y > 30 && item.y < 841.89 - 30)).toBe(true);
    }
  });

  it("writes calendar dates in the reader's zone", async () => {
    const report = fixtureKundaliReport("en");
    // The Rahu pratyantardasha of the fixture starts on 30 May 2026 in Kathmandu.
    const start = report.dasha.pratyantardashas.find((period) => period.running)?.start ?? "";
    const inZone = (timeZone: string) =>
      new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }).format(
        new Date(start),
      );
    for (const timeZone of ["Asia/Kathmandu", "America/Los_Angeles"]) {
      const { pages } = await read(await renderKundaliPdf(report, { style: "south", timeZone }));
      expect(pages.join("\n")).toContain(inZone(timeZone));
    }
  });

  it("gives the same bytes for the same report", async () => {
    const report = fixtureKundaliReport("ne");
    const once = await renderKundaliPdf(report, { style: "south", timeZone: "Asia/Kathmandu" });
    const twice = await renderKundaliPdf(report, { style: "south", timeZone: "Asia/Kathmandu" });
    expect(once.equals(twice)).toBe(true);
  });

  it("writes each script in its own face, and degrees as 14°32′ in the reader's digits", () => {
    expect(scriptRuns("Sita शर्मा (व) कुण्डली")).toEqual([
      { text: "Sita ", script: "latin" },
      { text: "शर्मा ", script: "devanagari" },
      { text: "(", script: "latin" },
      { text: "व", script: "devanagari" },
      { text: ") ", script: "latin" },
      { text: "कुण्डली", script: "devanagari" },
    ]);
    expect(formatDegree(14.54, "en")).toBe("14°32′");
    expect(formatDegree(29.9999, "hi")).toBe("29°59′");
    expect(formatDegree(4.7, "ne")).toBe("४°४२′");
  });
});
