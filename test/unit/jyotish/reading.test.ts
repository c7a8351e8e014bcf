// A life area of the person asked about, read from the asker's chart: the house counted from theirs, its lord's
// placement and condition (combustion, neecha bhanga stated and weighed), the karakas by gender, the running dasha's
// links; and the navamsa view of marriage.
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { housesRuledBy } from "../../../server/astro/jyotish";
import { LIFE_AREAS } from "../../../server/guru/life-areas";
import { housesFor, navamsaMarriage, RELATIVES, type ReadingReason, subjectReading } from "../../../server/jyotish";
import { BODY_OF_LORD } from "../../../server/jyotish/relations";
import { chartWith } from "./fixture";

const now = new Date("2026-11-23T12:00:00Z");
const kinds = (rs: ReadingReason[]) => rs.map((r) => r.kind);
const find = <K extends ReadingReason["kind"]>(rs: ReadingReason[], kind: K) =>
  rs.find((r): r is Extract<ReadingReason, { kind: K }> => r.kind === kind);

describe("subjectReading", () => {
  it("reads a husband's travel abroad in the 6th (the 12th from the 7th), from the 6th's lord", () => {
    const r = subjectReading(chartWith(0), "spouse", [12], "female", now);
    expect(r.house).toBe(6);
    expect(r.sign).toBe(5);
    expect(r.lord).toBe("mercury");
    // Mercury in Leo: the 12th from Virgo, a dusthana from its own house.
    expect(r.lordFromHouse).toBe(12);
    expect(find(r.allReasons, "lord-placement")).toMatchObject({ planet: "mercury", house: 5, fromHouse: 12 });
    expect(r.karakas.map((k) => [k.karaka.body, k.karaka.role])).toEqual([["jupiter", "husband"]]);
  });

  it("reads a child's career from the 2nd (the 10th from the 5th)", () => {
    const r = subjectReading(chartWith(0), "child", "career", "male", now);
    expect(r.house).toBe(2);
    expect(r.lord).toBe("venus");
    expect(r.area).toBe("career");
    expect(r.karakas[0]?.karaka).toMatchObject({ body: "jupiter", role: "children" });
  });

  it("weighs the wife's karaka Venus for a man and the husband's karaka Jupiter for a woman", () => {
    const man = subjectReading(chartWith(0), "self", "marriage", "male", now);
    const woman = subjectReading(chartWith(0), "self", "marriage", "female", now);
    expect(find(man.allReasons, "karaka")).toMatchObject({ planet: "venus", role: "wife" });
    expect(woman.allReasons.filter((r) => r.kind === "karaka").map((r) => r.planet)).toEqual(["jupiter"]);
  });

  it("states and weighs the lord's combustion", () => {
    // Aries lagna, career: the 10th is Capricorn, its lord Saturn exalted in Libra (the 10th from Capricorn).
    const clear = subjectReading(chartWith(0, { saturn: [6, 20], sun: [3, 15] }), "self", "career", "male", now);
    const combust = subjectReading(chartWith(0, { saturn: [6, 20], sun: [6, 12] }), "self", "career", "male", now);
    expect(clear.lordCondition.combust).toBe(false);
    expect(combust.lordCondition.combust).toBe(true);
    expect(find(combust.allReasons, "lord-condition")).toMatchObject({
      planet: "saturn",
      condition: "combust",
      effect: "afflicts",
    });
    expect(find(clear.allReasons, "lord-condition")).toBeUndefined();
    expect(combust.lordCondition.score).toBeLessThan(clear.lordCondition.score);
  });

  it("turns a debilitated lord from a weakness to a support when neecha bhanga holds", () => {
    // Saturn, lord of the 10th, debilitated in Aries; with the Sun (exalted in Aries) in Cancer, a kendra, it is
    // cancelled; with the Sun in Gemini and Mars in Sagittarius nothing cancels it.
    const plainChart = chartWith(0, { saturn: [0, 15], mars: [8, 10], sun: [2, 15] });
    const cancelledChart = chartWith(0, { saturn: [0, 15], mars: [8, 10], sun: [3, 15] });
    const plain = subjectReading(plainChart, "self", "career", "male", now);
    const cancelled = subjectReading(cancelledChart, "self", "career", "male", now);
    expect(plain.lordCondition).toMatchObject({ dignity: "debilitated", neechaBhanga: false });
    expect(cancelled.lordCondition).toMatchObject({ dignity: "debilitated", neechaBhanga: true });
    expect(find(plain.allReasons, "lord-placement")?.effect).toBe("afflicts");
    expect(find(cancelled.allReasons, "lord-placement")?.effect).toBe("supports");
    expect(find(cancelled.allReasons, "lord-condition")).toMatchObject({
      condition: "neecha-bhanga",
      effect: "supports",
    });
  });

  it("leans supportive with a strong lord and Jupiter's aspect, challenging with the lord in the 8th from its house", () => {
    // Aries, career: Saturn exalted in Libra (10th from Capricorn), Jupiter in Taurus aspects Capricorn.
    const good = subjectReading(chartWith(0, { saturn: [6, 20], jupiter: [1, 5] }), "self", "career", "male", now);
    expect(good.lean).toBe("supportive");
    expect(kinds(good.allReasons)).toContain("aspect");
    // A man's marriage, Aries: Venus, lord of the 7th, debilitated in Virgo (the 12th from Libra), nothing cancelling.
    const hard = subjectReading(
      chartWith(0, { venus: [5, 15], mercury: [8, 5], jupiter: [2, 5] }),
      "self",
      "marriage",
      "male",
      now,
    );
    expect(hard.lordCondition).toMatchObject({ planet: "venus", dignity: "debilitated", neechaBhanga: false });
    expect(hard.lordFromHouse).toBe(12);
    expect(hard.lean).toBe("challenging");
  });

  it("gives two to four reasons, heaviest first, weighed ones before stated ones", () => {
    for (const relative of ["self", "spouse", "child", "father", "mother", "sibling", "friend"] as const) {
      const r = subjectReading(chartWith(0), relative, "health", "female", now);
      expect(r.reasons.length).toBeGreaterThanOrEqual(Math.min(2, r.allReasons.length));
      expect(r.reasons.length).toBeLessThanOrEqual(4);
      const weights = r.reasons.filter((x) => x.effect !== "neutral").map((x) => x.weight);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
    }
  });

  it("links the running dasha lords to the houses read, level by level (Kathmandu 1990)", () => {
    const chart = computeChart({ local: "1990-05-14T06:45", tz: "Asia/Kathmandu" }, 27.70169, 85.3206);
    const r = subjectReading(chart, "father", "health", "male", now);
    expect(r.dasha.map((d) => d.level)).toEqual(["mahadasha", "antardasha", "pratyantardasha"]);
    for (const d of r.dasha) {
      const body = BODY_OF_LORD[d.lord];
      for (const link of d.links) {
        if (link.kind === "rules" && body !== "rahu" && body !== "ketu") {
          expect(housesRuledBy(body, chart.ascendant.sign)).toContain(link.house);
        }
        if (link.kind === "occupies") expect(chart.bodies[body].house).toBe(link.house);
        if (link.house !== null) expect(r.frame.houses).toContain(link.house);
      }
      expect(Date.parse(d.start)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(d.end)).toBeGreaterThan(now.getTime());
    }
  });
});

