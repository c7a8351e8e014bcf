// The shape of an Ashtakoot (guna milan) match of two charts: what the engine returns, what the API stores and
// sends, and what the guru reads. Tables and rules: docs/jyotish.md, "Kundali matching".
import type { Manglik } from "../types";

export type KootaName = "varna" | "vashya" | "tara" | "yoni" | "graha_maitri" | "gana" | "bhakoot" | "nadi";

/** The maximum points of each koota, in the classical order (total 36). */
export const KOOTA_MAX: Readonly<Record<KootaName, number>> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  graha_maitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};

export interface Koota {
  name: KootaName;
  /** Points given, 0..max; halves occur (e.g. Vashya 0.5, Tara 1.5, Graha Maitri 0.5). */
  points: number;
  max: number;
  /** The bride's and the groom's category for this koota in English (e.g. "Brahmin", "Deva", "Adi"). */
  bride: string;
  groom: string;
}

export type DoshaName = "nadi" | "bhakoot" | "gana";

export interface Dosha {
  name: DoshaName;
  /** The koota gives 0 points (Gana: Rakshasa with Manushya or Deva counts as the dosha). */
  present: boolean;
  /** Present but cancelled by a classical exception (the reason says which). */
  cancelled: boolean;
  /** Plain English, one line: why it is present, and which exception cancels it if it does. */
  reason: string;
}

export interface MatchPerson {
  /** Moon's sign, Aries = 0. */
  moonSign: number;
  /** Moon's nakshatra, Ashwini = 0. */
  nakshatra: number;
  /** 1..4 */
  pada: number;
  manglik: Manglik;
}

export interface Ashtakoot {
  bride: MatchPerson;
  groom: MatchPerson;
  /** The eight kootas in the classical order (Varna first, Nadi last). */
  kootas: Koota[];
  /** Sum of the kootas' points, 0..36. */
  total: number;
  doshas: Dosha[];
  /** Manglik of both weighed together: both manglik (or both not) cancels; one alone is a mismatch to name. */
  manglikMatch: "neither" | "both" | "bride_only" | "groom_only";
}
