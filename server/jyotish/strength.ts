/**
 * How well each planet is placed, for the "best placed planet" and for weighing what a planet can give.
 * A simplified Parashari reading of strength (sthana and dig bala, less combustion), not full shadbala:
 * dignity first, then the house (kendras and trikonas strengthen, dusthanas weaken), directional strength,
 * neecha bhanga, combustion and retrogression (cheshta bala). Closeness to the deepest exaltation point breaks
 * ties, so the order never depends on the order planets are listed in.
 */
import { angularDistance, DIGNITIES } from "../astro/jyotish";
import type { ChartData, Dignity, PlanetName } from "../astro/types";
import { neechaBhanga } from "./neecha-bhanga";
import { isDusthana, isKendra, isTrikona, PLANETS } from "./relations";
import type { NeechaBhanga, PlanetStrength } from "./types";

const DIGNITY_POINTS: Record<Dignity, number> = {
  exalted: 5,
  moolatrikona: 4,
  own: 3.5,
  friend: 2,
  neutral: 1,
  enemy: 0,
  debilitated: -3,
};

/** Dig bala: the house where each planet is directionally strongest (BPHS). */
const DIRECTIONAL_HOUSE: Record<PlanetName, number> = {
  sun: 10,
  mars: 10,
  moon: 4,
  venus: 4,
  mercury: 1,
  jupiter: 1,
  saturn: 7,
};

function strengthOf(chart: ChartData, body: PlanetName, cancelled: boolean): PlanetStrength {
  const p = chart.bodies[body];
  const dignity = p.dignity ?? "neutral";
  const reasons: { weight: number; text: string }[] = [];
  let score = DIGNITY_POINTS[dignity];
  if (dignity === "debilitated" && cancelled) {
    // A cancelled debilitation is read as a strength that grows with effort.
    score += 5;
    reasons.push({ weight: 3, text: "debilitated with neecha bhanga" });
  } else if (dignity !== "neutral" && dignity !== "friend") {
    reasons.push({
      weight: Math.abs(DIGNITY_POINTS[dignity]),
      text: dignity === "moolatrikona" ? "in its moolatrikona" : dignity === "own" ? "in its own sign" : dignity,
    });
  } else if (dignity === "friend") {
    reasons.push({ weight: 1, text: "in a friendly sign" });
  }
  if (isKendra(p.house) || isTrikona(p.house)) {
    const both = isKendra(p.house) && isTrikona(p.house);
    score += both ? 2.5 : 2;
    reasons.push({ weight: 2, text: isKendra(p.house) ? "in a kendra" : "in a trikona" });
  } else if (p.house === 3 || p.house === 11) {
    score += 1;
    reasons.push({ weight: 1, text: "in an upachaya house" });
  } else if (isDusthana(p.house)) {
    score -= 2;
    reasons.push({ weight: 2, text: `in the ${p.house}th house, a dusthana` });
  }
  if (DIRECTIONAL_HOUSE[body] === p.house) {
    score += 1;
    reasons.push({ weight: 1, text: "with directional strength (dig bala)" });
  }
  if (p.combust) {
    score -= 2;
    reasons.push({ weight: 2, text: "combust" });
  }
  if (p.retrograde && body !== "sun" && body !== "moon") {
    score += 0.5;
    reasons.push({ weight: 0.5, text: "retrograde" });
  }
  const row = DIGNITIES[body];
  const deepest = row.exaltedSign * 30 + row.exaltedDegree;
  score += (1 - angularDistance(p.lon, deepest) / 180) * 0.5;
  return {
    body,
    score,
    dignity: p.dignity,
    house: p.house,
    combust: p.combust,
    retrograde: p.retrograde,
    neechaBhanga: dignity === "debilitated" && cancelled,
    reasons: reasons.sort((a, b) => b.weight - a.weight).map((r) => r.text),
  };
}

/** The seven planets, strongest first. */
export function planetStrengths(
  chart: ChartData,
  cancellations: NeechaBhanga[] = neechaBhanga(chart),
): PlanetStrength[] {
  const cancelled = new Set(cancellations.filter((n) => n.cancelled).map((n) => n.body));
  return PLANETS.map((p) => strengthOf(chart, p, cancelled.has(p))).sort((a, b) => b.score - a.score);
}
