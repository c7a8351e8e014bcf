// Love or arranged marriage from the 5th-7th link (common practice). The blind test read a chart with the 7th lord
// exalted in the 5th as "no lean": the first cases pin that, on a real chart and on a built one.
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { loveOrArranged } from "../../../server/jyotish";
import { chartWith } from "./fixture";

const signs = (l: ReturnType<typeof loveOrArranged>) => l.reasons.map((r) => r.sign);

describe("loveOrArranged", () => {
  it("leans love for a Capricorn lagna with the Moon, the 7th lord, in Taurus: exalted in the 5th (Kathmandu 1994)", () => {
    const chart = computeChart({ local: "1994-01-23T06:45", tz: "Asia/Kathmandu" }, 27.7, 85.32);
    expect(chart.ascendant.sign).toBe(9);
    expect(chart.bodies.moon.sign).toBe(1);
    // Past 3° of Taurus the Moon's dignity reads moolatrikona; its sign is still its exaltation sign.
    expect(chart.bodies.moon.dignity).toBe("moolatrikona");
    const l = loveOrArranged(chart);
    expect(l.lean).toBe("love");
    expect(signs(l).slice(0, 2)).toEqual(["seventh-lord-in-fifth", "seventh-lord-exalted-in-fifth"]);
    expect(l.seventhLord.planet).toBe("moon");
    expect(l.school).toBe("common-practice");
  });

  it("leans love on a built chart with the same placement and no arranged sign", () => {
    const l = loveOrArranged(chartWith(9, { moon: [1, 20] }));
    expect(l.lean).toBe("love");
    expect(l.love).toBe(4.5);
    expect(l.arranged).toBe(0);
  });

  it("leans love when the 5th and 7th lords exchange signs (Sun in Libra, Venus in Leo for Aries)", () => {
    const l = loveOrArranged(chartWith(0, { sun: [6, 10], venus: [4, 20], mercury: [6, 2], jupiter: [1, 2] }));
    expect(signs(l)[0]).toBe("lords-exchange");
    expect(l.lean).toBe("love");
  });

  it("leans arranged with no 5th-7th link and Jupiter aspecting the 7th", () => {
    // Aries: the Sun (5th lord) in Cancer, Venus (7th lord) in Gemini, Jupiter in Aries aspects Libra.
    const l = loveOrArranged(chartWith(0));
    expect(l.lean).toBe("arranged");
    expect(signs(l)).toEqual(["jupiter-on-seventh", "no-fifth-seventh-link"]);
    expect(l.love).toBe(0);
  });

  it("leans both when the lords are joined and the 7th lord is tied to the 9th lord", () => {
    // Aries: Sun and Venus together in Sagittarius, the 9th, whose lord Jupiter joins them.
    const l = loveOrArranged(chartWith(0, { sun: [8, 5], venus: [8, 20], jupiter: [8, 12], mercury: [8, 1] }));
    expect(signs(l)).toContain("lords-conjunct");
    expect(signs(l)).toContain("seventh-lord-with-ninth-lord");
    expect(l.lean).toBe("both");
  });

  it("counts Rahu with the 7th lord as a minor love sign: both, not love, when nothing else links them", () => {
    const l = loveOrArranged(chartWith(0, { rahu: [2, 20], jupiter: [1, 2] }));
    expect(signs(l)).toContain("lord-with-rahu");
    expect(l.lean).toBe("both");
  });

  it("states the 5th and 7th lords' condition, combustion included", () => {
    // Venus 4° from the Sun in Cancer: combust.
    const l = loveOrArranged(chartWith(0, { venus: [3, 19] }));
    expect(l.seventhLord).toMatchObject({ planet: "venus", combust: true });
    expect(l.fifthLord.planet).toBe("sun");
  });
});
