/**
 * Vimshottari dasha (JYOTISH.md): the first mahadasha is the lord of the Moon's nakshatra, its balance
 * the part of that nakshatra the Moon has still to cross; years of 365.25 days.
 */
import { NAKSHATRA_SPAN, VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS } from "./jyotish";
import type { DashaPeriod, DashaStack, Mahadasha, RunningDashas, Vimshottari } from "./types";

export const DAYS_PER_DASHA_YEAR = 365.25;
const MS_PER_YEAR = DAYS_PER_DASHA_YEAR * 86_400_000;

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * `new Date(ms).toISOString()` for years 0-9999, without allocating a Date: a chart has 90 periods and
 * formatting them through Date was most of a chart's cost. Civil date from days after H. Hinnant's algorithm.
 */
export function isoFromMs(msFloat: number): string {
  const ms = Math.round(msFloat);
  const days = Math.floor(ms / 86_400_000);
  const inDay = ms - days * 86_400_000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const h = Math.floor(inDay / 3_600_000);
  const m = Math.floor((inDay % 3_600_000) / 60_000);
  const sec = Math.floor((inDay % 60_000) / 1000);
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}T${pad2(h)}:${pad2(m)}:${pad2(sec)}.${pad3(inDay % 1000)}Z`;
}

type VimshottariEntry = (typeof VIMSHOTTARI)[number];

export function vimshottari(moonLongitude: number, birth: Date): Vimshottari {
  const nakshatra = Math.min(26, Math.floor(moonLongitude / NAKSHATRA_SPAN));
  const firstIndex = nakshatra % 9;
  const first = VIMSHOTTARI[firstIndex] as VimshottariEntry;
  const remainingFraction = 1 - (moonLongitude - nakshatra * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const balanceYears = first.years * remainingFraction;

  // Consecutive periods share their boundaries: format each boundary once (82 instead of 180).
  let boundaryMs = birth.getTime() - (first.years - balanceYears) * MS_PER_YEAR;
  let boundary = isoFromMs(boundaryMs);
  const mahadashas: Mahadasha[] = [];
  for (let i = 0; i < 9; i++) {
    const main = VIMSHOTTARI[(firstIndex + i) % 9] as VimshottariEntry;
    const start = boundary;
    const antardashas: DashaPeriod[] = [];
    for (let j = 0; j < 9; j++) {
      const sub = VIMSHOTTARI[(firstIndex + i + j) % 9] as VimshottariEntry;
      const years = (main.years * sub.years) / VIMSHOTTARI_TOTAL_YEARS;
      boundaryMs += years * MS_PER_YEAR;
      const end = isoFromMs(boundaryMs);
      antardashas.push({ lord: sub.lord, start: boundary, end, years });
      boundary = end;
    }
    mahadashas.push({ lord: main.lord, start, end: boundary, years: main.years, antardashas });
  }
  return { firstLord: first.lord, balanceYears, mahadashas };
}

function contains(p: DashaPeriod, ms: number): boolean {
  return Date.parse(p.start) <= ms && ms < Date.parse(p.end);
}

/** The mahadasha and antardasha running at `at`, or null outside the 120 years the chart covers. */
export function runningDashas(dashas: Vimshottari, at: Date): RunningDashas | null {
  const ms = at.getTime();
  const mahadasha = dashas.mahadashas.find((m) => contains(m, ms));
  if (!mahadasha) return null;
  const antardasha = mahadasha.antardashas.find((a) => contains(a, ms));
  if (!antardasha) return null;
  const { antardashas: _, ...md } = mahadasha;
  return { mahadasha: md, antardasha };
}

/**
 * The nine pratyantardashas of an antardasha (JYOTISH.md's rule one level down): they start with the
 * antardasha lord, follow the Vimshottari order, and each lasts (antardasha years x its lord's years / 120).
 */
export function pratyantardashas(antardasha: DashaPeriod): DashaPeriod[] {
  const firstIndex = VIMSHOTTARI.findIndex((v) => v.lord === antardasha.lord);
  let boundaryMs = Date.parse(antardasha.start);
  let boundary = antardasha.start;
  const periods: DashaPeriod[] = [];
  for (let k = 0; k < 9; k++) {
    const sub = VIMSHOTTARI[(firstIndex + k) % 9] as VimshottariEntry;
    const years = (antardasha.years * sub.years) / VIMSHOTTARI_TOTAL_YEARS;
    boundaryMs += years * MS_PER_YEAR;
    // The last one ends exactly where the antardasha does (no drift from rounding).
    const end = k === 8 ? antardasha.end : isoFromMs(boundaryMs);
    periods.push({ lord: sub.lord, start: boundary, end, years });
    boundary = end;
  }
  return periods;
}

/** MD, AD and PD running at `at`, or null outside the chart's 120 years. */
export function dashaStackAt(dashas: Vimshottari, at: Date): DashaStack | null {
  const running = runningDashas(dashas, at);
  if (!running) return null;
  const ms = at.getTime();
  const pratyantardasha = pratyantardashas(running.antardasha).find((p) => contains(p, ms));
  if (!pratyantardasha) return null;
  return { ...running, pratyantardasha };
}
