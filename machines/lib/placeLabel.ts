// How a birth place reads everywhere it is shown ("Kathmandu, Nepal"). What is kept differs by the way the details
// came: a picked suggestion is kept as its label ("Kathmandu, Nepal"), the server's chart keeps the city's name and
// its country apart ("Kathmandu" + "Nepal"), a typed place may have no country at all.
import { isMissing } from "./missing";

export function placeLabel(place: string | null | undefined, country: string | null | undefined): string {
  const city = isMissing(place) ? "" : String(place).trim();
  const land = isMissing(country) ? "" : String(country).trim();
  if (land === "" || city.toLowerCase().endsWith(`, ${land.toLowerCase()}`)) return city;
  return city === "" ? land : `${city}, ${land}`;
}
