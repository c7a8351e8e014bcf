// Inside the polar circles the ascendant follows Swiss Ephemeris: the horizon-ecliptic intersection 0-180° ahead
// of the MC (swehouse.c, whole-sign houses: when swe_difdeg2n(ac, mc) < 0 it adds 180°). Expected values are
// swe_houses_ex(jd_ut, SEFLG_SIDEREAL, lat, lon, 'W') ascmc[0], Lahiri, from the sweph npm package 2.10.03
// (Swiss Ephemeris 2.10.03, Moshier), built as the top of scripts/compare-swisseph.ts explains.
import * as Astronomy from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { normalizeDegrees } from "../../../server/astro/angles";
import { computeChart } from "../../../server/astro/chart";
import { tropicalAscendant, tropicalMidheaven } from "../../../server/astro/ephemeris";
import { isInsidePolarCircle, polarCircleLatitude, trueObliquity } from "../../../server/astro/polar";

const ARCSEC = 1 / 3600;
const angleDiff = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;

// [label, lat, lon, UTC, Swiss Ephemeris sidereal ascendant, sign 0-11, inside a polar circle]
const cases: [string, number, number, string, number, number, boolean][] = [
  // The rising point here is 118.52° (Cancer): 180° from Swiss Ephemeris before this convention.
  ["Tromsø, 69.65N 18.96E, ascendant moved 180°", 69.6492, 18.9553, "1985-06-10T00:00:00Z", 298.515437, 9, true],
  [
    "Tromsø, another hour: already 0-180° ahead of the MC",
    69.6492,
    18.9553,
    "1985-01-15T09:00:00Z",
    344.588461,
    11,
    true,
  ],
  // Rising point 220.76° (Scorpio) before.
  ["Murmansk, 68.96N 33.08E, ascendant moved 180°", 68.9585, 33.0827, "1990-06-10T21:00:00Z", 40.382954, 1, true],
  // Davis station, Antarctica; rising point 42.79° (Taurus) before.
  ["Davis, 68.58S 77.97E, ascendant moved 180°", -68.5763, 77.9674, "2000-06-10T06:00:00Z", 222.742408, 7, true],
  ["Longyearbyen, 78.22N 15.63E", 78.2232, 15.6267, "1995-12-21T18:00:00Z", 132.075021, 4, true],
  ["McMurdo, 77.84S 166.69E", -77.8419, 166.6863, "2010-02-01T03:00:00Z", 0.306783, 0, true],
  ["the North Pole", 90, 0, "2000-01-01T12:00:00Z", 336.146778, 11, true],
  ["Kathmandu (not polar): unchanged", 27.70169, 85.3206, "1990-05-14T01:00:00Z", 52.011446, 1, false],
  ["Reykjavík, 64.15N (near, not inside): unchanged", 64.1466, -21.9426, "1990-06-10T21:00:00Z", 213.484657, 7, false],
];

describe("polar convention (Swiss Ephemeris)", () => {
  it.each(cases)("%s", (_label, lat, lon, utc, swiss, sign, polar) => {
    const chart = computeChart({ utc }, lat, lon);
    expect(Math.abs(angleDiff(chart.ascendant.lon, swiss))).toBeLessThan(5 * ARCSEC);
    expect(chart.ascendant.sign).toBe(sign);
    expect(isInsidePolarCircle(lat, utc)).toBe(polar);
  });

  it("keeps the ascendant 0-180° ahead of the MC, on the horizon, at any latitude", () => {
    const eps = 23.44;
    for (let i = 0; i < 2000; i++) {
      const gast = (i * 0.377) % 24;
      const lat = -89 + ((i * 7.31) % 178);
      const lon = -180 + ((i * 13.1) % 360);
      const asc = tropicalAscendant(gast, eps, lat, lon);
      const mc = tropicalMidheaven(gast * 15 + lon, eps);
      expect(normalizeDegrees(asc - mc)).toBeLessThan(180);
      // On the horizon: altitude 0 (either intersection of horizon and ecliptic).
      const a = asc * (Math.PI / 180);
      const e = eps * (Math.PI / 180);
      const ra = Math.atan2(Math.sin(a) * Math.cos(e), Math.cos(a));
      const dec = Math.asin(Math.sin(a) * Math.sin(e));
      const hourAngle = (gast * 15 + lon) * (Math.PI / 180) - ra;
      const phi = lat * (Math.PI / 180);
      expect(
        Math.abs(Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(hourAngle)),
      ).toBeLessThan(1e-9);
      // Outside the polar circles it is still the rising point (east of the meridian).
      if (Math.abs(lat) < 90 - eps - 0.01) expect(Math.sin(hourAngle)).toBeLessThan(0);
    }
  });

  it("places the polar circles at 90° minus the true obliquity of the date", () => {
    const utc = new Date("2000-01-01T12:00:00Z");
    expect(trueObliquity(utc)).toBeCloseTo(Astronomy.e_tilt(Astronomy.MakeTime(utc)).tobl, 12);
    // Mean obliquity 23°26'21.4" (23.43929°) plus nutation in obliquity (-0.00161°) at J2000.
    expect(polarCircleLatitude(utc)).toBeCloseTo(90 - (23.43929 - 0.00161), 4);
    expect(polarCircleLatitude("2024-06-01T00:00:00Z")).toBeCloseTo(66.5615, 3);
    expect(isInsidePolarCircle(66.6, utc)).toBe(true);
    expect(isInsidePolarCircle(-66.6, utc)).toBe(true);
    expect(isInsidePolarCircle(66.5, utc)).toBe(false);
    expect(isInsidePolarCircle(0, utc)).toBe(false);
  });
});
