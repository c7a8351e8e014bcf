// Reads the facts a Jyotishi looks at from an engine chart (charts.astro_data): the sign of a house, its lord and
// where the lord sits, its occupants, the planets aspecting it, the houses a planet rules or occupies, and a rough
// strength of a placement for the answer's tone.
import { aspectedHouses, DUSTHANAS, housesRuledBy, KENDRAS, signLord, signOfHouse, TRIKONAS } from "../astro/jyotish";
import { BODY_NAMES, type BodyName, type BodyPosition, type ChartData } from "../astro/types";

export const NATURAL_BENEFICS: readonly BodyName[] = ["jupiter", "venus", "mercury", "moon"];

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