describe("navamsaMarriage", () => {
  it("reads the navamsa lagna, its 7th and lord, and the karaka of a woman's husband (Jupiter exalted in D9)", () => {
    // Taurus lagna at 15° is Taurus in the navamsa too (vargottama); its 7th is Scorpio, ruled by Mars.
    const n = navamsaMarriage(chartWith(1), "female");
    expect(n).toMatchObject({ lagna: 1, lagnaVargottama: true, seventhSign: 7, seventhLord: "mars" });
    // Jupiter at 13° Aries falls in the Cancer navamsa: exalted.
    expect(n.placements.find((p) => p.planet === "jupiter")).toMatchObject({
      role: "husband",
      d9Sign: 3,
      dignity: "exalted",
      effect: "supports",
    });
    expect(n.placements.some((p) => p.planet === "venus")).toBe(false);
  });

  it("weighs Venus for a man: vargottama and exalted supports, debilitated in the navamsa afflicts", () => {
    const strong = navamsaMarriage(chartWith(1, { venus: [11, 27] }), "male");
    expect(strong.placements.find((p) => p.planet === "venus")).toMatchObject({
      role: "wife",
      vargottama: true,
      dignity: "exalted",
      effect: "supports",
    });
    // Venus at 17.7° Aries falls in the Virgo navamsa.
    const weak = navamsaMarriage(chartWith(1, { venus: [0, 17.7] }), "male");
    expect(weak.placements.find((p) => p.planet === "venus")).toMatchObject({
      dignity: "debilitated",
      effect: "afflicts",
    });
  });

  it("names the birth chart's 7th lord in the navamsa, and states a combust karaka", () => {
    // Taurus: the 7th lord is Mars. Venus 3° from the Sun in Cancer: combust.
    const n = navamsaMarriage(chartWith(1, { venus: [3, 18] }), "male");
    expect(n.placements[0]).toMatchObject({ planet: "mars", role: "seventh-lord" });
    expect(n.allReasons).toContainEqual(
      expect.objectContaining({ kind: "lord-condition", planet: "venus", condition: "combust", effect: "afflicts" }),
    );
  });
});

