// Each yoga on a chart that has it and on one that has not (fixtures from placements; see fixture.ts).
import { describe, expect, it } from "vitest";
import type { BodyName } from "../../../server/astro/types";
import { findYogas, type YogaName } from "../../../server/jyotish";
import { type BASE, chartWith, type Placement } from "./fixture";

const names = (chart: ReturnType<typeof chartWith>) => findYogas(chart).map((y) => y.name);
const find = (chart: ReturnType<typeof chartWith>, name: YogaName) => findYogas(chart).filter((y) => y.name === name);

describe("the base fixture", () => {
  it("has none of the yogas, so each test below adds exactly what it names", () => {
    expect(names(chartWith(0))).toEqual([]);
  });
});

describe("Gajakesari", () => {
  it("is present with Jupiter in a kendra from the Moon", () => {
    // Moon in Taurus; Jupiter in Leo is the 4th from it.
    const chart = chartWith(0, { jupiter: [4, 20] });
    const [yoga] = find(chart, "gajakesari");
    expect(yoga?.reason).toContain("4th from the Moon");
    expect(yoga?.weakened).toBe(false);
  });
  it("is absent with Jupiter in the 12th from the Moon", () => {
    expect(find(chartWith(0), "gajakesari")).toEqual([]);
  });
  it("is weakened when Jupiter is combust", () => {
    const [yoga] = find(chartWith(0, { jupiter: [4, 14], sun: [4, 10], mercury: [3, 20] }), "gajakesari");
    expect(yoga?.weakened).toBe(true);
  });
});

describe("the five Mahapurusha yogas", () => {
  const cases: [YogaName, keyof typeof BASE, [number, number], [number, number]][] = [
    // [yoga, planet, placement that makes it (own/exalted in a kendra from Aries), placement that does not]
    ["ruchaka", "mars", [9, 20], [8, 20]], // exalted in Capricorn (10th) / Sagittarius (9th)
    ["hamsa", "jupiter", [3, 10], [1, 10]], // exalted in Cancer (4th) / Taurus (2nd)
    ["malavya", "venus", [6, 20], [1, 20]], // own Libra (7th) / own Taurus (2nd: not a kendra)
    ["sasa", "saturn", [9, 10], [10, 10]], // own Capricorn (10th) / own Aquarius (11th)
  ];
  for (const [name, planet, has, hasNot] of cases) {
    it(`${name}: ${planet} own or exalted in a kendra, and not outside a kendra`, () => {
      const yes = find(chartWith(0, { [planet]: has }), name);
      expect(yes).toHaveLength(1);
      expect(yes[0]?.bodies).toEqual([planet]);
      expect(find(chartWith(0, { [planet]: hasNot }), name)).toEqual([]);
    });
  }
  it("bhadra: Mercury in Gemini or Virgo in a kendra (ascendant Gemini / Pisces), not in Leo", () => {
    // Ascendant Pisces: Gemini is the 4th. Mercury 25° from the Sun (Cancer 15) is not combust.
    expect(find(chartWith(11, { mercury: [2, 20] }), "bhadra")).toHaveLength(1);
    expect(find(chartWith(11, { mercury: [4, 12] }), "bhadra")).toEqual([]);
  });
});

describe("Budha-Aditya", () => {
  it("is present with the Sun and Mercury in one sign, weakened when Mercury is combust", () => {
    const clear = find(chartWith(0, { mercury: [3, 29], sun: [3, 2] }), "budha-aditya");
    expect(clear).toHaveLength(1);
    expect(clear[0]?.weakened).toBe(false);
    const combust = find(chartWith(0, { mercury: [3, 20] }), "budha-aditya");
    expect(combust[0]?.weakened).toBe(true);
  });
  it("is absent when they stand in different signs", () => {
    expect(find(chartWith(0), "budha-aditya")).toEqual([]);
  });
});

describe("raja yoga of kendra and trikona lords", () => {
  it("is present when a kendra lord and a trikona lord are conjunct (Aries: Saturn, 10th lord, with the Sun, 5th lord)", () => {
    const yogas = find(chartWith(0, { saturn: [3, 25] }), "raja");
    expect(yogas.map((y) => [...y.bodies].sort())).toContainEqual(["saturn", "sun"]);
    expect(yogas[0]?.reason).toContain("conjunction");
  });
  it("is present by exchange of signs", () => {
    // Aries: Mars (1st lord) in Capricorn and Saturn (10th lord) in Aries.
    const yogas = find(chartWith(0, { mars: [9, 5], saturn: [0, 25], jupiter: [1, 2] }), "raja");
    expect(yogas.some((y) => y.reason.includes("exchange"))).toBe(true);
  });
  it("is present for a yogakaraka in a kendra (Taurus ascendant: Saturn in the 10th)", () => {
    const yogas = find(chartWith(1, { saturn: [9, 10] }), "raja");
    expect(yogas.some((y) => y.bodies.length === 1 && y.bodies[0] === "saturn")).toBe(true);
  });
  it("is absent when no kendra lord meets a trikona lord", () => {
    expect(find(chartWith(0), "raja")).toEqual([]);
  });
});

