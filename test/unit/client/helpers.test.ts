import { describe, expect, it } from "vitest";
import { formatDisplayDate } from "../../../machines/lib/dateDisplay";
import { lineBreaksToHtml } from "../../../machines/lib/lineBreaks";
import { isMissing, presentOr } from "../../../machines/lib/missing";
import { to12Hour, to24Hour } from "../../../machines/lib/time";

describe("12/24-hour conversion (SPEC §5)", () => {
  it.each([
    ["14:30", "14:30"],
    ["00:00", "00:00"],
    ["23:59", "23:59"],
    ["14:30:00", "14:30"],
    ["2:30 PM", "14:30"],
    ["02:30 pm", "14:30"],
    ["12:00 PM", "12:00"],
    ["12:05 AM", "00:05"],
    ["11:59 PM", "23:59"],
    ["9:07AM", "09:07"],
    ["24:00", null],
    ["13:00 PM", null],
    ["0:30 AM", null],
    ["12:60 PM", null],
    ["noon", null],
  ])("to24Hour(%j) = %j", (input, expected) => {
    expect(to24Hour(input)).toBe(expected);
  });
  it.each([
    ["14:30", "02:30 PM"],
    ["00:05", "12:05 AM"],
    ["12:00", "12:00 PM"],
    ["09:07", "09:07 AM"],
    ["2:30 PM", "02:30 PM"],
    ["25:00", null],
  ])("to12Hour(%j) = %j", (input, expected) => {
    expect(to12Hour(input)).toBe(expected);
  });
  it("round-trips every minute of the day", () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      expect(to24Hour(to12Hour(time) ?? "")).toBe(time);
    }
  });
});

describe("missing values (SPEC §5)", () => {
  it.each([null, undefined, "", "  ", "null", "undefined", " null "])("%j is missing", (value) => {
    expect(isMissing(value)).toBe(true);
  });
  it.each(["0", "Kathmandu", 0, false, "nullable"])("%j is present", (value) => {
    expect(isMissing(value)).toBe(false);
  });
  it("falls back for display", () => {
    expect(presentOr("undefined", "-")).toBe("-");
    expect(presentOr("Pokhara", "-")).toBe("Pokhara");
  });
});

describe("line breaks (SPEC §5)", () => {
  it("turns every kind of line break into <br>", () => {
    expect(lineBreaksToHtml("a\nb\r\nc\rd")).toBe("a<br>b<br>c<br>d");
    expect(lineBreaksToHtml("plain")).toBe("plain");
  });
});

describe("date display (SPEC §9)", () => {
  it.each([
    ["2024-05-05", "May 05 2024"],
    ["1990-01-31", "Jan 31 1990"],
    ["2000-12-01T00:00:00.000Z", "Dec 01 2000"],
    ["2024-13-01", null],
    ["05/05/2024", null],
  ])("%j -> %j", (input, expected) => {
    expect(formatDisplayDate(input)).toBe(expected);
  });
});
