/**
 * A planet's condition as the answers state it: dignity, combustion, retrogression and neecha bhanga each named,
 * and a verdict (strong, middling, weak) from strength.ts's score, which weighs all four. Every strength call in the
 * readings (subject, love or arranged, navamsa) goes through here, so none can leave a factor out.
 */
import type { ChartData, PlanetName } from "../astro/types";
import { neechaBhanga } from "./neecha-bhanga";
import { planetStrengths } from "./strength";
import type { PlanetCondition, PlanetStrength, StrengthVerdict } from "./types";

/**
 * Score bands of strength.ts: an own-sign planet in a neutral house (3.5) or a friendly one in a kendra (4) is
 * strong; a debilitated planet without neecha bhanga, or any planet in a dusthana in a neutral or hostile sign, is weak.
 */
const STRONG_FROM = 3.5;
const WEAK_BELOW = 1;

export function verdictOf(score: number): StrengthVerdict {
  if (score >= STRONG_FROM) return "strong";
  if (score < WEAK_BELOW) return "weak";
  return "middling";
}

function conditionOf(chart: ChartData, s: PlanetStrength): PlanetCondition {
  return {
    planet: s.body,
    sign: chart.bodies[s.body].sign,
    house: s.house,
    dignity: s.dignity,
    combust: s.combust,
    retrograde: s.retrograde,
    neechaBhanga: s.neechaBhanga,
    score: s.score,
    verdict: verdictOf(s.score),
  };
}

/** The seven planets' conditions, by planet. */
export function planetConditions(chart: ChartData): Record<PlanetName, PlanetCondition> {
  const all = planetStrengths(chart, neechaBhanga(chart));
  return Object.fromEntries(all.map((s) => [s.body, conditionOf(chart, s)])) as Record<PlanetName, PlanetCondition>;
}

export function planetCondition(chart: ChartData, planet: PlanetName): PlanetCondition {
  return planetConditions(chart)[planet];
}
