import { describe, expect, it } from "vitest";
import { NAME_NEEDS_FIRST_AND_LAST, NAME_REQUIRED, validateFullName } from "../../../contract/name-rule";

describe("the one full-name rule", () => {
  it.each([
    ["Ram Thapa"],
    ["  Sita Sharma "],
    ["Al B"],
    ["Ram Bahadur Thapa"],
    ["सीता शर्मा"],
    // virama (्), vowel signs (ी, ा) and a nukta (ड़) are combining marks inside the words
    ["राम बहादुर थापा"],
    ["पड़ोसी कुमार"],
    ["José Müller"],
    ["Zoë O Brien"],
  ])("accepts %j", (name) => {
    expect(validateFullName(name)).toBeNull();
  });

  it.each([
    ["", NAME_REQUIRED],
    ["   ", NAME_REQUIRED],
    ["Ram", NAME_NEEDS_FIRST_AND_LAST],
    ["सीता", NAME_NEEDS_FIRST_AND_LAST],
    ["Ram  Thapa", NAME_NEEDS_FIRST_AND_LAST],
    ["Ram Th4pa", NAME_NEEDS_FIRST_AND_LAST],
    ["राम ५थापा", NAME_NEEDS_FIRST_AND_LAST],
    ["A B", NAME_NEEDS_FIRST_AND_LAST],
    ["Ram\tThapa", NAME_NEEDS_FIRST_AND_LAST],
    ["Ram Thapa\r\nBcc: x@example.com", NAME_NEEDS_FIRST_AND_LAST],
    ["Ram\nThapa", NAME_NEEDS_FIRST_AND_LAST],
    ["Ram\u0000 Thapa", NAME_NEEDS_FIRST_AND_LAST],
    ["Ram Thapa!", NAME_NEEDS_FIRST_AND_LAST],
    // a word cannot start with a mark
    ["\u093f Thapa", NAME_NEEDS_FIRST_AND_LAST],
  ])("refuses %j with %j", (name, expected) => {
    expect(validateFullName(name)).toBe(expected);
  });

  it("keeps the exact copy", () => {
    expect(NAME_REQUIRED).toBe("The name field is required");
    expect(NAME_NEEDS_FIRST_AND_LAST).toBe("Please enter both first and last name");
  });
});
