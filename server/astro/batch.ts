/**
 * The batch format of `npm run chart -- INPUT.json [--node mean|true] [--year-days 365.25|365.256364]
 * [--no-pratyantardashas]`: an array of cases `{ id, lat, lon, local: "YYYY-MM-DDTHH:mm", tz? }` (tz resolved
 * from lat/lon when absent) or `{ id, lat, lon, utc }`, each with an optional `yearDays` (365.25 or 365.256364;
 * the --year-days value, else 365.25, when absent), answered as `{ cases: [...] }` with longitudes in degrees,
 * signs 0-11, nakshatras 0-26, padas 1-4, houses 1-12 and dasha lords by English name.
 *
 * Each case's `dasha` has the first lord, the balance at birth (years), `yearDays` (days per Vimshottari year)
 * and the whole tree: nine `mahadashas` `{ lord, start, end, years, antardashas }`, each antardasha
 * `{ lord, start, end, years, pratyantardashas }` with its nine pratyantardashas `{ lord, start, end, years }`
 * (left out with --no-pratyantardashas). Dates are ISO 8601 UTC instants; the first mahadasha starts before
 * birth (its theoretical start), and inside a period the first sub-period is the period's own lord.
 */
import { timeZoneAt } from "../places/timezone";
import { computeChart } from "./chart";
import { DAYS_PER_DASHA_YEAR, isDashaYearDays } from "./dasha";
import { ChartInputError } from "./time";
import { BODY_NAMES, type BodyName, type DashaLord, type DashaYearDays, type Mahadasha, type NodeKind } from "./types";

export interface BatchPlanet {
  lon: number;
  speed: number;
  retrograde: boolean;
  sign: number;
  nakshatra: number;
  pada: number;
  house: number;
}

export interface BatchCaseResult {
  id: string | number;
  utc: string;
  ascendant: { lon: number; sign: number; nakshatra: number; pada: number };
  planets: Record<BodyName, BatchPlanet>;
  dasha: { firstLord: DashaLord; balanceYears: number; yearDays: DashaYearDays; mahadashas: Mahadasha[] };
}

export interface BatchOptions {
  /** Days per Vimshottari year for cases that do not give their own `yearDays`; 365.25 by default. */
  yearDays?: DashaYearDays;
  /** Give every antardasha its pratyantardashas; true by default (`npm run chart --no-pratyantardashas`). */
  pratyantardashas?: boolean;
}

export class BatchInputError extends Error {}

function label(raw: unknown, index: number): string {
  const id = raw && typeof raw === "object" && "id" in raw ? (raw as { id: unknown }).id : undefined;
  return typeof id === "string" || typeof id === "number" ? `case "${id}"` : `case #${index + 1}`;
}

function runCase(raw: unknown, index: number, node: NodeKind, options: BatchOptions): BatchCaseResult {
  const name = label(raw, index);
  const fail = (field: string, message: string) => new BatchInputError(`${name}: ${field}: ${message}`);
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw fail("case", "must be an object.");
  const c = raw as Record<string, unknown>;
  if (typeof c.id !== "string" && typeof c.id !== "number") throw fail("id", "must be a string or a number.");
  if (typeof c.lat !== "number") throw fail("lat", "must be a number.");
  if (typeof c.lon !== "number") throw fail("lon", "must be a number.");
  const hasLocal = c.local !== undefined;
  const hasUtc = c.utc !== undefined;
  if (hasLocal === hasUtc) throw fail(hasLocal ? "utc" : "local", "give either local (with optional tz) or utc.");
  if (c.yearDays !== undefined && !isDashaYearDays(c.yearDays)) throw fail("yearDays", "must be 365.25 or 365.256364.");
  const chartOptions = {
    node,
    dashaYearDays: (c.yearDays as DashaYearDays | undefined) ?? options.yearDays ?? DAYS_PER_DASHA_YEAR,
    pratyantardashas: options.pratyantardashas ?? true,
  };
  try {
    let chart: ReturnType<typeof computeChart>;
    if (hasUtc) {
      if (typeof c.utc !== "string") throw new ChartInputError("utc", "must be an ISO 8601 string.");
      chart = computeChart({ utc: c.utc }, c.lat, c.lon, chartOptions);
    } else {
      if (typeof c.local !== "string") throw new ChartInputError("local", "must be a string YYYY-MM-DDTHH:mm.");
      if (c.tz !== undefined && typeof c.tz !== "string") throw new ChartInputError("tz", "must be an IANA zone name.");
      const tz = c.tz ?? timeZoneAt(c.lat, c.lon);
      if (!tz) throw new ChartInputError("tz", "no time zone found at lat/lon; give tz.");
      chart = computeChart({ local: c.local, tz }, c.lat, c.lon, chartOptions);
    }
    const planets = {} as Record<BodyName, BatchPlanet>;
    for (const body of BODY_NAMES) {
      const b = chart.bodies[body];
      planets[body] = {
        lon: b.lon,
        speed: b.speed,
        retrograde: b.retrograde,
        sign: b.sign,
        nakshatra: b.nakshatra,
        pada: b.pada,
        house: b.house,
      };
    }
    const a = chart.ascendant;
    return {
      id: c.id,
      utc: chart.birth.utc,
      ascendant: { lon: a.lon, sign: a.sign, nakshatra: a.nakshatra, pada: a.pada },
      planets,
      dasha: {
        firstLord: chart.dashas.firstLord,
        balanceYears: chart.dashas.balanceYears,
        yearDays: chartOptions.dashaYearDays,
        mahadashas: chart.dashas.mahadashas,
      },
    };
  } catch (err) {
    if (err instanceof ChartInputError) throw fail(err.field, err.message);
    throw err;
  }
}

/** Runs every case; throws one BatchInputError listing every bad case and field. */
export function runBatch(
  input: unknown,
  node: NodeKind = "mean",
  options: BatchOptions = {},
): { cases: BatchCaseResult[] } {
  if (!Array.isArray(input)) throw new BatchInputError("input: must be a JSON array of cases.");
  const cases: BatchCaseResult[] = [];
  const problems: string[] = [];
  input.forEach((raw, index) => {
    try {
      cases.push(runCase(raw, index, node, options));
    } catch (err) {
      if (err instanceof BatchInputError) problems.push(err.message);
      else throw err;
    }
  });
  if (problems.length > 0) throw new BatchInputError(problems.join("\n"));
  return { cases };
}
