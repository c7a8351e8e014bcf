// Vimshottari year length (365.25 or sidereal 365.256364 days) and pratyantardashas in the engine's output.
import { describe, expect, it } from "vitest";
import { computeChart, computeChartFor, resolveBirth } from "../../../server/astro/chart";
import {
  DASHA_YEAR_LENGTHS,
  DAYS_PER_DASHA_YEAR,
  type DashaYearDays,
  dashaStackAt,
  dashaYearDaysOf,
  isDashaYearDays,
  isoFromMs,
  parseDashaYearDays,
  pratyantardashas,
  vimshottari,
  vimshottariFor,
} from "../../../server/astro/dasha";
import type { Vimshottari } from "../../../server/astro/types";

const DAY_MS = 86_400_000;
const SIDEREAL = DASHA_YEAR_LENGTHS.sidereal;
const JULIAN = DASHA_YEAR_LENGTHS.julian;
const birth = new Date("1990-05-14T01:00:00Z");
const ms = (iso: string | undefined) => Date.parse(iso ?? "");
const kathmandu = computeChart({ local: "1990-05-14T06:45", tz: "Asia/Kathmandu" }, 27.70169, 85.3206);

describe("year length", () => {
  it("offers 365.25 (default) and the sidereal 365.256364, and reads them from text", () => {
    expect(DAYS_PER_DASHA_YEAR).toBe(365.25);
    expect(DASHA_YEAR_LENGTHS).toEqual({ julian: 365.25, sidereal: 365.256364 });
    expect(parseDashaYearDays("365.25")).toBe(365.25);
    expect(parseDashaYearDays("365.256364")).toBe(365.256364);
    expect(parseDashaYearDays("365.2500")).toBe(365.25);
    for (const bad of ["", "365", "360", "365.2564", "abc", "365.25x", "-365.25", " 365.25", "1e3"]) {
      expect(parseDashaYearDays(bad)).toBeNull();
    }
    expect(isDashaYearDays(365.25)).toBe(true);
    expect(isDashaYearDays("365.25")).toBe(false);
    expect(() => vimshottari(40, birth, 360 as DashaYearDays)).toThrow(
      "yearDays must be 365.25 or 365.256364 (got 360).",
    );
  });

  it("records the year length, and reads stored trees without it as 365.25", () => {
    expect(kathmandu.dashas.yearDays).toBe(365.25);
    expect(vimshottari(40, birth, SIDEREAL).yearDays).toBe(SIDEREAL);
    const { yearDays: _, ...stored } = kathmandu.dashas;
    expect(dashaYearDaysOf(stored as Vimshottari)).toBe(365.25);
    expect(dashaYearDaysOf(vimshottari(40, birth, SIDEREAL))).toBe(SIDEREAL);
  });

  it("keeps the first lord, the balance and birth; the 120 years grow by 120 x 0.006364 days", () => {
    const moonLon = 123.4; // Ashlesha (Mercury), 0.4 of it still to cross
    const julian = vimshottari(moonLon, birth);
    const sidereal = vimshottari(moonLon, birth, SIDEREAL);
    expect(sidereal.firstLord).toBe(julian.firstLord);
    expect(sidereal.balanceYears).toBe(julian.balanceYears);
    const span = (v: Vimshottari) => ms(v.mahadashas.at(-1)?.end) - ms(v.mahadashas[0]?.start);
    expect(span(sidereal) - span(julian)).toBeCloseTo(120 * 0.006364 * DAY_MS, -1); // 0.76368 days, to 10 ms
    // Birth is where the balance starts, in both: the first mahadasha ends `balance` years after it.
    for (const [v, days] of [
      [julian, JULIAN],
      [sidereal, SIDEREAL],
    ] as const) {
      expect(ms(v.mahadashas[0]?.end) - birth.getTime()).toBeCloseTo(v.balanceYears * days * DAY_MS, -1);
      const elapsed = (v.mahadashas[0]?.years ?? 0) - v.balanceYears;
      expect(birth.getTime() - ms(v.mahadashas[0]?.start)).toBeCloseTo(elapsed * days * DAY_MS, -1);
    }
    // Each boundary moves by its distance from birth in years x 0.006364 days.
    for (let i = 0; i < 9; i++) {
      const j = julian.mahadashas[i];
      const s = sidereal.mahadashas[i];
      expect(s?.lord).toBe(j?.lord);
      expect(s?.years).toBe(j?.years);
      const yearsFromBirth = (ms(j?.end) - birth.getTime()) / (JULIAN * DAY_MS);
      expect(ms(s?.end) - ms(j?.end)).toBeCloseTo(yearsFromBirth * 0.006364 * DAY_MS, -1);
    }
  });

  it("leaves a first mahadasha that starts at birth where it is (Moon at the start of Rohini)", () => {
    const julian = vimshottari(40, birth);
    const sidereal = vimshottari(40, birth, SIDEREAL);
    expect(sidereal.mahadashas[0]?.start).toBe("1990-05-14T01:00:00.000Z");
    expect(julian.mahadashas[0]?.start).toBe("1990-05-14T01:00:00.000Z");
    // Moon 10 years: 3652.5 days (the calendar's ten years here are 3653, three leap days), or 3652.56364 days
    // (+ 0.06364 days = 1 h 31 min 38.496 s).
    expect(julian.mahadashas[0]?.end).toBe("2000-05-13T13:00:00.000Z");
    expect(sidereal.mahadashas[0]?.end).toBe("2000-05-13T14:31:38.496Z");
  });

  it("goes through the chart options, and a stored chart's tree can be recomputed with another length", () => {
    const meta = resolveBirth({ local: "1990-05-14T06:45", tz: "Asia/Kathmandu" }, 27.70169, 85.3206);
    const sidereal = computeChartFor(meta, "mean", { dashaYearDays: SIDEREAL });
    expect(sidereal.dashas.yearDays).toBe(SIDEREAL);
    expect(sidereal.bodies).toEqual(kathmandu.bodies);
    expect(computeChart({ utc: meta.utc }, 27.70169, 85.3206, { dashaYearDays: SIDEREAL }).dashas).toEqual(
      sidereal.dashas,
    );
    // From the stored Moon longitude and birth instant: the same trees, whatever the chart stored.
    expect(vimshottariFor(kathmandu, SIDEREAL)).toEqual(sidereal.dashas);
    expect(vimshottariFor(kathmandu)).toEqual(kathmandu.dashas);
    const stored = JSON.parse(JSON.stringify(kathmandu));
    delete stored.dashas.yearDays;
    expect(vimshottariFor(stored, JULIAN)).toEqual(kathmandu.dashas);
  });
});

