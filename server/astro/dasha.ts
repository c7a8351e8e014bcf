/**
 * Vimshottari dasha (the classical tables): the first mahadasha is the lord of the Moon's nakshatra, its balance
 * the part of that nakshatra the Moon has still to cross. Periods are counted in Vimshottari years of
 * `yearDays` days: 365.25 by default, or the sidereal year of 365.256364 days (DASHA_YEAR_LENGTHS).
 */
import { NAKSHATRA_SPAN, VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS } from "./jyotish";
import type {
  Antardasha,
  ChartData,
  DashaPeriod,
  DashaStack,
  DashaYearDays,
  Mahadasha,
  RunningDashas,
  Vimshottari,
} from "./types";

export type { DashaYearDays } from "./types";

/** The two Vimshottari year lengths the engine offers, in days. */
export const DASHA_YEAR_LENGTHS = {
  /** 365.25 days (a Julian year): the common convention and the engine's default. */
  julian: 365.25,
  /** 365.256364 days (a sidereal year), as PyJHora and Jagannatha Hora offer. */
  sidereal: 365.256364,
} as const satisfies Record<string, DashaYearDays>;

/** The default year length, 365.25 days; also the length of every chart stored without `yearDays`. */
export const DAYS_PER_DASHA_YEAR: DashaYearDays = DASHA_YEAR_LENGTHS.julian;

/** True for 365.25 and 365.256364, the year lengths the engine accepts. */
export function isDashaYearDays(value: unknown): value is DashaYearDays {
  return value === DASHA_YEAR_LENGTHS.julian || value === DASHA_YEAR_LENGTHS.sidereal;
}

/** Reads a year length written as a decimal number ("365.25", "365.256364"); null for anything else. */
export function parseDashaYearDays(text: string): DashaYearDays | null {
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return isDashaYearDays(value) ? value : null;
}

/** The year length of a Vimshottari tree; 365.25 for charts stored before the tree recorded it. */
export function dashaYearDaysOf(dashas: Vimshottari): DashaYearDays {
  return isDashaYearDays(dashas.yearDays) ? dashas.yearDays : DAYS_PER_DASHA_YEAR;
}

function assertYearDays(yearDays: number): asserts yearDays is DashaYearDays {
  if (!isDashaYearDays(yearDays)) {
    throw new RangeError(
      `yearDays must be ${DASHA_YEAR_LENGTHS.julian} or ${DASHA_YEAR_LENGTHS.sidereal} (got ${String(yearDays)}).`,
    );
  }
}

/** Character codes for building ISO strings digit by digit. */
const ZERO = 48;
const DASH = 45;
const COLON = 58;

/**
 * `new Date(ms).toISOString()` for years 0-9999, without allocating a Date: a chart has 90 periods (819 with
 * pratyantardashas) and formatting them through Date was most of a chart's cost. Civil date from days after
 * H. Hinnant's algorithm; the string is made in one call from its 24 character codes (a flat string, about
 * twice as fast to build and to serialise as one concatenated from parts).
 */
export function isoFromMs(msFloat: number): string {
  const ms = Math.round(msFloat);
  const days = Math.floor(ms / 86_400_000);
  const inDay = ms - days * 86_400_000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = ((doe - ((doe / 1460) | 0) + ((doe / 36_524) | 0) - ((doe / 146_096) | 0)) / 365) | 0;
  const doy = doe - (365 * yoe + ((yoe / 4) | 0) - ((yoe / 100) | 0));
  const mp = ((5 * doy + 2) / 153) | 0;
  const day = doy - (((153 * mp + 2) / 5) | 0) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const h = (inDay / 3_600_000) | 0;
  const inHour = inDay - h * 3_600_000;
  const m = (inHour / 60_000) | 0;
  const inMinute = inHour - m * 60_000;
  const sec = (inMinute / 1000) | 0;
  const milli = inMinute - sec * 1000;
  return String.fromCharCode(
    ZERO + ((year / 1000) | 0),
    ZERO + (((year / 100) | 0) % 10),
    ZERO + (((year / 10) | 0) % 10),
    ZERO + (year % 10),
    DASH,
    ZERO + ((month / 10) | 0),
    ZERO + (month % 10),
    DASH,
    ZERO + ((day / 10) | 0),
    ZERO + (day % 10),
    84, // T
    ZERO + ((h / 10) | 0),
    ZERO + (h % 10),
    COLON,
    ZERO + ((m / 10) | 0),
    ZERO + (m % 10),
    COLON,
    ZERO + ((sec / 10) | 0),
    ZERO + (sec % 10),
    46, // .
    ZERO + ((milli / 100) | 0),
    ZERO + (((milli / 10) | 0) % 10),
    ZERO + (milli % 10),
    90, // Z
  );
}

