import { describe, expect, it } from "vitest";
import {
  CONTACT_FORMAT,
  CONTACT_INVALID,
  contactProblem,
  nationalNumber,
  phoneCountries,
} from "../../../machines/lib/phoneRule";
import { contactText } from "../../../machines/lib/registration";

describe("phone countries", () => {
  const { preferred, others } = phoneCountries("en");

  it("puts Nepal, United States and Australia first (SPEC), then every other country by name", () => {
    expect(preferred.map((c) => `+${c.dialCode} ${c.name}`)).toEqual([
      "+977 Nepal",
      "+1 United States",
      "+61 Australia",
    ]);
    expect(others.length).toBeGreaterThan(200);
    const names = others.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(others.map((c) => c.iso)).not.toContain("NP");
  });

  it.each([
    ["QA", "Qatar", "974"],
    ["AE", "United Arab Emirates", "971"],
    ["SA", "Saudi Arabia", "966"],
    ["KW", "Kuwait", "965"],
    ["OM", "Oman", "968"],
    ["BH", "Bahrain", "973"],
    ["MY", "Malaysia", "60"],
    ["IN", "India", "91"],
  ])("offers %s (%s, +%s)", (iso, name, dialCode) => {
    expect(others).toContainEqual({ iso, name, dialCode });
  });
});

describe("a number typed for a country", () => {
  it.each([
    ["NP", "9812345678", "9812345678"],
    ["NP", "981-234 5678", "9812345678"],
    ["QA", "3312 3456", "33123456"],
    ["AE", "050 123 4567", "501234567"],
    ["GB", "07911 123456", "7911123456"],
    ["US", "(201) 555-0123", "2015550123"],
    ["AU", "0412 345 678", "412345678"],
  ])("%s %j is valid and sent as %s", (iso, typed, digits) => {
    expect(nationalNumber(iso as never, typed)).toEqual({ digits, problem: null });
  });

  it.each([
    ["NP", "98123"],
    ["QA", "1234 5678"],
    ["US", "123"],
    ["AU", "9812345678"],
  ])("%s %j is refused", (iso, typed) => {
    expect(nationalNumber(iso as never, typed).problem).toBe(CONTACT_INVALID);
  });

  it("leaves an empty number alone: the contact is optional", () => {
    expect(nationalNumber("NP", "  ")).toEqual({ digits: "", problem: null });
    expect(contactText("977", "")).toBe("");
  });

  it("is sent as +{dialcode}-{number}", () => {
    expect(contactText("974", "33123456")).toBe("+974-33123456");
  });
});

describe("the server's contact check", () => {
  it.each(["+977-9812345678", "+974-33123456", "+1-2015550123", "+61-412345678"])("accepts %s", (contact) => {
    expect(contactProblem(contact)).toBeNull();
  });
  it.each([
    ["9812345678", CONTACT_FORMAT],
    ["+977 9812345678", CONTACT_FORMAT],
    ["+977-98123", CONTACT_INVALID],
    ["+974-12345678", CONTACT_INVALID],
    // the trunk prefix is not part of the national number
    ["+44-07911123456", CONTACT_INVALID],
    // a Nepali mobile number under Qatar's code
    ["+974-9812345678", CONTACT_INVALID],
  ])("refuses %j with %j", (contact, message) => {
    expect(contactProblem(contact)).toBe(message);
  });
});
