// Manglik from the ascendant and the Moon, and each classical exception on a chart that has it.
import { describe, expect, it } from "vitest";
import { manglik } from "../../../server/jyotish";
import { chartWith } from "./fixture";

describe("Manglik", () => {
  it("is absent with Mars in the 6th from the ascendant and the 5th from the Moon", () => {
    expect(manglik(chartWith(0)).status).toBe("none");
  });

  it("is present with Mars in the 7th in a sign with no exception (Libra for Aries)", () => {
    // Jupiter moved out of Aries, from where it would aspect Libra.
    const m = manglik(chartWith(0, { mars: [6, 10], jupiter: [1, 2] }));
    expect(m.status).toBe("present");
    expect(m.manglik).toBe(true);
    expect(m.exceptions).toEqual([]);
  });

  it("is cancelled with Mars exalted in the 7th (Capricorn for Cancer): no longer called manglik", () => {
    const m = manglik(chartWith(3, { mars: [9, 20] }));
    expect(m.fromAscendant).toBe(true);
    expect(m.exceptions).toContain("mars-exalted");
    expect(m.status).toBe("cancelled");
    expect(m.manglik).toBe(false);
  });

  it("is cancelled with Mars in its own sign (Scorpio in the 8th for Aries)", () => {
    expect(manglik(chartWith(0, { mars: [7, 10] })).exceptions).toContain("mars-own-sign");
  });

  it("is cancelled when Jupiter aspects Mars", () => {
    // Mars in Libra (7th); Jupiter in Gemini aspects Libra with its 5th aspect.
    const m = manglik(chartWith(0, { mars: [6, 10], jupiter: [2, 5] }));
    expect(m.exceptions).toContain("mars-aspected-by-jupiter");
  });

  it("is cancelled by the house-and-sign exceptions (12th in Taurus for Gemini)", () => {
    const m = manglik(chartWith(2, { mars: [1, 5] }));
    expect(m.marsHouse).toBe(12);
    expect(m.exceptions).toContain("twelfth-house-taurus-libra");
  });

  it("is mild when counted from the Moon only", () => {
    // Mars in Virgo: the 6th from Aries, but the 7th from a Pisces Moon.
    const m = manglik(chartWith(0, { moon: [11, 20] }));
    expect(m.fromAscendant).toBe(false);
    expect(m.fromMoon).toBe(true);
    expect(m.status).toBe("mild");
  });
});
