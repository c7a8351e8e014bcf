/**
 * Gochar: where Saturn, Jupiter, Rahu and Ketu are at a date, counted from the natal ascendant and the natal
 * Moon, with the classical verdict of each transit from the Moon (Phaladeepika, chapter 26 on gochara):
 * Saturn, Rahu and Ketu give good results in the 3rd, 6th and 11th from the Moon; Jupiter in the 2nd, 5th,
 * 7th, 9th and 11th.
 */
import { isoFromMs } from "../astro/dasha";
import type { ChartData } from "../astro/types";
import { signSpans, TRANSIT_BODIES, transitLongitudes } from "./ingress";
import { houseFrom } from "./relations";
import type { Gochar, TransitBody, TransitPlacement } from "./types";

export const FAVOURABLE_FROM_MOON: Record<TransitBody, readonly number[]> = {
  saturn: [3, 6, 11],
  jupiter: [2, 5, 7, 9, 11],
  rahu: [3, 6, 11],
  ketu: [3, 6, 11],
};

const YEAR_MS = 365.25 * 86_400_000;

/** The transit bodies' positions at `at` (computed once per day: the signs move slowly). */
const dayCache = new Map<number, ReturnType<typeof transitLongitudes>>();
function longitudesOn(ms: number) {
  const day = Math.floor(ms / 86_400_000);
  let lons = dayCache.get(day);
  if (!lons) {
    lons = transitLongitudes(day * 86_400_000 + 43_200_000);
    if (dayCache.size > 64) dayCache.clear();
    dayCache.set(day, lons);
  }
  return lons;
}

export function gochar(chart: ChartData, at: Date): Gochar {
  const ms = at.getTime();
  const lons = longitudesOn(ms);
  const placements = {} as Record<TransitBody, TransitPlacement>;
  for (const body of TRANSIT_BODIES) {
    const spans = signSpans(body, ms - 3 * YEAR_MS, ms + 3 * YEAR_MS);
    const span = spans.find((s) => s.start <= ms && ms < s.end) ?? null;
    const sign = span?.sign ?? Math.floor(lons[body].lon / 30);
    const fromMoon = houseFrom(sign, chart.bodies.moon.sign);
    placements[body] = {
      body,
      lon: lons[body].lon,
      sign,
      retrograde: lons[body].speed < 0,
      houseFromAscendant: houseFrom(sign, chart.ascendant.sign),
      houseFromMoon: fromMoon,
      since: span ? isoFromMs(span.start) : null,
      until: span ? isoFromMs(span.end) : null,
      favourable: FAVOURABLE_FROM_MOON[body].includes(fromMoon),
    };
  }
  return { at: at.toISOString(), placements, school: "phaladeepika" };
}
