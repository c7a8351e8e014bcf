/**
 * Ashtakoot (guna milan) of two charts: the eight kootas from the two Moons, the total out of 36, the three
 * doshas with their cancellations, and the Manglik of both. Pure; tables and rules in docs/jyotish.md,
 * "Kundali matching (Ashtakoot)".
 */
import type { ChartData } from "../../astro/types";
import { manglik } from "../manglik";
import type { Manglik } from "../types";
import { doshas } from "./doshas";
import { kootas, type MoonPlace } from "./kootas";
import { manglikMatch } from "./manglik-match";
import type { Ashtakoot, MatchPerson } from "./types";

function person(moon: MoonPlace, m: Manglik): MatchPerson {
  return { moonSign: moon.sign, nakshatra: moon.nakshatra, pada: moon.pada, manglik: m };
}

/** The match from the two Moons and each chart's Manglik (for callers that hold no full chart). */
export function ashtakootOfMoons(
  bride: MoonPlace,
  groom: MoonPlace,
  brideManglik: Manglik,
  groomManglik: Manglik,
): Ashtakoot {
  const list = kootas(bride, groom);
  let total = 0;
  for (const k of list) total += k.points;
  return {
    bride: person(bride, brideManglik),
    groom: person(groom, groomManglik),
    kootas: list,
    total,
    doshas: doshas(bride, groom),
    manglikMatch: manglikMatch(brideManglik, groomManglik),
  };
}

export function ashtakoot(bride: ChartData, groom: ChartData): Ashtakoot {
  return ashtakootOfMoons(bride.bodies.moon, groom.bodies.moon, manglik(bride), manglik(groom));
}
