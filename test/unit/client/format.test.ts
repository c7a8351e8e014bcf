import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/language";
import hi from "../../../src/i18n/catalogues/hi";
import ne from "../../../src/i18n/catalogues/ne";
import { displayBirthDate, displayDate, displayNumber, displayTime, displayYear } from "../../../src/i18n/format";

// Node carries every language's number data, so Intl here writes each number in the language's own digits.
describe("displayNumber", () => {
  it.each(LANGUAGES)("writes 0 to 999 in %s as Intl does, without asking Intl", (code) => {
    const intl = new Intl.NumberFormat(code);
    const differing = Array.from({ length: 1000 }, (_, n) => n).filter(
      (n) => displayNumber(n, code) !== intl.format(n),
    );
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGES)("writes numbers below 1,000 with up to three decimals in %s as Intl does", (code) => {
    const intl = new Intl.NumberFormat(code);
    const values = [0.5, 0.001, 1.25, 12.34, 23.999, 99.9, 180.05, 359.99, 999.999, 0.1 + 0.2, 12.3456, 1e-7];
    expect(values.map((value) => displayNumber(value, code))).toEqual(values.map((value) => intl.format(value)));
  });

  it("leaves grouped, negative and long numbers to Intl", () => {
    expect(displayNumber(1000, "en")).toBe("1,000");
    expect(displayNumber(100000, "ne")).toBe(new Intl.NumberFormat("ne").format(100000));
    expect(displayNumber(-5, "en")).toBe("-5");
    expect(displayNumber(2.5, "hi")).toBe("2.5");
    expect(displayNumber(12, "ne")).toBe("१२");
    expect(displayNumber(12.3456, "en")).toBe("12.346");
  });
});

describe("displayYear", () => {
  it.each(LANGUAGES)("writes a year in %s as Intl does, less the grouping", (code) => {
    const intl = new Intl.NumberFormat(code);
    const years = [1, 999, 1000, 1944, 2024, 2081, 2100, 9999];
    expect(years.map((year) => displayYear(year, code))).toEqual(
      years.map((year) => intl.format(year).replace(/,/g, "")),
    );
  });
});

describe("Nepali dates and times", () => {
  it("are written as CLDR writes them", () => {
    const dates = new Intl.DateTimeFormat("ne", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const isoDates = [1990, 2024].flatMap((year) =>
      Array.from({ length: 12 }, (_, month) =>
        [1, 15, 28].map((day) => `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`),
      ).flat(),
    );
    const asCldr = (iso: string) =>
      dates.format(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))));
    expect(isoDates.map((iso) => displayDate(iso, "ne"))).toEqual(isoDates.map(asCldr));

    // On the 1-12 clock (h12), as English and Hindi are: asked for hour12, Intl gives Nepali, a 24-hour language
    // in CLDR, the 0-11 clock (h11), and writes half past midnight "०:३० पूर्वाह्न".
    const times = new Intl.DateTimeFormat("ne", {
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h12",
      timeZone: "UTC",
    });
    const clock = Array.from({ length: 24 }, (_, hour) =>
      [0, 5, 30, 59].map((minute) => [hour, minute] as const),
    ).flat();
    const hhmm = ([hour, minute]: readonly [number, number]) =>
      `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
    expect(clock.map((time) => displayTime(hhmm(time), "ne"))).toEqual(
      clock.map(([hour, minute]) => times.format(Date.UTC(2000, 0, 1, hour, minute))),
    );
  });
});

describe("displayBirthDate", () => {
  type Words = Parameters<typeof displayBirthDate>[2];
  it("reads Bikram Sambat first in Nepali, each calendar marked", () => {
    expect(displayBirthDate("1988-11-02", "ne", ne.calendar as unknown as Words)).toBe(
      `१७ कात्तिक २०४५ वि.सं. · ${displayDate("1988-11-02", "ne")} ई.सं.`,
    );
  });
  it("reads AD first in Hindi, Bikram Sambat after it", () => {
    expect(displayBirthDate("1988-11-02", "hi", hi.calendar as unknown as Words)).toBe(
      "2 नवंबर 1988 · 17 कात्तिक 2045 वि.सं.",
    );
  });
});
