// judgeChart: everything in one object, the best placed planet chosen by strength, the same on a second call.
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { dashaStackAt } from "../../../server/astro/dasha";
import { BODY_NAMES, type BodyName, type ChartData } from "../../../server/astro/types";
import { findYogas, judgeChart, manglik, sadeSati } from "../../../server/jyotish";
import { chartWith } from "./fixture";

const now = new Date("2026-11-23T12:00:00Z");
const chart = computeChart({ local: "1990-05-14T06:45", tz: "Asia/Kathmandu" }, 27.70169, 85.3206);

describe("judgeChart", () => {
  const j = judgeChart(chart, now);

  it("returns every finding for the chart and the date", () => {
    expect(j.ascendant.lord).toBe("venus");
    expect(j.strengths).toHaveLength(7);
    expect(j.yogas).toEqual(findYogas(chart));
    expect(j.manglik).toEqual(manglik(chart));
    expect(j.dasha).toEqual(dashaStackAt(chart.dashas, now));
    expect(j.sadeSati).toEqual(sadeSati(chart, now));
    expect(j.ageYears).toBe(36);
    expect(j.functional.yogakaraka).toBe("saturn");
  });

  it("chooses the best placed planet by strength: the strongest, whatever the order of the bodies", () => {
    expect(j.bestPlaced.score).toBe(Math.max(...j.strengths.map((s) => s.score)));
    // Venus exalted in Pisces beats the Sun exalted in Aries here: the Sun sits in the 12th, a dusthana.
    expect(j.bestPlaced.body).toBe("venus");
    const reversed: ChartData = {
      ...chart,
      birth: { ...chart.birth, utc: "1990-05-14T01:00:00.001Z" },
      bodies: Object.fromEntries([...BODY_NAMES].reverse().map((b) => [b, chart.bodies[b]])) as Record<
        BodyName,
        ChartData["bodies"][BodyName]
      >,
    };
    expect(judgeChart(reversed, now).bestPlaced.body).toBe("venus");
  });

  it("does not take the first exalted planet when a later one is stronger", () => {
    // Ascendant Gemini: the Sun exalted in Aries (the 11th) comes first in the list; Saturn exalted in Libra
    // (the 5th, a trikona) is stronger.
    const c = chartWith(2, { sun: [0, 10], saturn: [6, 20], mercury: [1, 5], venus: [1, 25] });
    expect(judgeChart(c, now).bestPlaced.body).toBe("saturn");
  });

  it("gives the same judgement on a second call the same day", () => {
    expect(judgeChart(chart, new Date(now.getTime() + 3_600_000)).yogas).toEqual(j.yogas);
    expect(judgeChart(chart, now).sadeSati).toEqual(j.sadeSati);
  });
});
