/**
 * The batch format of `npm run chart -- INPUT.json [--node mean|true]`: an array of cases
 * `{ id, lat, lon, local: "YYYY-MM-DDTHH:mm", tz? }` (tz resolved from lat/lon when absent) or
 * `{ id, lat, lon, utc }`, answered as `{ cases: [...] }` with longitudes in degrees, signs 0-11,
 * nakshatras 0-26, padas 1-4, houses 1-12 and dasha lords by English name.
 */
import { timeZoneAt } from "../places/timezone";
import { computeChart } from "./chart";
import { ChartInputError } from "./time";
import { BODY_NAMES, type BodyName, type DashaLord, type NodeKind } from "./types";

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
  dasha: { firstLord: DashaLord; balanceYears: number };
}

export class BatchInputError extends Error {}

function label(raw: unknown, index: number): string {
  const id = raw && typeof raw === "object" && "id" in raw ? (raw as { id: unknown }).id : undefined;
  return typeof id === "string" || typeof id === "number" ? `case "${id}"` : `case #${index + 1}`;
}

function runCase(raw: unknown, index: number, node: NodeKind): BatchCaseResult {
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
  try {
    let chart: ReturnType<typeof computeChart>;
    if (hasUtc) {
      if (typeof c.utc !== "string") throw new ChartInputError("utc", "must be an ISO 8601 string.");
      chart = computeChart({ utc: c.utc }, c.lat, c.lon, { node });
    } else {
      if (typeof c.local !== "string") throw new ChartInputError("local", "must be a string YYYY-MM-DDTHH:mm.");
      if (c.tz !== undefined && typeof c.tz !== "string") throw new ChartInputError("tz", "must be an IANA zone name.");
      const tz = c.tz ?? timeZoneAt(c.lat, c.lon);
      if (!tz) throw new ChartInputError("tz", "no time zone found at lat/lon; give tz.");
      chart = computeChart({ local: c.local, tz }, c.lat, c.lon, { node });
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
      dasha: { firstLord: chart.dashas.firstLord, balanceYears: chart.dashas.balanceYears },
    };
  } catch (err) {
    if (err instanceof ChartInputError) throw fail(err.field, err.message);
    throw err;
  }
}

/** Runs every case; throws one BatchInputError listing every bad case and field. */
export function runBatch(input: unknown, node: NodeKind = "mean"): { cases: BatchCaseResult[] } {
  if (!Array.isArray(input)) throw new BatchInputError("input: must be a JSON array of cases.");
  const cases: BatchCaseResult[] = [];
  const problems: string[] = [];
  input.forEach((raw, index) => {
    try {
      cases.push(runCase(raw, index, node));
    } catch (err) {
      if (err instanceof BatchInputError) problems.push(err.message);
      else throw err;
    }
  });
  if (problems.length > 0) throw new BatchInputError(problems.join("\n"));
  return { cases };
}
