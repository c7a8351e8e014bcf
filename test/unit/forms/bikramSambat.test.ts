// Conversions checked against published dates: the new years in the glossary, Nepali news reports of festival
// days (weekday and date), the Gregorian new years of 2000 and the first and last days of months where they fall.
import { describe, expect, it } from "vitest";
import { BS_DATE_INCOMPLETE, BS_YEAR_UNSUPPORTED, bsPartsOf, bsToAd } from "../../../machines/lib/bikramSambat";
import { firstBirthCalendar } from "../../../machines/lib/birthCalendar";
import { daysInBsMonth } from "../../../shared/calendar/bikram-sambat";
import { adToBs, formatBirthDate, formatBsDate } from "../../../shared/calendar/dates";

const parts = (year: number, month: number, day: number) => ({
  year: String(year),
  month: String(month),
  day: String(day),
});

describe("Bikram Sambat <-> Gregorian", () => {
  it.each([
    // BS year, month, day, AD
    [2081, 1, 1, "2024-04-13"], // 1 Baishakh 2081 (the glossary)
    [2082, 1, 1, "2025-04-14"], // 1 Baishakh 2082 (the glossary)
    [2080, 1, 1, "2023-04-14"], // Nepali new year 2080
    [2062, 1, 1, "2005-04-14"], // Nepali new year 2062
    [2068, 1, 1, "2011-04-14"],
    [2080, 12, 12, "2024-03-25"], // Holi in the Terai, Monday 12 Chaitra 2080
    [2081, 6, 25, "2024-10-11"], // Maha Ashtami and Navami, Friday 25 Ashwin 2081
    [2081, 7, 15, "2024-10-31"], // Laxmi Puja, Thursday 15 Kartik 2081
    [2056, 9, 17, "2000-01-01"], // AD 2000 began on 17 Poush 2056
    [2057, 9, 16, "2000-12-31"], // and ended on 16 Poush 2057
    [2038, 9, 17, "1982-01-01"],
    [2037, 11, 28, "1981-03-11"],
    [2076, 2, 1, "2019-05-15"], // first day of a 32-day Jestha
    [2076, 2, 32, "2019-06-15"], // its last day
    [2076, 3, 1, "2019-06-16"], // first of Asar after it
    [2068, 8, 29, "2011-12-15"], // last day of Mangsir 2068
    [2068, 9, 1, "2011-12-16"], // first of Poush 2068
    [2076, 11, 17, "2020-02-29"], // a leap day
    [1990, 9, 18, "1934-01-01"], // 1 January 1934 fell on 18 Poush 1990
    [1999, 9, 17, "1943-01-01"],
    [1970, 1, 1, "1913-04-13"],
  ])("%i-%i-%i BS = %s AD, both ways", (year, month, day, ad) => {
    expect(bsToAd(parts(year, month, day))).toEqual({ ok: true, ad, bs: { year, month, day } });
    expect(adToBs(ad)).toEqual({ year, month, day });
  });

  it("has every month 29 to 32 days long and every year 365 or 366 days, 1970-2090 BS", () => {
    for (let year = 1970; year <= 2090; year++) {
      let total = 0;
      for (let month = 1; month <= 12; month++) {
        const days = daysInBsMonth(year, month) ?? 0;
        expect(days, `${year}-${month}`).toBeGreaterThanOrEqual(29);
        expect(days, `${year}-${month}`).toBeLessThanOrEqual(32);
        total += days;
      }
      expect([365, 366], String(year)).toContain(total);
    }
  });

  it("runs day by day without a gap across year ends (1 Baishakh follows the last of Chaitra)", () => {
    for (const year of [1990, 2000, 2045, 2080, 2081, 2089]) {
      const last = daysInBsMonth(year, 12) ?? 0;
      const end = bsToAd(parts(year, 12, last));
      const next = bsToAd(parts(year + 1, 1, 1));
      if (!end.ok || !next.ok) throw new Error(`${year} did not convert`);
      expect(Date.parse(next.ad) - Date.parse(end.ad)).toBe(86_400_000);
    }
  });

  it("explains a day the month does not have", () => {
    expect(daysInBsMonth(2081, 1)).toBe(31);
    expect(bsToAd(parts(2081, 1, 32))).toEqual({
      ok: false,
      message: "There is no 32 Baishakh 2081: Baishakh 2081 has 31 days.",
    });
    expect(bsToAd(parts(2076, 2, 32)).ok).toBe(true);
  });

  it("asks for the missing parts and names the supported years", () => {
    expect(bsToAd({ year: "2081", month: "", day: "1" })).toEqual({ ok: false, message: BS_DATE_INCOMPLETE });
    expect(bsToAd({ year: "81", month: "1", day: "1" })).toEqual({ ok: false, message: BS_DATE_INCOMPLETE });
    expect(bsToAd(parts(1969, 1, 1))).toEqual({ ok: false, message: BS_YEAR_UNSUPPORTED });
    expect(bsToAd(parts(2201, 1, 1))).toEqual({ ok: false, message: BS_YEAR_UNSUPPORTED });
  });

  it("has no BS date for an unreal or out-of-table AD date", () => {
    expect(adToBs("2024-02-30")).toBeNull();
    expect(adToBs("1900-01-01")).toBeNull();
    expect(adToBs("nonsense")).toBeNull();
  });

  it("shows and prefills a date", () => {
    expect(formatBsDate({ year: 2081, month: 1, day: 1 })).toBe("1 Baishakh 2081 BS");
    expect(bsPartsOf("2024-04-13")).toEqual({ year: "2081", month: "1", day: "1" });
    expect(bsPartsOf("")).toEqual({ year: "", month: "", day: "" });
  });
});

