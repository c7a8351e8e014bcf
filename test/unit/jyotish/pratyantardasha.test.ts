// Pratyantardashas: nine per antardasha, in Vimshottari order from the antardasha lord, summing to it exactly.
import { describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { dashaStackAt, pratyantardashas, runningDashas } from "../../../server/astro/dasha";

const chart = computeChart({ local: "1990-05-14T06:45", tz: "Asia/Kathmandu" }, 27.70169, 85.3206);
const YEAR_MS = 365.25 * 86_400_000;

describe("pratyantardasha", () => {
  it("splits every antardasha into nine periods that sum to it and tile it without gaps", () => {
    for (const md of chart.dashas.mahadashas) {
      for (const ad of md.antardashas) {
        const pds = pratyantardashas(ad);
        expect(pds).toHaveLength(9);
        expect(pds[0]?.lord).toBe(ad.lord);
        expect(pds[0]?.start).toBe(ad.start);
        expect(pds.at(-1)?.end).toBe(ad.end);
        expect(pds.reduce((sum, p) => sum + p.years, 0)).toBeCloseTo(ad.years, 10);
        for (let i = 1; i < 9; i++) expect(pds[i]?.start).toBe(pds[i - 1]?.end);
      }
    }
  });

  it("gives each period (AD years x its lord's years / 120): Venus-Venus-Sun lasts 20 x 20 / 120 x 6 / 120 years", () => {
    const venus = chart.dashas.mahadashas.find((m) => m.lord === "Venus");
    const venusVenus = venus?.antardashas[0];
    if (!venusVenus) throw new Error("no Venus-Venus antardasha");
    const sun = pratyantardashas(venusVenus).find((p) => p.lord === "Sun");
    expect(sun?.years).toBeCloseTo(((20 * 20) / 120) * (6 / 120), 12);
    const order = pratyantardashas(venusVenus).map((p) => p.lord);
    expect(order).toEqual(["Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter", "Saturn", "Mercury", "Ketu"]);
  });

  it("nests MD, AD and PD around a date", () => {
    const at = new Date("2026-11-23T12:00:00Z");
    const stack = dashaStackAt(chart.dashas, at);
    const running = runningDashas(chart.dashas, at);
    expect(stack?.mahadasha).toEqual(running?.mahadasha);
    expect(stack?.antardasha).toEqual(running?.antardasha);
    const pd = stack?.pratyantardasha;
    expect(Date.parse(pd?.start ?? "")).toBeLessThanOrEqual(at.getTime());
    expect(Date.parse(pd?.end ?? "")).toBeGreaterThan(at.getTime());
    expect((Date.parse(pd?.end ?? "") - Date.parse(pd?.start ?? "")) / YEAR_MS).toBeCloseTo(pd?.years ?? 0, 6);
  });

  it("is null outside the 120 years", () => {
    expect(dashaStackAt(chart.dashas, new Date("2200-01-01T00:00:00Z"))).toBeNull();
  });
});
