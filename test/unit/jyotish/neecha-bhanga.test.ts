// Neecha bhanga: a debilitated planet with each classical cancellation, and one without any.
import { describe, expect, it } from "vitest";
import { neechaBhanga, planetStrengths } from "../../../server/jyotish";
import { chartWith } from "./fixture";

describe("neecha bhanga", () => {
  // Jupiter debilitated in Capricorn (the 10th from Aries). Its dispositor Saturn, the planet exalted there
  // (Mars) and the lord of its exaltation sign Cancer (the Moon) decide.
  it("is absent when no condition holds", () => {
    // Moon in Gemini; Saturn and Mars in Leo: the 5th from Aries and the 3rd from the Moon.
    const chart = chartWith(0, { jupiter: [9, 10], moon: [2, 2], saturn: [4, 20], mars: [4, 10] });
    const [nb] = neechaBhanga(chart);
    expect(nb?.body).toBe("jupiter");
    expect(nb?.cancelled).toBe(false);
    expect(nb?.conditions).toEqual([]);
  });

  it("is present when the dispositor stands in a kendra from the ascendant", () => {
    const chart = chartWith(0, { jupiter: [9, 10], moon: [2, 2], saturn: [6, 20], mars: [4, 10] });
    const [nb] = neechaBhanga(chart);
    expect(nb?.cancelled).toBe(true);
    expect(nb?.conditions).toContain("dispositor-in-kendra");
  });

  it("is present when the planet exalted in that sign stands in a kendra (Mars in Aries)", () => {
    const chart = chartWith(0, { jupiter: [9, 10], moon: [2, 2], saturn: [4, 20], mars: [0, 10] });
    expect(neechaBhanga(chart)[0]?.conditions).toContain("exaltation-lord-in-kendra");
  });

  it("is present when the dispositor aspects the planet", () => {
    // Saturn in Scorpio (the 8th from Aries, the 6th from the Moon) aspects Capricorn with its 3rd aspect.
    const chart = chartWith(0, { jupiter: [9, 10], moon: [2, 2], saturn: [7, 20], mars: [4, 10] });
    const [nb] = neechaBhanga(chart);
    expect(nb?.conditions).toContain("dispositor-aspects");
  });

  it("is present when the planet is exalted in the navamsa", () => {
    // Jupiter at Capricorn 21° falls in the Cancer navamsa (the 7th from Capricorn).
    const chart = chartWith(0, { jupiter: [9, 21], moon: [2, 2], saturn: [4, 20], mars: [4, 10] });
    expect(neechaBhanga(chart)[0]?.conditions).toEqual(["exalted-in-navamsa"]);
  });

  it("raises a cancelled debilitation above an uncancelled one in strength", () => {
    const weak = chartWith(0, { jupiter: [9, 10], moon: [2, 2], saturn: [4, 20], mars: [4, 10] });
    const cancelled = chartWith(0, { jupiter: [9, 10], moon: [2, 2], saturn: [6, 20], mars: [4, 10] });
    const score = (c: typeof weak) => planetStrengths(c).find((s) => s.body === "jupiter");
    expect(score(cancelled)?.neechaBhanga).toBe(true);
    expect(score(cancelled)?.score ?? 0).toBeGreaterThan(score(weak)?.score ?? 0);
  });
});