type VimshottariEntry = (typeof VIMSHOTTARI)[number];

/** What `vimshottari` fills beyond mahadashas and antardashas. */
export interface VimshottariOptions {
  /** Fill each antardasha's `pratyantardashas` (729 periods: about five times the size of the tree). */
  pratyantardashas?: boolean;
}

/**
 * The nine periods of one antardasha, from its start (`startMs`, the instant `start` names): the one place
 * pratyantardasha dates are computed, so the tree's and `pratyantardashas()`'s are identical.
 */
function splitAntardasha(
  lordIndex: number,
  years: number,
  startMs: number,
  start: string,
  end: string,
  msPerYear: number,
): DashaPeriod[] {
  let boundaryMs = startMs;
  let boundary = start;
  const periods: DashaPeriod[] = [];
  for (let k = 0; k < 9; k++) {
    const sub = VIMSHOTTARI[(lordIndex + k) % 9] as VimshottariEntry;
    const subYears = (years * sub.years) / VIMSHOTTARI_TOTAL_YEARS;
    boundaryMs += subYears * msPerYear;
    // The last one ends exactly where the antardasha does (no drift from rounding).
    const next = k === 8 ? end : isoFromMs(boundaryMs);
    periods.push({ lord: sub.lord, start: boundary, end: next, years: subYears });
    boundary = next;
  }
  return periods;
}

/**
 * The Vimshottari tree for a Moon's sidereal longitude and the birth instant, 120 years of `yearDays`-day
 * years (365.25 or 365.256364; anything else throws a RangeError). Birth is the anchor: the first lord and
 * the balance (in years) do not depend on the year length, and every boundary moves by its distance from birth
 * in years x the difference in days (0.006364 days a year longer in sidereal years, so the 120-year tree is
 * 0.76 days longer; the first mahadasha's theoretical start moves earlier by its elapsed years x 0.006364 days).
 */
