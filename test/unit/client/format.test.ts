import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../machines/lib/language";
import { displayNumber, displayYear } from "../../../src/i18n/format";

// Node carries every language's number data, so Intl here writes each number in the language's own digits.
describe("displayNumber", () => {
  it.each(LANGUAGES)("writes 0 to 999 in %s as Intl does, without asking Intl", (code) => {
    const intl = new Intl.NumberFormat(code);
    const differing = Array.from({ length: 1000 }, (_, n) => n).filter(
      (n) => displayNumber(n, code) !== intl.format(n),
    );
    expect(differing).toEqual([]);
  });

  it("leaves grouped, negative and fractional numbers to Intl", () => {
    expect(displayNumber(1000, "en")).toBe("1,000");
    expect(displayNumber(100000, "ne")).toBe(new Intl.NumberFormat("ne").format(100000));
    expect(displayNumber(-5, "en")).toBe("-5");
    expect(displayNumber(2.5, "hi")).toBe("2.5");
    expect(displayNumber(12, "ne")).toBe("१२");
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