describe("Bikram Sambat dates as entered", () => {
  it("words its messages for the form", () => {
    expect(BS_DATE_INCOMPLETE).toBe("Please choose the year, month and day of the birth date.");
    expect(BS_YEAR_UNSUPPORTED).toBe("Bikram Sambat years from 1970 to 2200 are supported.");
  });

  it("reads a year typed with spaces around it", () => {
    expect(bsToAd({ year: " 2081 ", month: "1", day: "1" })).toEqual({
      ok: true,
      ad: "2024-04-13",
      bs: { year: 2081, month: 1, day: 1 },
    });
  });

  it.each([
    [{ year: "2081", month: "1", day: "" }],
    [{ year: "x2081", month: "1", day: "1" }],
    [{ year: "20812", month: "1", day: "1" }],
  ])("asks for a whole date when given %j", (entered) => {
    expect(bsToAd(entered)).toEqual({ ok: false, message: BS_DATE_INCOMPLETE });
  });

  it.each([
    ["0", "There is no 0 Baishakh 2081: Baishakh 2081 has 31 days."],
    ["1.5", "There is no 1.5 Baishakh 2081: Baishakh 2081 has 31 days."],
  ])("refuses day %j", (day, message) => {
    expect(bsToAd({ year: "2081", month: "1", day })).toEqual({ ok: false, message });
  });

  it("knows no month outside 1-12 and no year outside the table", () => {
    expect(daysInBsMonth(2081, 0)).toBeNull();
    expect(daysInBsMonth(2081, 13)).toBeNull();
    expect(daysInBsMonth(2081, 1.5)).toBeNull();
    expect(daysInBsMonth(2081, 12)).toBe(31); // Chaitra 2081 ends the day before 1 Baishakh 2082 (2025-04-14)
    expect(daysInBsMonth(1969, 1)).toBeNull();
    expect(daysInBsMonth(2201, 1)).toBeNull();
  });

  it("converts AD dates through the published table and the computed years after it, to 2200 BS", () => {
    expect(adToBs(" 2024-04-13 ")).toEqual({ year: 2081, month: 1, day: 1 });
    expect(adToBs("2033-04-14")).toEqual({ year: 2090, month: 1, day: 1 }); // 1 Baishakh 2090, the table's
    expect(adToBs("2034-05-01")).toEqual({ year: 2091, month: 1, day: 18 }); // computed
    expect(adToBs("2045-12-24T00:00:00Z")).toEqual({ year: 2102, month: 9, day: 9 });
    expect(bsToAd(parts(2102, 9, 9))).toEqual({ ok: true, ad: "2045-12-24", bs: { year: 2102, month: 9, day: 9 } });
    expect(adToBs("2150-01-01")).toBeNull(); // past 2200 BS
    expect(adToBs("x2024-04-13")).toBeNull();
  });
});

describe("a birth date shown in both calendars", () => {
  it.each([
    ["2024-05-05", "May 05 2024 · 23 Baishakh 2081 BS"],
    ["2024-04-13", "Apr 13 2024 · 1 Baishakh 2081 BS"],
    ["1900-01-01", "Jan 01 1900"],
    ["not a date", "not a date"],
  ])("%j -> %j", (date, shown) => {
    expect(formatBirthDate(date)).toBe(shown);
  });
});

describe("the calendar the birth date starts in", () => {
  it.each([
    ["ne", "BS"],
    ["ne-NP", "BS"],
    ["en", "AD"],
    ["hi", "AD"],
    [null, "AD"],
  ] as const)("%j -> %s", (language, calendar) => {
    expect(firstBirthCalendar(language)).toBe(calendar);
  });
});
