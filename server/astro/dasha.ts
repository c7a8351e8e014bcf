/**
 * Vimshottari dasha (JYOTISH.md): the first mahadasha is the lord of the Moon's nakshatra, its balance
 * the part of that nakshatra the Moon has still to cross; years of 365.25 days.
 */
import { NAKSHATRA_SPAN, VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS } from "./jyotish";
import type { DashaPeriod, Mahadasha, RunningDashas, Vimshottari } from "./types";

export const DAYS_PER_DASHA_YEAR = 365.25;
const MS_PER_YEAR = DAYS_PER_DASHA_YEAR * 86_400_000;

function period(index: number, startMs: number, years: number): DashaPeriod {
  const entry = VIMSHOTTARI[index % 9] as (typeof VIMSHOTTARI)[number];
  return {
    lord: entry.lord,
    start: new Date(Math.round(startMs)).toISOString(),
    end: new Date(Math.round(startMs + years * MS_PER_YEAR)).toISOString(),
    years,
  };
}

export function vimshottari(moonLongitude: number, birth: Date): Vimshottari {
  const nakshatra = Math.min(26, Math.floor(moonLongitude / NAKSHATRA_SPAN));
  const firstIndex = nakshatra % 9;
  const first = VIMSHOTTARI[firstIndex] as (typeof VIMSHOTTARI)[number];
  const remainingFraction = 1 - (moonLongitude - nakshatra * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const balanceYears = first.years * remainingFraction;

  let startMs = birth.getTime() - (first.years - balanceYears) * MS_PER_YEAR;
  const mahadashas: Mahadasha[] = [];
  for (let i = 0; i < 9; i++) {
    const index = firstIndex + i;
    const years = (VIMSHOTTARI[index % 9] as (typeof VIMSHOTTARI)[number]).years;
    const antardashas: DashaPeriod[] = [];
    let subStart = startMs;
    for (let j = 0; j < 9; j++) {
      const subYears =
        (years * (VIMSHOTTARI[(index + j) % 9] as (typeof VIMSHOTTARI)[number]).years) / VIMSHOTTARI_TOTAL_YEARS;
      antardashas.push(period(index + j, subStart, subYears));
      subStart += subYears * MS_PER_YEAR;
    }
    mahadashas.push({ ...period(index, startMs, years), antardashas });
    startMs += years * MS_PER_YEAR;
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
