/**
 * The chart engine's entry point: a complete sidereal chart (types.ts) for a birth instant and place.
 * Plain library, no I/O; the only state is astronomy-engine's ΔT hook (installed once).
 */

import { twoDigits } from "../../shared/two-digits";
import { DAYS_PER_DASHA_YEAR, vimshottari } from "./dasha";
import { siderealSnapshot } from "./ephemeris";
import { dignityOf, houseOfSign, isCombust } from "./jyotish";
import { assertInstantInRange, ChartInputError, formatOffset, parseLocalDateTime, resolveLocalTime } from "./time";
import {
  type BirthMeta,
  BODY_NAMES,
  type BodyName,
  type BodyPosition,
  type ChartData,
  type DashaYearDays,
  type NodeKind,
} from "./types";
import { zodiacPosition } from "./zodiac";

export interface ChartOptions extends DashaOptions {
  node?: NodeKind;
  /** A readable place name to keep with the chart. */
  place?: string | null;
}

/** How the chart's Vimshottari tree is computed. */
export interface DashaOptions {
  /** Days in a Vimshottari year: 365.25 (default) or 365.256364 (sidereal); recorded as `dashas.yearDays`. */
  dashaYearDays?: DashaYearDays;
  /** Fill each antardasha's `pratyantardashas` (default false: stored charts leave them out, they would make
   * `charts.astro_data` about five times larger; `pratyantardashas()` in dasha.ts computes them on demand). */
  pratyantardashas?: boolean;
}

/** Birth given as local clock time at an IANA zone, or as a UTC instant. */
export type BirthMoment = { local: string; tz: string } | { utc: Date | string };

function assertCoordinates(lat: number, lon: number): void {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90)
    throw new ChartInputError("lat", "lat must be between -90 and 90.");
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) {
    throw new ChartInputError("lon", "lon must be between -180 and 180.");
  }
}

/** Resolves the moment to a UTC instant and the birth metadata kept with the chart. */
export function resolveBirth(moment: BirthMoment, lat: number, lon: number, place: string | null = null): BirthMeta {
  assertCoordinates(lat, lon);
  if ("utc" in moment) {
    const utc = typeof moment.utc === "string" ? new Date(moment.utc) : moment.utc;
    if (
      typeof moment.utc === "string" &&
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(moment.utc)
    ) {
      throw new ChartInputError("utc", "utc must be an ISO 8601 instant such as 1990-05-01T06:30:00Z.");
    }
    assertInstantInRange(utc, "utc");
    return {
      utc: utc.toISOString(),
      local: null,
      tz: null,
      offsetSeconds: 0,
      offset: formatOffset(0),
      resolution: "utc",
      lat,
      lon,
      place,
    };
  }
  const local = parseLocalDateTime(moment.local, "local");
  const resolved = resolveLocalTime(local, moment.tz, "tz");
  assertInstantInRange(resolved.utc, "local");
  return {
    utc: resolved.utc.toISOString(),
    local: `${String(local.year).padStart(4, "0")}-${twoDigits(local.month)}-${twoDigits(local.day)}T${twoDigits(local.hour)}:${twoDigits(local.minute)}`,
    tz: moment.tz,
    offsetSeconds: resolved.offsetSeconds,
    offset: formatOffset(resolved.offsetSeconds),
    resolution: resolved.resolution,
    lat,
    lon,
    place,
  };
}

/** Computes the chart for resolved birth metadata. */
export function computeChartFor(birth: BirthMeta, node: NodeKind = "mean", options: DashaOptions = {}): ChartData {
  const utc = new Date(birth.utc);
  const snapshot = siderealSnapshot(utc, birth.lat, birth.lon, node);
  const asc = zodiacPosition(snapshot.ascendant);
  // Fields copied one by one: an object spread here cost more than the positions themselves.
  const ascendant = {
    lon: asc.lon,
    sign: asc.sign,
    degInSign: asc.degInSign,
    nakshatra: asc.nakshatra,
    pada: asc.pada,
    nakshatraLord: asc.nakshatraLord,
    navamsaSign: asc.navamsaSign,
    house: 1 as const,
  };
  const sunLon = snapshot.bodies.sun.lon;
  const bodies = {} as Record<BodyName, BodyPosition>;
  for (const name of BODY_NAMES) {
    const raw = snapshot.bodies[name];
    const position = zodiacPosition(raw.lon);
    // The mean nodes always move backwards; planets when their speed is negative.
    const retrograde = raw.speed < 0;
    bodies[name] = {
      lon: position.lon,
      sign: position.sign,
      degInSign: position.degInSign,
      nakshatra: position.nakshatra,
      pada: position.pada,
      nakshatraLord: position.nakshatraLord,
      navamsaSign: position.navamsaSign,
      name,
      speed: raw.speed,
      retrograde,
      house: houseOfSign(position.sign, ascendant.sign),
      dignity: dignityOf(name, position.lon),
      combust: isCombust(name, position.lon, sunLon, retrograde),
    };
  }
  return {
    version: 1,
    birth,
    ayanamsa: snapshot.ayanamsa,
    node,
    ascendant,
    bodies,
    dashas: vimshottari(bodies.moon.lon, utc, options.dashaYearDays ?? DAYS_PER_DASHA_YEAR, {
      pratyantardashas: options.pratyantardashas === true,
    }),
  };
}

/** Resolves the moment and computes the chart in one step. */
export function computeChart(moment: BirthMoment, lat: number, lon: number, options: ChartOptions = {}): ChartData {
  return computeChartFor(resolveBirth(moment, lat, lon, options.place ?? null), options.node ?? "mean", options);
}