describe("pratyantardashas", () => {
  it("by hand: Moon-Moon from birth (Moon at 40°): Moon 25 d 8 h 45 min, then Mars 17 d 18 h 7.5 min", () => {
    // Moon-Moon antardasha: 10 x 10 / 120 = 0.8333 years. Its Moon PD: 0.8333 x 10 / 120 = 0.069444 years
    // = 25.364583 days of 365.25 (25 d 08:45:00); Mars: 0.8333 x 7 / 120 = 0.048611 years = 17.755208 days.
    const moonMoon = vimshottari(40, birth).mahadashas[0]?.antardashas[0];
    if (!moonMoon) throw new Error("no Moon-Moon antardasha");
    const pds = pratyantardashas(moonMoon, JULIAN);
    expect(pds[0]).toEqual({
      lord: "Moon",
      start: "1990-05-14T01:00:00.000Z",
      end: "1990-06-08T09:45:00.000Z",
      years: 10 / 144,
    });
    expect(pds[1]).toMatchObject({ lord: "Mars", start: "1990-06-08T09:45:00.000Z", end: "1990-06-26T03:52:30.000Z" });
    // In sidereal years: 365.256364 x 1000 / 14400 = 25.3650252778 days = 25 d 08:45:38.184.
    const siderealMoonMoon = vimshottari(40, birth, SIDEREAL).mahadashas[0]?.antardashas[0];
    if (!siderealMoonMoon) throw new Error("no Moon-Moon antardasha");
    expect(pratyantardashas(siderealMoonMoon, SIDEREAL)[0]?.end).toBe("1990-06-08T09:45:38.184Z");
  });

  it("are nine, from the antardasha's start to its end, in order from its lord, in proportion to the years", () => {
    const order = ["Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter", "Saturn", "Mercury"];
    const years: Record<string, number> = { Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18 };
    Object.assign(years, { Jupiter: 16, Saturn: 19, Mercury: 17 });
    for (const yearDays of [JULIAN, SIDEREAL] as const) {
      const tree = vimshottari(kathmandu.bodies.moon.lon, birth, yearDays);
      for (const md of tree.mahadashas) {
        for (const ad of md.antardashas) {
          const pds = pratyantardashas(ad, yearDays);
          expect(pds).toHaveLength(9);
          expect(pds[0]?.start).toBe(ad.start);
          expect(pds.at(-1)?.end).toBe(ad.end);
          const first = order.indexOf(ad.lord);
          expect(pds.map((p) => p.lord)).toEqual([...order.slice(first), ...order.slice(0, first)]);
          for (let k = 0; k < 9; k++) {
            const p = pds[k];
            if (!p) throw new Error("missing period");
            expect(p.years).toBeCloseTo((ad.years * (years[p.lord] ?? 0)) / 120, 12);
            if (k > 0) expect(p.start).toBe(pds[k - 1]?.end);
            expect((ms(p.end) - ms(p.start)) / (yearDays * DAY_MS)).toBeCloseTo(p.years, 7);
          }
        }
      }
    }
  });

  it("read the year length from the antardasha when not given", () => {
    const tree = vimshottari(kathmandu.bodies.moon.lon, birth, SIDEREAL);
    const ad = tree.mahadashas[3]?.antardashas[4];
    if (!ad) throw new Error("no antardasha");
    expect(pratyantardashas(ad)).toEqual(pratyantardashas(ad, SIDEREAL));
    expect(pratyantardashas(ad)).not.toEqual(pratyantardashas(ad, JULIAN));
  });

  it("fill the chart's antardashas only when asked, identical to pratyantardashas()", () => {
    expect(kathmandu.dashas.mahadashas[0]?.antardashas[0]?.pratyantardashas).toBeUndefined();
    for (const yearDays of [JULIAN, SIDEREAL] as const) {
      const chart = computeChart({ local: "1990-05-14T06:45", tz: "Asia/Kathmandu" }, 27.70169, 85.3206, {
        dashaYearDays: yearDays,
        pratyantardashas: true,
      });
      let count = 0;
      for (const md of chart.dashas.mahadashas) {
        for (const ad of md.antardashas) {
          const { pratyantardashas: filled, ...plain } = ad;
          expect(filled).toEqual(pratyantardashas(plain, yearDays));
          count += filled?.length ?? 0;
        }
      }
      expect(count).toBe(729);
      // The tree above them is unchanged.
      const without = vimshottariFor(chart, yearDays);
      expect(chart.dashas.mahadashas.map((m) => m.antardashas.map((a) => a.end))).toEqual(
        without.mahadashas.map((m) => m.antardashas.map((a) => a.end)),
      );
    }
  });

  it("dashaStackAt uses the tree's year length and its filled periods, and returns bare periods", () => {
    const at = new Date("2026-11-23T12:00:00Z");
    const sidereal = vimshottari(kathmandu.bodies.moon.lon, birth, SIDEREAL);
    const stack = dashaStackAt(sidereal, at);
    const withPds = dashaStackAt(
      vimshottari(kathmandu.bodies.moon.lon, birth, SIDEREAL, { pratyantardashas: true }),
      at,
    );
    expect(withPds).toEqual(stack);
    expect(stack?.antardasha).not.toHaveProperty("pratyantardashas");
    expect(stack?.mahadasha).not.toHaveProperty("antardashas");
    if (!stack) throw new Error("no stack");
    expect(pratyantardashas(stack.antardasha, SIDEREAL)).toContainEqual(stack.pratyantardasha);
  });
});

describe("isoFromMs", () => {
  it("writes years 0-9999 with four digits, as Date#toISOString", () => {
    for (const iso of [
      "0000-03-01T00:00:00.000Z",
      "0005-03-01T12:34:56.789Z",
      "0999-12-31T23:59:59.999Z",
      "1800-02-28T05:06:07.008Z",
      "2000-02-29T23:59:59.999Z",
      "9999-12-31T23:59:59.999Z",
    ]) {
      expect(isoFromMs(Date.parse(iso))).toBe(iso);
    }
    expect(isoFromMs(Date.parse("2024-01-01T00:00:00.000Z") - 0.4)).toBe("2024-01-01T00:00:00.000Z");
    expect(isoFromMs(Date.parse("2024-01-01T00:00:00.000Z") - 0.6)).toBe("2023-12-31T23:59:59.999Z");
  });
});
