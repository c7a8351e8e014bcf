// The /get-started birth details form (docs/product.md §5): which fields it flags with which message, and the request it sends.
import { describe, expect, it } from "vitest";
import {
  astroDetailsPayload,
  type BirthFormValues,
  birthDateError,
  validateBirthForm,
  withAdBirthDate,
} from "../../../machines/lib/birthForm";

const filled: BirthFormValues = {
  name: "Ram Thapa",
  gender: "male",
  calendar: "AD",
  birth_date: "1990-05-14",
  birth_date_bs: { year: "", month: "", day: "" },
  birth_time: "2:30 PM",
  birth_place: "Kathmandu",
  country: "Nepal",
};

describe("validating the birth details form", () => {
  it("passes a complete form", () => {
    expect(validateBirthForm(filled)).toEqual({});
  });

  it("flags every empty field with its docs/product.md §5 message", () => {
    const empty = { ...filled, name: " ", gender: " ", birth_date: " ", birth_time: " ", birth_place: " " };
    expect(validateBirthForm(empty)).toEqual({
      name: "The name field is required",
      gender: "The gender field is required",
      birth_date: "The birth date is required",
      birth_time: "The birth time is required",
      birth_place: "The birth place is required",
    });
  });

  it("flags a single-word name and a time that is not a clock time", () => {
    expect(validateBirthForm({ ...filled, name: "Ram", birth_time: "25:00" })).toEqual({
      name: "Please enter both first and last name",
      birth_time: "The birth time is required",
    });
  });

  it("accepts a 24-hour birth time", () => {
    expect(validateBirthForm({ ...filled, birth_time: "14:30" })).toEqual({});
  });
});

describe("the birth date in the calendar it was entered in", () => {
  const bs = (year: string, month: string, day: string) => ({
    calendar: "BS" as const,
    birth_date: "",
    birth_date_bs: { year, month, day },
  });

  it("requires an AD date", () => {
    expect(birthDateError({ ...bs("", "", ""), calendar: "AD" })).toBe("The birth date is required");
    expect(birthDateError({ ...bs("", "", ""), calendar: "AD", birth_date: "2000-01-01" })).toBeNull();
  });

  it("requires a BS date when nothing is chosen, ignoring the AD field", () => {
    expect(birthDateError({ ...bs(" ", "", ""), birth_date: "2000-01-01" })).toBe("The birth date is required");
  });

  it("asks for the rest of a BS date that is partly chosen", () => {
    expect(birthDateError(bs("2047", "", ""))).toBe("Please choose the year, month and day of the birth date.");
    expect(birthDateError(bs("", "1", ""))).toBe("Please choose the year, month and day of the birth date.");
    expect(birthDateError(bs("", "", "1"))).toBe("Please choose the year, month and day of the birth date.");
  });

  it("passes a real BS date", () => {
    expect(birthDateError(bs("2047", "1", "1"))).toBeNull();
  });

  it("converts a BS entry to its AD date and leaves an AD entry as it is", () => {
    expect(withAdBirthDate(bs("2081", "1", "1")).birth_date).toBe("2024-04-13"); // 1 Baishakh 2081 (the glossary)
    const ad = { ...bs("2047", "1", "1"), calendar: "AD" as const, birth_date: "1999-09-09" };
    expect(withAdBirthDate(ad)).toBe(ad);
  });

  it("keeps the values of a BS entry that does not convert", () => {
    const unsupported = bs("1900", "1", "1");
    expect(withAdBirthDate(unsupported)).toBe(unsupported);
  });
});

describe("the astro-details request (docs/product.md §7)", () => {
  it("sends the trimmed name, the time as HH:MM, the categories and the bot token", () => {
    const payload = astroDetailsPayload({ ...filled, name: "  Ram Thapa " }, ["career", "health"], "token-1");
    expect(payload).toEqual({
      name: "Ram Thapa",
      gender: "male",
      birth_date: "1990-05-14",
      birth_time: "14:30",
      birth_place: "Kathmandu",
      country: "Nepal",
      category: ["career", "health"],
      "g-recaptcha-response": "token-1",
    });
  });

  it("names the picked place and cuts an unreadable time to five characters", () => {
    const payload = astroDetailsPayload({ ...filled, birth_time: "14:30 hours", place_id: 42 }, [], "t");
    expect(payload.place_id).toBe(42);
    expect(payload.birth_time).toBe("14:30");
  });

  it("leaves out a place id of null", () => {
    expect(astroDetailsPayload({ ...filled, place_id: null }, [], "t")).not.toHaveProperty("place_id");
  });
});