describe("navamsaMarriage: the 7th lord's birth-chart condition", () => {
  it("states a combust 7th lord (Mars 5° from the Sun, for Taurus) beside its navamsa dignity", () => {
    const n = navamsaMarriage(chartWith(1, { mars: [3, 20] }), "female");
    expect(n.allReasons).toContainEqual(
      expect.objectContaining({ kind: "lord-condition", planet: "mars", condition: "combust", effect: "afflicts" }),
    );
    const clear = navamsaMarriage(chartWith(1), "female");
    expect(clear.allReasons.some((r) => r.kind === "lord-condition" && r.planet === "mars")).toBe(false);
  });
});

describe("malefics in the house read", () => {
  it("press a house that is not an upachaya, and help in one (Mars exalted in the 10th for career)", () => {
    // Aries: Mars in Capricorn, the 10th (an upachaya) for career; the 4th is not one, for the mother.
    const chart = chartWith(0, { mars: [9, 5] });
    const career = subjectReading(chart, "self", "career", "male", now);
    expect(career.allReasons).toContainEqual(
      expect.objectContaining({ kind: "occupant", planet: "mars", effect: "supports" }),
    );
    const mother = subjectReading(chartWith(3, { mars: [6, 5] }), "mother", [1], "male", now);
    expect(mother.house).toBe(4);
    expect(mother.allReasons).toContainEqual(
      expect.objectContaining({ kind: "occupant", planet: "mars", effect: "afflicts" }),
    );
  });
});

describe("every relative and every area on real charts", () => {
  const charts = [
    computeChart({ local: "1986-09-02T04:20", tz: "Asia/Kathmandu" }, 26.4525, 87.2718),
    computeChart({ local: "2002-12-11T17:05", tz: "Asia/Kathmandu" }, 27.70169, 85.3206),
  ];
  it("reads the house counted from the subject's, with facts whose houses are real houses", () => {
    for (const chart of charts) {
      for (const relative of RELATIVES) {
        for (const { area } of LIFE_AREAS) {
          const r = subjectReading(chart, relative, area, "female", now);
          expect(r.house).toBe(housesFor(relative, area, "female").houses[0]);
          expect(["supportive", "mixed", "challenging"]).toContain(r.lean);
          expect(r.reasons.length).toBeGreaterThan(0);
          for (const reason of r.allReasons) {
            if ("house" in reason) expect(reason.house).toBeGreaterThanOrEqual(1);
            if ("house" in reason) expect(reason.house).toBeLessThanOrEqual(12);
          }
        }
      }
    }
  });
});
