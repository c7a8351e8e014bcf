/**
 * Manglik of the two charts weighed together (common North Indian practice). A chart counts as manglik for
 * matching when Mars makes it so from the ascendant ("present") or from the Moon only ("mild"): Ashtakoot reads
 * the Moon chart, so Mars from the Moon is not ignored here. A chart whose dosha an exception lifts
 * ("cancelled") or that has none does not count. Two manglik charts cancel each other ("both"), as do two that
 * are not ("neither"); one alone is the mismatch to name.
 */
import type { Manglik } from "../types";
import type { Ashtakoot } from "./types";

export function countsAsManglik(m: Manglik): boolean {
  return m.status === "present" || m.status === "mild";
}

export function manglikMatch(bride: Manglik, groom: Manglik): Ashtakoot["manglikMatch"] {
  const b = countsAsManglik(bride);
  const g = countsAsManglik(groom);
  if (b && g) return "both";
  if (b) return "bride_only";
  if (g) return "groom_only";
  return "neither";
}
