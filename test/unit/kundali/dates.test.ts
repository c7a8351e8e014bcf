// The dates of the kundali's sentences: the reader's calendar day (not the UTC one), Bikram Sambat in Nepali, and past
// the published BS calendar an AD date marked as AD, never an unmarked one; the reading and the report use them.
import { describe, expect, it } from "vitest";
import { interpretChart } from "../../../server/charts/interpretation";
import { kundaliDates } from "../../../server/kundali/dates";
import { fixtureChart, SAMPLE_NOW } from "../../support/kundali-report";

describe("kundali dates", () => {
  // 18:30 UTC on 13 February 2029 is already 14 February in Kathmandu
  const lateEvening = "2029-02-13T18:30:00.000Z";

  it("writes the reader's calendar day in each language", () => {
    expect(kundaliDates("en", "Asia/Kathmandu").day(lateEvening)).toBe("14 February 2029");
    expect(kundaliDates("en", "UTC").day(lateEvening)).toBe("13 February 2029");
    expect(kundaliDates("hi", "Asia/Kathmandu").day(lateEvening)).toBe("14 फ़रवरी 2029");
    // 14 February 2029 is 2 Falgun 2085 BS
    expect(kundaliDates("ne", "Asia/Kathmandu").day(lateEvening)).toBe("२ फागुन २०८५");
    expect(kundaliDates("ne", "Asia/Kathmandu").monthYear(lateEvening)).toBe("फागुन २०८५");
  });

  it("writes a Nepali date past the published table (2090 BS) in the computed BS calendar", () => {
    // 24 December 2045 is 9 Poush 2102 BS by the Sun's ingress (shared/calendar/bikram-sambat.ts)
    expect(kundaliDates("ne", "Asia/Kathmandu").day("2045-12-24T00:00:00Z")).toBe("९ पुस २१०२");
  });

  it("marks a Nepali date past the BS calendar (2200 BS) as AD", () => {
    expect(kundaliDates("ne", "Asia/Kathmandu").day("2150-12-24T00:00:00Z")).toBe("२४ डिसेम्बर २१५० ई.सं.");
    expect(kundaliDates("ne", "Asia/Kathmandu").monthYear("2150-12-24T00:00:00Z")).toBe("डिसेम्बर २१५० ई.सं.");
  });

  it("gives the Nepali reading its dates in Bikram Sambat, none in unmarked AD", () => {
    const reading = interpretChart("सीता", fixtureChart(), SAMPLE_NOW, "ne", "Asia/Kathmandu");
    expect(reading).toMatch(/[०-९]+ (बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) २०[०-९]{2}/);
    for (const month of ["जनवरी", "फेब्रुअरी", "मार्च", "अप्रिल", "जुलाई", "अगस्ट", "सेप्टेम्बर", "अक्टोबर", "नोभेम्बर", "डिसेम्बर"]) {
      for (const at of reading.matchAll(new RegExp(`${month} [०-९]+`, "g"))) {
        expect(reading.slice(at.index, at.index + at[0].length + 6)).toContain("ई.सं.");
      }
    }
  });
});
