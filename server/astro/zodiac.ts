/** Where a sidereal longitude falls: sign, degree, nakshatra, pada, navamsa (docs/chart-engine.md). */
import { normalizeDegrees } from "./angles";
import { NAKSHATRA_SPAN, nakshatraLord, PADA_SPAN } from "./jyotish";
import type { ZodiacPosition } from "./types";

const NAVAMSA_SPAN = 30 / 9;

export function zodiacPosition(longitude: number): ZodiacPosition {
  const lon = normalizeDegrees(longitude);
  const sign = Math.min(11, Math.floor(lon / 30));
  const nakshatra = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN));
  const pada = Math.min(4, Math.floor((lon - nakshatra * NAKSHATRA_SPAN) / PADA_SPAN) + 1);
  return {
    lon,
    sign,
    degInSign: lon - sign * 30,
    nakshatra,
    pada,
    nakshatraLord: nakshatraLord(nakshatra),
    navamsaSign: Math.floor(lon / NAVAMSA_SPAN) % 12,
  };
}
