// How a birth place reads everywhere it is shown ("Kathmandu, Nepal"; "काठमाडौं, नेपाल" to a Nepali reader). What is
// kept differs by the way the details came: a picked suggestion is kept as its label ("Kathmandu, Nepal"), the
// server's chart keeps the city's name and its country apart ("Kathmandu" + "Nepal"), a typed place may have no
// country at all.

import type { Language } from "../../contract/language";
import { placeIn } from "../../shared/devanagari-places";
import { isMissing } from "./missing";

export function placeLabel(
  place: string | null | undefined,
  country: string | null | undefined,
  language: Language = "en",
): string {
  const city = isMissing(place) ? "" : String(place).trim();
  const land = isMissing(country) ? "" : String(country).trim();
  const labelled = land !== "" && city.toLowerCase().endsWith(`, ${land.toLowerCase()}`);
  // Nepali and Hindi readers see the places of Nepal and India in Devanagari (shared/devanagari-places.ts).
  if (language !== "en" && land !== "") {
    return placeIn(language, labelled ? city.slice(0, city.length - land.length - 2) : city, land);
  }
  if (land === "" || labelled) return city;
  return city === "" ? land : `${city}, ${land}`;
}
