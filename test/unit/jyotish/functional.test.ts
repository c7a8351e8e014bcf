// Functional roles by ascendant (BPHS) and the yogakaraka of the six ascendants that have one.
import { describe, expect, it } from "vitest";
import { functionalRoles } from "../../../server/jyotish";

describe("functional roles", () => {
  it("names the classical yogakarakas and no other", () => {
    const yogakarakas = Array.from({ length: 12 }, (_, sign) => functionalRoles(sign).yogakaraka);
    expect(yogakarakas).toEqual([
      null,
      "saturn",
      null,
      "mars",
      "mars",
      null,
      "saturn",
      null,
      null,
      "venus",
      "venus",
      null,
    ]);
  });

  it("gives Aries its benefics and malefics with the houses as reasons", () => {
    const aries = functionalRoles(0);
    expect(aries.benefics.sort()).toEqual(["jupiter", "mars", "sun"]);
    expect(aries.malefics.sort()).toEqual(["mercury", "saturn", "venus"]);
    expect(aries.reasons.mercury).toContain("3rd and 6th");
    expect(aries.marakas.sort()).toEqual(["venus"]);
  });

  it("counts the lagna lord a benefic for every ascendant and never both benefic and malefic", () => {
    const lords = [
      "mars",
      "venus",
      "mercury",
      "moon",
      "sun",
      "mercury",
      "venus",
      "mars",
      "jupiter",
      "saturn",
      "saturn",
      "jupiter",
    ];
    for (let sign = 0; sign < 12; sign++) {
      const roles = functionalRoles(sign);
      expect(roles.benefics).toContain(lords[sign]);
      expect(roles.benefics.filter((p) => roles.malefics.includes(p))).toEqual([]);
    }
  });

  it("marks the lords of the 2nd and 7th as marakas (Cancer: the Sun and Saturn)", () => {
    expect(functionalRoles(3).marakas.sort()).toEqual(["saturn", "sun"]);
  });
});
