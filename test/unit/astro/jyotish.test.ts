// The classical tables (server/astro/jyotish.ts) as the engine applies them: dignities, combustion, aspects, nakshatras, D9, dashas.
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { runningDashas, vimshottari } from "../../../server/astro/dasha";
import {
  aspectedHouses,
  dignityOf,
  houseOfSign,
  housesRuledBy,
  isCombust,
  signLord,
  signName,
  signOfHouse,
} from "../../../server/astro/jyotish";
import { BODY_NAMES } from "../../../server/astro/types";
import { zodiacPosition } from "../../../server/astro/zodiac";

const YEAR_MS = 365.25 * 86_400_000;

describe("signs and houses", () => {
  it("names signs and lords, and counts whole-sign houses from the ascendant", () => {
    expect(signName(0)).toBe("Aries");
    expect(signName(11)).toBe("Pisces");
    expect(signLord(4)).toBe("sun");
    expect(signLord(10)).toBe("saturn");
    expect(houseOfSign(4, 4)).toBe(1);
    expect(houseOfSign(3, 4)).toBe(12);
    expect(signOfHouse(7, 10)).toBe(4);
    expect(housesRuledBy("mars", 0)).toEqual([1, 8]);
  });

  it("aspects: all the 7th, Mars 4/8, Jupiter 5/9, Saturn 3/10, counted from the planet's house", () => {
    expect(aspectedHouses("sun", 1)).toEqual([7]);
    expect(aspectedHouses("mars", 10)).toEqual([1, 4, 5]);
    expect(aspectedHouses("jupiter", 1)).toEqual([5, 7, 9]);
    expect(aspectedHouses("saturn", 12)).toEqual([2, 6, 9]);
  });
});

describe("dignity", () => {
  it.each([
    ["sun", 10, "exalted"],
    ["sun", 190, "debilitated"],
    ["sun", 125, "moolatrikona"],
    ["sun", 145, "own"],
    ["moon", 32, "exalted"],
    ["mars", 5, "moolatrikona"],
    ["mars", 15, "own"],
    ["mercury", 160, "exalted"],
    ["mercury", 168, "moolatrikona"],
    ["mercury", 175, "own"],
    ["moon", 45, "moolatrikona"],
    ["venus", 185, "moolatrikona"],
    ["venus", 200, "own"],
    ["saturn", 300, "moolatrikona"],
    ["saturn", 290, "own"],
    ["jupiter", 95, "exalted"],
    ["sun", 100, "friend"],
    ["sun", 70, "neutral"],
    ["sun", 40, "enemy"],
    ["moon", 70, "friend"],
    ["mercury", 100, "enemy"],
  ] as const)("%s at %d° is %s", (body, lon, dignity) => {
    expect(dignityOf(body, lon)).toBe(dignity);
  });

  it("gives Rahu and Ketu no dignity", () => {
    expect(dignityOf("rahu", 40)).toBeNull();
    expect(dignityOf("ketu", 220)).toBeNull();
  });

  it("combustion uses the classical orbs, tighter for retrograde Mercury and Venus", () => {
    expect(isCombust("mercury", 113, 100, false)).toBe(true);
    expect(isCombust("mercury", 113, 100, true)).toBe(false);
    expect(isCombust("venus", 9, 359, false)).toBe(true);
    expect(isCombust("venus", 9, 359, true)).toBe(false);
    expect(isCombust("saturn", 80, 100, false)).toBe(false);
    expect(isCombust("sun", 100, 100, false)).toBe(false);
  });
});

