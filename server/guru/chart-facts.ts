// Reads the facts a Jyotishi looks at from an engine chart (charts.astro_data): the sign of a house, its lord and
// where the lord sits, its occupants, the planets aspecting it, and the running and coming Vimshottari periods.
import {
  aspectedHouses,
  BODY_DISPLAY_NAMES,
  DUSTHANAS,
  HOUSE_SIGNIFICATIONS,
  housesRuledBy,
  KENDRAS,
  ordinal,
  SIGN_SANSKRIT,
  signLord,
  signName,
  signOfHouse,
  TRIKONAS,
} from "../astro/jyotish";
import { BODY_NAMES, type BodyName, type BodyPosition, type ChartData, type DashaPeriod } from "../astro/types";

export const NATURAL_BENEFICS: readonly BodyName[] = ["jupiter", "venus", "mercury", "moon"];

export function planetName(body: BodyName): string {
  return BODY_DISPLAY_NAMES[body];
}

export function signLabel(sign: number): string {
  return `${signName(sign)} (${SIGN_SANSKRIT[sign] ?? ""})`;
}

export function houseLabel(house: number): string {
  return `${ordinal(house)} house`;
}

/** "7th house", "2nd and 7th houses", "2nd, 7th and 11th houses" */
export function housesPhrase(houses: number[]): string {
  const names = houses.map(ordinal);
  if (names.length <= 1) return `${names.join("")} house`;
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]} houses`;
}

export function houseMeaning(house: number): string {
  return HOUSE_SIGNIFICATIONS[house - 1] ?? "";
}

export interface HouseFacts {
  house: number;
  sign: number;
  lord: BodyName;
  lordPosition: BodyPosition;
  occupants: BodyName[];
  aspectedBy: BodyName[];
}

export function houseFacts(chart: ChartData, house: number): HouseFacts {
  const sign = signOfHouse(house, chart.ascendant.sign);
  const lord = signLord(sign);
  return {
    house,
    sign,
    lord,
    lordPosition: chart.bodies[lord],
    occupants: BODY_NAMES.filter((b) => chart.bodies[b].house === house),
    aspectedBy: BODY_NAMES.filter((b) => aspectedHouses(b, chart.bodies[b].house).includes(house)),
  };
}

const DIGNITY_WORDS: Record<string, string> = {
  exalted: "exalted, at its strongest",
  debilitated: "debilitated, so its results come through effort and patience",
  moolatrikona: "in its moolatrikona sign, very comfortable",
  own: "in its own sign, strong and at home",
  friend: "in a friendly sign",
  neutral: "in a neutral sign",
  enemy: "in an unfriendly sign, so it works harder for its results",
};

/** "Saturn sits in your 3rd house in Pisces (Meena), in a neutral sign, retrograde" */
export function placementPhrase(body: BodyPosition): string {
  const parts = [`${planetName(body.name)} sits in your ${houseLabel(body.house)} in ${signLabel(body.sign)}`];
  if (body.dignity) parts.push(DIGNITY_WORDS[body.dignity] ?? body.dignity);
  if (body.retrograde && body.name !== "rahu" && body.name !== "ketu") parts.push("retrograde");
  if (body.combust) parts.push("close to the Sun (combust)");
  return parts.join(", ");
}

/** A rough strength score of a planet for the answer's tone: dignity, then the kind of house it stands in. */
export function placementStrength(body: BodyPosition): number {
  const byDignity: Record<string, number> = {
    exalted: 2,
    moolatrikona: 2,
    own: 2,
    friend: 1,
    neutral: 0,
    enemy: -1,
    debilitated: -2,
  };
  let score = body.dignity ? (byDignity[body.dignity] ?? 0) : 0;
  if ((KENDRAS as readonly number[]).includes(body.house) || (TRIKONAS as readonly number[]).includes(body.house))
    score += 1;
  if ((DUSTHANAS as readonly number[]).includes(body.house)) score -= 1;
  if (body.combust) score -= 1;
  return score;
}

/** Houses a dasha lord rules or occupies: what its period activates. */
export function housesOfLord(chart: ChartData, lord: BodyName): number[] {
  const ruled = lord === "rahu" || lord === "ketu" ? [] : housesRuledBy(lord, chart.ascendant.sign);
  return [...new Set([...ruled, chart.bodies[lord].house])].sort((a, b) => a - b);
}

export function bodyOfLord(lord: DashaPeriod["lord"]): BodyName {
  return lord.toLowerCase() as BodyName;
}

export interface DashaWindow {
  mahadasha: DashaPeriod;
  antardasha: DashaPeriod;
}

/** Antardashas from the one running at `at` onwards, across mahadasha boundaries, `count` in all. */
export function dashaWindowsFrom(chart: ChartData, at: Date, count: number): DashaWindow[] {
  const ms = at.getTime();
  const windows: DashaWindow[] = [];
  for (const { antardashas, ...mahadasha } of chart.dashas.mahadashas) {
    for (const antardasha of antardashas) {
      if (Date.parse(antardasha.end) <= ms) continue;
      windows.push({ mahadasha, antardasha });
      if (windows.length >= count) return windows;
    }
  }
  return windows;
}

/** "March 2027" */
export function monthYear(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
}
