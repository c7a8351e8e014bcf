/**
 * The polar circles, where the ecliptic can lie entirely above or below the horizon for a while and the
 * ascendant needs a convention. The engine follows Swiss Ephemeris (see `tropicalAscendant` in ephemeris.ts):
 * the ascendant is the horizon-ecliptic intersection 0-180° ahead of the MC. Callers use `isInsidePolarCircle`
 * to say so next to a chart (the API's `conventions.polar`).
 */
import * as Astronomy from "astronomy-engine";
import { installDeltaT } from "./delta-t";

/** The true obliquity of the ecliptic at an instant, degrees (about 23.44° today). */
export function trueObliquity(utc: Date | string): number {
  installDeltaT();
  return Astronomy.e_tilt(Astronomy.MakeTime(typeof utc === "string" ? new Date(utc) : utc)).tobl;
}

/** The latitude of the polar circles at an instant, 90° − the true obliquity (about 66.56° today). */
export function polarCircleLatitude(utc: Date | string): number {
  return 90 - trueObliquity(utc);
}

/**
 * True when |lat| > 90° − the true obliquity at `utc`: inside the Arctic or Antarctic circle, where the
 * ascendant follows Swiss Ephemeris's convention. The same obliquity as the chart's ascendant is used, so the
 * answer agrees with the chart it is shown beside.
 */
export function isInsidePolarCircle(lat: number, utc: Date | string): boolean {
  return Math.abs(lat) > polarCircleLatitude(utc);
}