describe("nakshatra, pada and navamsa", () => {
  it("splits the zodiac at 13°20' and 3°20'", () => {
    expect(zodiacPosition(0)).toMatchObject({ nakshatra: 0, pada: 1, nakshatraLord: "Ketu", navamsaSign: 0 });
    expect(zodiacPosition(13.3333)).toMatchObject({ nakshatra: 0, pada: 4 });
    expect(zodiacPosition(13.3334)).toMatchObject({ nakshatra: 1, pada: 1, nakshatraLord: "Venus" });
    expect(zodiacPosition(359.99)).toMatchObject({ sign: 11, nakshatra: 26, pada: 4, nakshatraLord: "Mercury" });
    // Fixed sign (Taurus) starts its navamsas from the 9th sign, Capricorn.
    expect(zodiacPosition(30.5).navamsaSign).toBe(9);
    // Dual sign (Gemini) starts from the 5th, Libra.
    expect(zodiacPosition(60.5).navamsaSign).toBe(6);
    expect(zodiacPosition(-10).lon).toBeCloseTo(350, 10);
  });
});

describe("Vimshottari", () => {
  const birth = new Date("1990-05-14T01:00:00Z");

  it("starts with the Moon's nakshatra lord and its balance by the arc left", () => {
    // Moon at the start of Rohini (Moon's nakshatra): the whole 10 years remain.
    expect(vimshottari(40, birth)).toMatchObject({ firstLord: "Moon", balanceYears: 10 });
    // Half-way through Ashwini: 3.5 of Ketu's 7 years remain.
    const half = vimshottari(13.3333333333 / 2, birth);
    expect(half.firstLord).toBe("Ketu");
    expect(half.balanceYears).toBeCloseTo(3.5, 6);
    expect(Date.parse(half.mahadashas[0]?.end ?? "") - birth.getTime()).toBeCloseTo(3.5 * YEAR_MS, -4);
  });

  it("covers 120 years in the fixed order, antardashas filling each mahadasha", () => {
    const d = vimshottari(123.4, birth);
    expect(d.mahadashas.map((m) => m.lord)).toEqual([
      "Ketu",
      "Venus",
      "Sun",
      "Moon",
      "Mars",
      "Rahu",
      "Jupiter",
      "Saturn",
      "Mercury",
    ]);
    expect(d.mahadashas.reduce((sum, m) => sum + m.years, 0)).toBe(120);
    for (const m of d.mahadashas) {
      expect(m.antardashas[0]?.lord).toBe(m.lord);
      expect(m.antardashas[0]?.start).toBe(m.start);
      expect(m.antardashas.at(-1)?.end).toBe(m.end);
      expect(m.antardashas.reduce((sum, a) => sum + a.years, 0)).toBeCloseTo(m.years, 9);
    }
  });

  it("finds the running periods at a date, and none outside the 120 years", () => {
    const d = vimshottari(123.4, birth);
    const running = runningDashas(d, new Date("2026-01-01T00:00:00Z"));
    expect(running?.mahadasha.lord).toBeDefined();
    const ms = Date.parse("2026-01-01T00:00:00Z");
    expect(Date.parse(running?.antardasha.start ?? "")).toBeLessThanOrEqual(ms);
    expect(Date.parse(running?.antardasha.end ?? "")).toBeGreaterThan(ms);
    expect(runningDashas(d, new Date("2200-01-01T00:00:00Z"))).toBeNull();
  });
});

describe("a whole chart", () => {
  it("has every body with a consistent sign, house, nakshatra and D9", () => {
    const chart = computeChart({ local: "1990-05-14T06:45", tz: "Asia/Kathmandu" }, 27.70169, 85.3206);
    expect(chart.ascendant.house).toBe(1);
    for (const name of BODY_NAMES) {
      const b = chart.bodies[name];
      expect(b.sign).toBe(Math.floor(b.lon / 30));
      expect(b.house).toBe(houseOfSign(b.sign, chart.ascendant.sign));
      expect(b).toMatchObject(zodiacPosition(b.lon));
    }
    expect(chart.dashas.firstLord).toBe(chart.bodies.moon.nakshatraLord);
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
  });
});

describe("dasha dates", () => {
  it("formats instants exactly as Date#toISOString", async () => {
    const { isoFromMs } = await import("../../../server/astro/dasha");
    for (let i = 0; i < 5000; i++) {
      const ms = Date.UTC(1750, 0, 1) + i * 21_012_345_678.9;
      expect(isoFromMs(ms)).toBe(new Date(Math.round(ms)).toISOString());
    }
  });
});
