// The native app's date and time pickers (docs/product.md §7 bridge): which answers a birth form keeps.
import { describe, expect, it } from "vitest";
import { afterPick, pickedBirthDate, pickedBirthTime } from "../../../machines/lib/nativePickers";

describe("a native date picker's answer", () => {
  it.each([
    ["1990-05-14", "1990-05-14"],
    [" 2000-02-29 ", "2000-02-29"],
    ["2024-12-31", "2024-12-31"],
  ])("keeps the real date %j", (answer, kept) => {
    expect(pickedBirthDate(answer)).toBe(kept);
  });

  it.each([
    ["2001-02-29"], // not a leap year
    ["2024-13-01"],
    ["2024-04-31"],
    ["2024-00-10"],
    ["2024-01-00"],
    ["24-01-01"],
    ["2024-1-1"],
    ["x2024-01-01"],
    ["2024-01-01x"],
    [""],
  ])("refuses %j", (answer) => {
    expect(pickedBirthDate(answer)).toBeNull();
  });

  it("refuses a cancelled picker", () => {
    expect(pickedBirthDate(null)).toBeNull();
  });
});

describe("a native time picker's answer", () => {
  it("keeps a 24-hour or 12-hour time as HH:MM", () => {
    expect(pickedBirthTime("07:05")).toBe("07:05");
    expect(pickedBirthTime("7:05 pm")).toBe("19:05");
  });

  it("refuses a cancelled picker and a time that is not one", () => {
    expect(pickedBirthTime(null)).toBeNull();
    expect(pickedBirthTime("7 o'clock")).toBeNull();
  });
});

describe("keeping a picked value", () => {
  const context = {
    picked: { birth_date: "1990-05-14", birth_time: "10:00" },
    errors: { birth_time: "The birth time is required", name: "The name field is required" },
  };

  it("stores the value and clears only that field's error", () => {
    expect(afterPick(context, "birth_time", "14:30")).toEqual({
      picked: { birth_date: "1990-05-14", birth_time: "14:30" },
      errors: { name: "The name field is required" },
    });
  });

  it("changes nothing when the picker gave no value", () => {
    expect(afterPick(context, "birth_date", null)).toEqual({});
  });
});
