// The angas' names by language: English in roman letters; Nepali and Hindi the same Sanskrit names in Devanagari (the
// glossary has none: they are proper names), each language's own weekdays, the glossary's signs.
import { describe, expect, it } from "vitest";
import { ANGA_NAMES } from "../../../server/panchang/words";

describe("anga names", () => {
  it("writes every tithi, yoga and karana in Devanagari for Nepali and Hindi, none left in roman letters", () => {
    for (const code of ["ne", "hi"] as const) {
      const names = ANGA_NAMES[code];
      const all = [
        ...Array.from({ length: 30 }, (_, i) => names.tithi(i + 1)),
        ...Array.from({ length: 27 }, (_, i) => names.yoga(i + 1)),
        ...Array.from({ length: 60 }, (_, i) => names.karana(i + 1)),
        ...Array.from({ length: 7 }, (_, i) => names.vara(i + 1)),
        ...Array.from({ length: 12 }, (_, i) => names.sign(i + 1)),
      ];
      for (const name of all) expect(name).toMatch(/^[\u0900-\u097F]+$/);
    }
  });

  it("spells the names as each language's almanacs print them", () => {
    expect([5, 15, 20, 30].map(ANGA_NAMES.ne.tithi)).toEqual(["पञ्चमी", "पूर्णिमा", "पञ्चमी", "अमावस्या"]);
    expect(ANGA_NAMES.hi.tithi(5)).toBe("पंचमी");
    expect([1, 26].map(ANGA_NAMES.ne.yoga)).toEqual(["विष्कम्भ", "इन्द्र"]);
    expect([1, 26].map(ANGA_NAMES.hi.yoga)).toEqual(["विष्कुंभ", "इंद्र"]);
    expect([1, 2, 8, 9, 57, 58, 60].map(ANGA_NAMES.ne.karana)).toEqual([
      "किंस्तुघ्न",
      "बव",
      "विष्टि",
      "बव",
      "विष्टि",
      "शकुनि",
      "नाग",
    ]);
    expect([ANGA_NAMES.ne.vara(5), ANGA_NAMES.hi.vara(5)]).toEqual(["बिहीबार", "गुरुवार"]);
    expect([ANGA_NAMES.en.sign(4), ANGA_NAMES.ne.sign(4), ANGA_NAMES.hi.sign(4)]).toEqual(["Cancer", "कर्कट", "कर्क"]);
    expect(ANGA_NAMES.en.tithi(5)).toBe("Panchami");
  });
});
