// The first reading is written from the chart: it names what it rests on, and differs between charts.
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { runningDashas } from "../../../server/astro/dasha";
import { NAKSHATRA_NAMES, SIGN_NAMES } from "../../../server/astro/jyotish";
import { interpretChart } from "../../../server/charts/interpretation";

const chart = computeChart({ local: "1990-05-14T06:45", tz: "Asia/Kathmandu" }, 27.70169, 85.3206);
const now = new Date("2026-01-01T00:00:00Z");

describe("interpretation", () => {
  const text = interpretChart("Asha Sharma", chart, now);

  it("names the ascendant, its lord's house, the Moon's sign and nakshatra and the running dasha", () => {
    expect(text).toContain(`ascendant (lagna) is ${SIGN_NAMES[chart.ascendant.sign]}`);
    expect(text).toContain("Its lord Venus");
    expect(text).toContain(`Venus sits in your ${chart.bodies.venus.house}th house`);
    expect(text).toContain(`Moon, the mind and emotions, is in ${SIGN_NAMES[chart.bodies.moon.sign]}`);
    expect(text).toContain(`${NAKSHATRA_NAMES[chart.bodies.moon.nakshatra]} nakshatra, pada ${chart.bodies.moon.pada}`);
    const running = runningDashas(chart.dashas, now);
    expect(text).toContain(`${running?.mahadasha.lord} mahadasha`);
    expect(text).toContain(`${running?.antardasha.lord} antardasha`);
    expect(text).toContain("Sun in Aries, your 12th house");
    expect(text).toContain("is exalted");
    expect(text).toContain("Mercury and Saturn were retrograde");
  });

  it("is plain paragraphs without HTML and without fear-selling", () => {
    expect(text).not.toMatch(/<\/?[a-z]/i);
    expect(text.split("\n\n").length).toBeGreaterThanOrEqual(4);
    expect(text).not.toMatch(/remed|gemstone|danger|curse/i);
  });

  it("differs between two charts, even a few minutes apart", () => {
    const other = computeChart({ local: "1990-05-14T06:49", tz: "Asia/Kathmandu" }, 27.70169, 85.3206);
    expect(interpretChart("Asha Sharma", other, now)).not.toBe(text);
    const elsewhere = computeChart({ local: "1978-11-02T21:10", tz: "America/New_York" }, 40.71, -74.0);
    expect(interpretChart("Asha Sharma", elsewhere, now)).not.toBe(text);
  });
});