describe("dhana yoga", () => {
  it("is present when the 2nd lord joins the 9th lord (Aries: Venus with Jupiter)", () => {
    const yogas = find(chartWith(0, { venus: [0, 20] }), "dhana");
    expect(yogas.map((y) => [...y.bodies].sort())).toContainEqual(["jupiter", "venus"]);
  });
  it("is absent in the base chart", () => {
    expect(find(chartWith(0), "dhana")).toEqual([]);
  });
});

describe("viparita raja yoga", () => {
  it("is present with the 6th lord in the 8th (Aries: Mercury in Scorpio is Harsha)", () => {
    const yogas = find(chartWith(0, { mercury: [7, 2], sun: [7, 25] }), "viparita-raja");
    expect(yogas.map((y) => y.label)).toContain("Viparita raja yoga (Harsha)");
  });
  it("is absent when the dusthana lords stand outside the dusthanas", () => {
    expect(find(chartWith(0), "viparita-raja")).toEqual([]);
  });
});

describe("Kemadruma and its cancellations", () => {
  // Moon alone in Taurus with Gemini and Aries empty of the five planets.
  const lonely: Partial<Record<BodyName, Placement>> = { venus: [4, 25], jupiter: [8, 10] };
  it("is present when nothing stands in the 2nd or 12th from the Moon", () => {
    const [yoga] = find(chartWith(0, lonely), "kemadruma");
    expect(yoga?.nature).toBe("challenging");
  });
  it("is cancelled by a planet in a kendra from the ascendant", () => {
    const [yoga] = find(chartWith(0, { ...lonely, mars: [3, 5] }), "kemadruma");
    expect(yoga?.cancelled).toBe(true);
    expect(yoga?.cancelledBy.join(" ")).toContain("kendra from the ascendant");
  });
  it("stands uncancelled when no kendra holds a planet and Jupiter does not aspect the Moon", () => {
    // Ascendant Aries, Moon Taurus: kendras from either are Aries, Cancer, Libra, Capricorn / Taurus, Leo, Scorpio,
    // Aquarius. Planets in Virgo, Sagittarius, Pisces only; Jupiter in Sagittarius aspects Aries, Gemini, Leo.
    const chart = chartWith(0, {
      sun: [5, 5],
      mercury: [5, 20],
      venus: [5, 28],
      mars: [11, 10],
      jupiter: [8, 10],
      saturn: [11, 20],
    });
    const [yoga] = find(chart, "kemadruma");
    expect(yoga?.cancelled).toBe(false);
  });
  it("is absent when a planet flanks the Moon", () => {
    expect(find(chartWith(0), "kemadruma")).toEqual([]);
  });
});

describe("cross-check with a public implementation's definition (PyJHora, after B. V. Raman)", () => {
  // PyJHora: Ruchaka = Mars in Aries, Scorpio or Capricorn; Bhadra = Mercury in Gemini or Virgo; Hamsa = Jupiter in
  // Sagittarius, Pisces or Cancer; Malavya = Venus in Taurus, Libra or Pisces; Sasa = Saturn in Capricorn, Aquarius
  // or Libra; each in the 1st, 4th, 7th or 10th from the ascendant. Every ascendant, every sign.
  const signsFor: Record<string, [keyof typeof BASE, number[]]> = {
    ruchaka: ["mars", [0, 7, 9]],
    bhadra: ["mercury", [2, 5]],
    hamsa: ["jupiter", [8, 11, 3]],
    malavya: ["venus", [1, 6, 11]],
    sasa: ["saturn", [9, 10, 6]],
  };
  it("agrees on the five Mahapurusha yogas for all 12 x 12 placements", () => {
    for (const [name, [planet, signs]] of Object.entries(signsFor)) {
      for (let asc = 0; asc < 12; asc++) {
        for (let sign = 0; sign < 12; sign++) {
          const house = ((sign - asc + 12) % 12) + 1;
          const expected = signs.includes(sign) && [1, 4, 7, 10].includes(house);
          const found = find(chartWith(asc, { [planet]: [sign, 18] }), name as YogaName).length > 0;
          expect([name, asc, sign, found]).toEqual([name, asc, sign, expected]);
        }
      }
    }
  });
});
