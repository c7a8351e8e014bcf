// The facts that matter for one life area on one chart: the area's main house (sign, lord and where the lord
// sits, occupants, benefic and malefic influences), its karakas, the yogas that touch those houses, Manglik for
// marriage, and how strong the area is on balance. Composition picks from these per question.
import type { BodyName, ChartData, PlanetName } from "../../astro/types";
import type { ChartJudgement, Yoga } from "../../jyotish";
import { type HouseFacts, houseFacts, NATURAL_BENEFICS, placementStrength } from "../chart-facts";
import { LIFE_AREAS, type LifeArea, type LifeAreaRule } from "../life-areas";

export type Tone = "strong" | "mixed" | "slow";

export interface AreaFacts {
  area: LifeArea;
  rule: LifeAreaRule;
  main: HouseFacts;
  /** The second house of the area, when it has one. */
  second: HouseFacts | null;
  karakas: BodyName[];
  yogas: Yoga[];
  /** The main house's lord is debilitated but its debilitation is cancelled. */
  lordNeechaBhanga: boolean;
  score: number;
  tone: Tone;
}

/** A house's strength for this chart: its lord's placement plus the benefics and malefics in or aspecting it. */
export function houseStrength(chart: ChartData, house: number, judgement: ChartJudgement): number {
  const f = houseFacts(chart, house);
  let score = placementStrength(f.lordPosition);
  if (judgement.neechaBhanga.some((n) => n.body === f.lord && n.cancelled)) score += 2;
  for (const b of new Set([...f.occupants, ...f.aspectedBy])) score += NATURAL_BENEFICS.includes(b) ? 0.5 : -0.25;
  const role = judgement.functional.roles[f.lord as PlanetName];
  if (role === "yogakaraka") score += 1;
  return score;
}

export function toneOf(score: number): Tone {
  if (score >= 1.5) return "strong";
  if (score > -0.5) return "mixed";
  return "slow";
}

export function areaFacts(chart: ChartData, area: LifeArea, judgement: ChartJudgement): AreaFacts {
  const rule = LIFE_AREAS.find((r) => r.area === area) as LifeAreaRule;
  const [mainHouse, secondHouse] = rule.houses as [number, number | undefined];
  const main = houseFacts(chart, mainHouse);
  const touched = new Set([mainHouse, ...(secondHouse ? [secondHouse] : [])]);
  const yogas = judgement.yogas.filter(
    (y) => !y.cancelled && (y.houses.some((h) => touched.has(h)) || y.bodies.includes(main.lord)),
  );
  const score = houseStrength(chart, mainHouse, judgement);
  return {
    area,
    rule,
    main,
    second: secondHouse ? houseFacts(chart, secondHouse) : null,
    karakas: rule.karakas.filter((k) => k !== main.lord).slice(0, 2),
    yogas,
    lordNeechaBhanga: judgement.neechaBhanga.some((n) => n.body === main.lord && n.cancelled),
    score,
    tone: toneOf(score),
  };
}