export function vimshottari(
  moonLongitude: number,
  birth: Date,
  yearDays: DashaYearDays = DAYS_PER_DASHA_YEAR,
  options: VimshottariOptions = {},
): Vimshottari {
  assertYearDays(yearDays);
  const msPerYear = yearDays * 86_400_000;
  const withPratyantardashas = options.pratyantardashas === true;
  const nakshatra = Math.min(26, Math.floor(moonLongitude / NAKSHATRA_SPAN));
  const firstIndex = nakshatra % 9;
  const first = VIMSHOTTARI[firstIndex] as VimshottariEntry;
  const remainingFraction = 1 - (moonLongitude - nakshatra * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const balanceYears = first.years * remainingFraction;

  // Consecutive periods share their boundaries: format each boundary once (82 instead of 180).
  let boundaryMs = birth.getTime() - (first.years - balanceYears) * msPerYear;
  let boundary = isoFromMs(boundaryMs);
  const mahadashas: Mahadasha[] = [];
  for (let i = 0; i < 9; i++) {
    const main = VIMSHOTTARI[(firstIndex + i) % 9] as VimshottariEntry;
    const start = boundary;
    const antardashas: Antardasha[] = [];
    for (let j = 0; j < 9; j++) {
      const subIndex = (firstIndex + i + j) % 9;
      const sub = VIMSHOTTARI[subIndex] as VimshottariEntry;
      const years = (main.years * sub.years) / VIMSHOTTARI_TOTAL_YEARS;
      const startMs = boundaryMs;
      boundaryMs += years * msPerYear;
      const end = isoFromMs(boundaryMs);
      if (withPratyantardashas) {
        // From the rounded start, as pratyantardashas() reads it back from the ISO string.
        const pratyantardashas = splitAntardasha(subIndex, years, Math.round(startMs), boundary, end, msPerYear);
        antardashas.push({ lord: sub.lord, start: boundary, end, years, pratyantardashas });
      } else {
        antardashas.push({ lord: sub.lord, start: boundary, end, years });
      }
      boundary = end;
    }
    mahadashas.push({ lord: main.lord, start, end: boundary, years: main.years, antardashas });
  }
  return { firstLord: first.lord, balanceYears, mahadashas, yearDays };
}

/**
 * The Vimshottari tree of a computed (or stored) chart again, from its Moon longitude and birth instant, with
 * another year length or with pratyantardashas: e.g. a stored 365.25-day chart shown in sidereal years.
 */
export function vimshottariFor(
  chart: Pick<ChartData, "birth" | "bodies">,
  yearDays: DashaYearDays = DAYS_PER_DASHA_YEAR,
  options: VimshottariOptions = {},
): Vimshottari {
  return vimshottari(chart.bodies.moon.lon, new Date(chart.birth.utc), yearDays, options);
}

function contains(p: DashaPeriod, ms: number): boolean {
  return Date.parse(p.start) <= ms && ms < Date.parse(p.end);
}

function runningIn(dashas: Vimshottari, ms: number): { mahadasha: Mahadasha; antardasha: Antardasha } | null {
  const mahadasha = dashas.mahadashas.find((m) => contains(m, ms));
  if (!mahadasha) return null;
  const antardasha = mahadasha.antardashas.find((a) => contains(a, ms));
  if (!antardasha) return null;
  return { mahadasha, antardasha };
}

/** A period without its sub-periods. */
function periodOnly(p: DashaPeriod): DashaPeriod {
  return { lord: p.lord, start: p.start, end: p.end, years: p.years };
}

/** The mahadasha and antardasha running at `at`, or null outside the 120 years the chart covers. */
export function runningDashas(dashas: Vimshottari, at: Date): RunningDashas | null {
  const running = runningIn(dashas, at.getTime());
  if (!running) return null;
  return { mahadasha: periodOnly(running.mahadasha), antardasha: periodOnly(running.antardasha) };
}

/** The year length an antardasha was cut with, from its own span: the nearer of 365.25 and 365.256364. */
function yearDaysOfPeriod(p: DashaPeriod): DashaYearDays {
  const days = (Date.parse(p.end) - Date.parse(p.start)) / 86_400_000 / p.years;
  const { julian, sidereal } = DASHA_YEAR_LENGTHS;
  return Math.abs(days - sidereal) < Math.abs(days - julian) ? sidereal : julian;
}

/**
 * The nine pratyantardashas of an antardasha (the classical rule one level down): they start with the
 * antardasha lord, follow the Vimshottari order, and each lasts (antardasha years x its lord's years / 120)
 * years of `yearDays` days; the last ends exactly at the antardasha's end. Give `yearDays` of the tree the
 * antardasha comes from (`dashaYearDaysOf(tree)`); without it, it is read from the antardasha's own span
 * (its days per year, the nearer of 365.25 and 365.256364).
 */
export function pratyantardashas(antardasha: DashaPeriod, yearDays?: DashaYearDays): DashaPeriod[] {
  const days = yearDays ?? yearDaysOfPeriod(antardasha);
  assertYearDays(days);
  const lordIndex = VIMSHOTTARI.findIndex((v) => v.lord === antardasha.lord);
  return splitAntardasha(
    lordIndex,
    antardasha.years,
    Date.parse(antardasha.start),
    antardasha.start,
    antardasha.end,
    days * 86_400_000,
  );
}

/** MD, AD and PD running at `at`, or null outside the chart's 120 years. */
export function dashaStackAt(dashas: Vimshottari, at: Date): DashaStack | null {
  const ms = at.getTime();
  const running = runningIn(dashas, ms);
  if (!running) return null;
  const periods = running.antardasha.pratyantardashas ?? pratyantardashas(running.antardasha, dashaYearDaysOf(dashas));
  const pratyantardasha = periods.find((p) => contains(p, ms));
  if (!pratyantardasha) return null;
  return {
    mahadasha: periodOnly(running.mahadasha),
    antardasha: periodOnly(running.antardasha),
    pratyantardasha,
  };
}
