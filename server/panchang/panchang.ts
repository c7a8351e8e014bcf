// One civil day's panchang at a place: sunrise and sunset, the vara, the tithi, nakshatra, yoga and karana current at
// sunrise with the instant each ends, and rahu kaal (docs/panchang.md).

import { suryaSiddhantaSunAndMoon } from "../../shared/calendar/surya-siddhanta";
import { siderealSunAndMoon } from "../astro/ephemeris";
import { FIRST_YEAR, LAST_YEAR, resolveLocalTime } from "../astro/time";
import { type AngaKind, angaEnd, angaNumber, type SunAndMoonAt } from "./angas";
import { sunDay } from "./sun";

/** drik: the astronomical Sun and Moon (Lahiri). nepal: the Surya Siddhanta's, as Nepal's official patro computes. */
export type PanchangMode = "drik" | "nepal";

export const SUN_AND_MOON: Record<PanchangMode, SunAndMoonAt> = {
  drik: siderealSunAndMoon,
  nepal: suryaSiddhantaSunAndMoon,
};

export interface PanchangPlace {
  lat: number;
  lon: number;
  timeZone: string;
}

export interface AngaAtSunrise {
  number: number;
  /** When it ends: may be the next day, or even the day after. */
  endsAt: Date;
}

export interface Panchang {
  sunrise: Date;
  sunset: Date;
  /** 1 = Sunday .. 7 = Saturday: the civil date's weekday. */
  vara: number;
  angas: Record<AngaKind, AngaAtSunrise>;
  rahuKaal: { start: Date; end: Date };
  /** The Moon's sidereal sign at sunrise, 1 = Mesha (in the mode's zodiac). */
  moonSign: number;
}

/** A well-formed request the panchang cannot answer: a date outside the engine's years, or a day without sunrise. */
export class UnanswerablePanchang extends Error {}

/**
 * Rahu kaal: the daytime (sunrise to sunset) cut into eight equal parts, one of them ruled by Rahu according to the
 * weekday (Sunday the 8th, Monday the 2nd, Tuesday the 7th, Wednesday the 5th, Thursday the 6th, Friday the 4th,
 * Saturday the 3rd), as North Indian panchangas print it.
 */
const RAHU_KAAL_PART = [8, 2, 7, 5, 6, 4, 3] as const;

export function rahuKaal(sunrise: Date, sunset: Date, vara: number): { start: Date; end: Date } {
  const part = (sunset.getTime() - sunrise.getTime()) / 8;
  const index = (RAHU_KAAL_PART[vara - 1] as number) - 1;
  const start = sunrise.getTime() + part * index;
  return { start: new Date(Math.round(start)), end: new Date(Math.round(start + part)) };
}

const ANGAS: readonly AngaKind[] = ["tithi", "nakshatra", "yoga", "karana"];

/** `date` is "YYYY-MM-DD" (already checked to exist), a civil date in `place.timeZone`. */
export function computePanchang(date: string, place: PanchangPlace, mode: PanchangMode): Panchang {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    throw new UnanswerablePanchang(`Dates from ${FIRST_YEAR} to ${LAST_YEAR} are supported.`);
  }
  const midnight = resolveLocalTime({ year, month, day, hour: 0, minute: 0, second: 0 }, place.timeZone).utc;
  const sun = sunDay(midnight, place.lat, place.lon);
  if (!sun) throw new UnanswerablePanchang("The Sun does not rise or set at this place on that date.");
  const sunAndMoonAt = SUN_AND_MOON[mode];
  const atSunrise = sunAndMoonAt(sun.sunrise);
  const angas = Object.fromEntries(
    ANGAS.map((kind) => [
      kind,
      { number: angaNumber(kind, atSunrise.sun, atSunrise.moon), endsAt: angaEnd(kind, sun.sunrise, sunAndMoonAt) },
    ]),
  ) as Record<AngaKind, AngaAtSunrise>;
  const vara = new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;
  return {
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    vara,
    angas,
    rahuKaal: rahuKaal(sun.sunrise, sun.sunset, vara),
    moonSign: Math.floor(atSunrise.moon / 30) + 1,
  };
}
