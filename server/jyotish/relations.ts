/**
 * How two planets meet in a whole-sign chart (Parashari sambandha): conjunction in one sign, mutual aspect,
 * or exchange of signs (parivartana); and houses counted from any point (the Moon, a planet).
 */
import { aspectedHouses, BODY_DISPLAY_NAMES, houseOfSign, signLord, signOfHouse } from "../astro/jyotish";
import {
  BODY_NAMES,
  type BodyName,
  type ChartData,
  type DashaLord,
  type PlanetName,
  type SignIndex,
} from "../astro/types";

export const PLANETS: readonly PlanetName[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];

/** The body of a dasha lord ("Venus" -> "venus"). */
export const BODY_OF_LORD = Object.fromEntries(BODY_NAMES.map((b) => [BODY_DISPLAY_NAMES[b], b])) as Record<
  DashaLord,
  BodyName
>;

/** How a sentence names a body: "the Sun", "the Moon", "Jupiter". */
export function called(body: BodyName): string {
  return body === "sun" || body === "moon" ? `the ${BODY_DISPLAY_NAMES[body]}` : BODY_DISPLAY_NAMES[body];
}

/** Whole-sign house of `sign` counted from `fromSign` as 1. */
export function houseFrom(sign: SignIndex, fromSign: SignIndex): number {
  return houseOfSign(sign, fromSign);
}

export function isKendra(house: number): boolean {
  return house === 1 || house === 4 || house === 7 || house === 10;
}

export function isTrikona(house: number): boolean {
  return house === 1 || house === 5 || house === 9;
}

export function isDusthana(house: number): boolean {
  return house === 6 || house === 8 || house === 12;
}

/** The lord of a house of the chart (whole-sign from the ascendant). */
export function lordOfHouse(chart: ChartData, house: number): PlanetName {
  return signLord(signOfHouse(house, chart.ascendant.sign));
}

/** `body` casts its graha drishti on the sign `target` stands in. */
export function aspects(chart: ChartData, body: BodyName, target: BodyName): boolean {
  const from = chart.bodies[body].sign;
  const to = chart.bodies[target].sign;
  return aspectedHouses(body, 1).includes(houseFrom(to, from));
}

export function conjunct(chart: ChartData, a: BodyName, b: BodyName): boolean {
  return a !== b && chart.bodies[a].sign === chart.bodies[b].sign;
}

/** Each stands in a sign the other rules. */
export function exchange(chart: ChartData, a: PlanetName, b: PlanetName): boolean {
  return a !== b && signLord(chart.bodies[a].sign) === b && signLord(chart.bodies[b].sign) === a;
}

export type Association = "conjunction" | "mutual aspect" | "exchange";

/** How two planets are associated (sambandha), or null. */
export function association(chart: ChartData, a: PlanetName, b: PlanetName): Association | null {
  if (a === b) return null;
  if (conjunct(chart, a, b)) return "conjunction";
  if (exchange(chart, a, b)) return "exchange";
  if (aspects(chart, a, b) && aspects(chart, b, a)) return "mutual aspect";
  return null;
}
