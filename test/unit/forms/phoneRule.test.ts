import { describe, expect, it } from "vitest";
import {
  CONTACT_FORMAT,
  CONTACT_INVALID,
  contactProblem,
  DEFAULT_PHONE_COUNTRY,
  isPhoneCountry,
  nationalNumber,
  phoneCountries,
} from "../../../contract/phone-rule";
import { contactText } from "../../../machines/lib/registration";

describe("phone countries", () => {
  it("puts Nepal, United States and Australia first (docs/product.md), then every other country by name", () => {
    const { preferred, others } = phoneCountries("en");
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
    expect(phoneCountries("en").others).toContainEqual({ iso, name, dialCode });
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

describe("the phone field's countries and messages", () => {
  it("defaults to Nepal and lists the preferred countries in English unless told", () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe("NP");
    expect(phoneCountries().preferred).toEqual([
      { iso: "NP", name: "Nepal", dialCode: "977" },
      { iso: "US", name: "United States", dialCode: "1" },
      { iso: "AU", name: "Australia", dialCode: "61" },
    ]);
  });

  it("names the countries in the reader's language", () => {
    expect(phoneCountries("ne").preferred[0]).toEqual({ iso: "NP", name: "नेपाल", dialCode: "977" });
  });

  it("knows a country by its ISO code", () => {
    expect(isPhoneCountry("NP")).toBe(true);
    expect(isPhoneCountry("IN")).toBe(true);
    expect(isPhoneCountry("XX")).toBe(false);
  });

  it("words its two messages", () => {
    expect(CONTACT_INVALID).toBe("Please enter a valid phone number for the chosen country.");
    expect(CONTACT_FORMAT).toBe("The contact must look like +{dial code}-{number}, e.g. +977-9812345678.");
  });

  it("refuses a number that is not a phone number at all, or one of another country", () => {
    expect(nationalNumber("NP", "1")).toEqual({ digits: "1", problem: CONTACT_INVALID });
    expect(nationalNumber("NP", "+1 201 555 0123")).toEqual({ digits: "12015550123", problem: CONTACT_INVALID });
  });

  it.each([["x+977-9812345678"], ["+977-9812345678x"]])("refuses the contact %j", (contact) => {
    expect(contactProblem(contact)).toBe(CONTACT_FORMAT);
  });

  it("refuses a contact in the product's shape whose dial code no country has", () => {
    expect(contactProblem("+999-12345678")).toBe(CONTACT_INVALID);
  });
});
