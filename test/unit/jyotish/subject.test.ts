// The person a question is about: the house and karakas standing for each relative, and an area of their life
// counted from their house (bhavat bhavam).
import { describe, expect, it } from "vitest";
import { houseCountedFrom, housesFor, RELATIVES, subjectFrame } from "../../../server/jyotish";

const bodies = (ks: { body: string }[]) => ks.map((k) => k.body);

describe("subjectFrame", () => {
  it("gives each relative its classical house", () => {
    const houses = Object.fromEntries(RELATIVES.map((r) => [r, subjectFrame(r, null).houses]));
    expect(houses).toEqual({
      self: [1],
      spouse: [7],
      partner: [7],
      child: [5],
      father: [9],
      mother: [4],
      parents: [4, 9],
      elder_sibling: [11],
      younger_sibling: [3],
      sibling: [3, 11],
      in_law: [8],
      friend: [11],
    });
  });

  it("reads a man's wife from Venus and a woman's husband from Jupiter, both when the gender is unknown", () => {
    expect(bodies(subjectFrame("spouse", "male").karakas)).toEqual(["venus"]);
    expect(subjectFrame("spouse", "male").karakas[0]?.role).toBe("wife");
    expect(bodies(subjectFrame("spouse", "female").karakas)).toEqual(["jupiter"]);
    expect(subjectFrame("spouse", "female").karakas[0]?.role).toBe("husband");
    expect(bodies(subjectFrame("spouse", null).karakas)).toEqual(["venus", "jupiter"]);
    expect(bodies(subjectFrame("partner", "other").karakas)).toEqual(["venus", "jupiter"]);
  });

  it("names the natural karaka of every other relative", () => {
    expect(bodies(subjectFrame("child", "male").karakas)).toEqual(["jupiter"]);
    expect(bodies(subjectFrame("father", null).karakas)).toEqual(["sun"]);
    expect(bodies(subjectFrame("mother", null).karakas)).toEqual(["moon"]);
    expect(bodies(subjectFrame("parents", null).karakas)).toEqual(["moon", "sun"]);
    for (const r of ["sibling", "elder_sibling", "younger_sibling"] as const) {
      expect(bodies(subjectFrame(r, null).karakas)).toEqual(["mars"]);
    }
    expect(bodies(subjectFrame("friend", null).karakas)).toEqual(["mercury"]);
  });

  it("says the in-laws' 8th is the 2nd from the 7th", () => {
    const f = subjectFrame("in_law", "female");
    expect(f.derivedFrom).toEqual({ house: 7, count: 2 });
    expect(houseCountedFrom(7, 2)).toBe(8);
    expect(f.why).toMatch(/2nd from the 7th/);
  });
});

describe("housesFor (bhavat bhavam)", () => {
  it("reads a child's career in the 10th from the 5th: the 2nd", () => {
    const h = housesFor("child", "career", "female");
    expect(h.houses[0]).toBe(2);
    // career 10, 6, 2, 11 from the 5th.
    expect(h.houses).toEqual([2, 10, 6, 3]);
    expect(bodies(h.karakas)[0]).toBe("jupiter");
    expect(h.school).toBe("parashari");
  });

  it("reads a husband's travel abroad in the 12th from the 7th: the 6th", () => {
    const h = housesFor("spouse", [12], "female");
    expect(h.houses).toEqual([6]);
    expect(bodies(h.karakas)).toEqual(["jupiter"]);
  });

  it("reads a father's health in the 1st, 6th and 8th from the 9th: the 9th, 2nd and 4th", () => {
    const h = housesFor("father", "health", "male");
    expect(h.houses).toEqual([9, 2, 4]);
    expect(bodies(h.karakas)).toEqual(["sun", "moon"]);
  });

  it("counts the parents' area from both the 4th and the 9th, the main houses first", () => {
    const h = housesFor("parents", [1, 6, 8], null);
    expect(h.bySubjectHouse).toEqual([
      { subjectHouse: 4, houses: [4, 9, 11] },
      { subjectHouse: 9, houses: [9, 2, 4] },
    ]);
    expect(h.houses).toEqual([4, 9, 11, 2]);
  });

  it("leaves the asker's own area unchanged", () => {
    expect(housesFor("self", "career", "male").houses).toEqual([10, 6, 2, 11]);
    expect(housesFor("self", [3, 9], null).houses).toEqual([3, 9]);
  });

  it("takes the marriage karaka by the subject's gender: Venus for a man, Jupiter for a woman", () => {
    expect(bodies(housesFor("self", "marriage", "male").karakas)).toEqual(["venus"]);
    expect(bodies(housesFor("self", "marriage", "female").karakas)).toEqual(["jupiter"]);
    expect(bodies(housesFor("self", "marriage", null).karakas)).toEqual(["venus", "jupiter"]);
    // A son's marriage: the 7th from the 5th (the 11th), Jupiter for the child, Venus for a son's wife.
    const son = housesFor("child", "marriage", "female", { subjectGender: "male" });
    expect(son.houses[0]).toBe(11);
    expect(bodies(son.karakas)).toEqual(["jupiter", "venus"]);
  });

  it("refuses a house outside 1-12", () => {
    expect(() => housesFor("child", [13], null)).toThrow(/1-12/);
    expect(() => housesFor("child", [], null)).toThrow(/at least one house/);
  });
});
