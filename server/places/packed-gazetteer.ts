/**
 * The gazetteer in columns: typed arrays and a few long strings instead of an object per city and per search key,
 * so its ~135k cities cost about 20 MB and a handful of allocations (objects cost about 60 MB, and building them
 * at start twice that at its peak). A city is an index into every per-city column; `CityResult`s are materialised
 * only for answers. `compileGazetteer()` (./compile-gazetteer.ts) makes it; ./gazetteer-file.ts stores it.
 */
export interface PackedGazetteer {
  /** GeoNames id of each city, in the data set's order (the order of every per-city column). */
  ids: Int32Array;
  populations: Int32Array;
  lats: Float64Array;
  lons: Float64Array;
  /** Each city's index into `countryCodes`. */
  countries: Uint8Array;
  /** Each city's index into `adminCodes` (first-level administrative codes as GeoNames gives them, or ""). */
  admins: Uint16Array;
  countryCodes: string[];
  adminCodes: string[];
  /** Every city's name end to end: city i's is `names.slice(nameStarts[i], nameStarts[i + 1])`. */
  names: string;
  nameStarts: Int32Array;
  /**
   * Folded names in city order, then the folded aliases, each followed by "\0" (see ./folded-text.ts). City i's
   * folded name runs from `foldedStarts[i]` to `foldedStarts[i + 1] - 1`.
   */
  folded: string;
  foldedStarts: Int32Array;
  /**
   * The search keys, sorted as strings (ties in the order they were made: city order, then aliases): each a
   * position in `folded` where a name, an alias or a later word of one starts; `keyCities` says whose.
   */
  keyStarts: Int32Array;
  keyCities: Int32Array;
  /**
   * Trigram index for infix search: the sorted codes (`trigramCode`) of every trigram of the folded names; the
   * cities whose folded name holds trigram t are `trigramCities[trigramStarts[t] .. trigramStarts[t + 1])`,
   * ascending.
   */
  trigramCodes: Float64Array;
  trigramStarts: Int32Array;
  trigramCities: Int32Array;
  /** City indices ordered by GeoNames id, for finding a city by its id. */
  byId: Int32Array;
}
