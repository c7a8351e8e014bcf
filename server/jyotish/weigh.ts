/**
 * How single facts weigh in a reading (common practice in applying Parashari principles): a planet's dignity, the
 * house a lord stands in counted from its own house, natural benefics and malefics. One definition for the subject
 * reading and the navamsa view, so the two never weigh the same fact differently.
 */
import { DIGNITIES, relationship, signLord } from "../astro/jyotish";
import type { BodyName, ChartData, Dignity, PlanetName, SignIndex } from "../astro/types";
import { isDusthana, isKendra, isTrikona } from "./relations";
import type { Effect, Lean, NaturalNature, PlanetCondition, ReadingReason } from "./types";

/** What a dignity adds to a placement: own, moolatrikona and exalted help; debilitation hurts unless cancelled. */
export function dignityValue(dignity: Dignity | null, neechaBhanga = false): number {
  switch (dignity) {
    case "exalted":
    case "moolatrikona":
    case "own":
      return 2;
    case "friend":
      return 0.5;
    case "enemy":
      return -0.5;
    case "debilitated":
      return neechaBhanga ? 0.5 : -2;
    default:
      return 0;
  }
}

/** A lord in a kendra or trikona from its own house sustains it; in the 6th, 8th or 12th from it, it hurts it. */
export function placementValue(fromHouse: number): number {
  if (isDusthana(fromHouse)) return -2;
  if (isKendra(fromHouse) || isTrikona(fromHouse)) return 1.5;
  if (fromHouse === 11) return 1;
  return 0;
}

/**
 * A planet's combustion (-1.5) and neecha bhanga (+1.5) as facts of their own, and its retrogression stated without
 * weight (strong but slow to give): the same for a house lord, the 7th lord and a karaka.
 */
export function conditionReasons(c: PlanetCondition): ReadingReason[] {
  const reasons: ReadingReason[] = [];
  if (c.combust) reasons.push({ kind: "lord-condition", planet: c.planet, condition: "combust", ...effectOf(-1.5) });
  if (c.neechaBhanga)
    reasons.push({ kind: "lord-condition", planet: c.planet, condition: "neecha-bhanga", ...effectOf(1.5) });
  if (c.retrograde)
    reasons.push({ kind: "lord-condition", planet: c.planet, condition: "retrograde", effect: "neutral", weight: 0.5 });
  return reasons;
}

/** A signed value as an effect and a weight (small values are stated, not weighed). */
export function effectOf(value: number): { effect: Effect; weight: number } {
  const weight = Math.abs(value);
  if (weight < 0.25) return { effect: "neutral", weight };
  return { effect: value > 0 ? "supports" : "afflicts", weight };
}

/** Natural nature: the Moon is a benefic when waxing (less than 180° ahead of the Sun), a malefic when waning. */
export function naturalNature(chart: ChartData, body: BodyName): NaturalNature {
  if (body === "jupiter" || body === "venus" || body === "mercury") return "benefic";
  if (body === "moon") {
    const ahead = (((chart.bodies.moon.lon - chart.bodies.sun.lon) % 360) + 360) % 360;
    return ahead < 180 ? "benefic" : "malefic";
  }
  return "malefic";
}

/** Dignity of a planet in a sign of a divisional chart: by sign only (the moolatrikona degrees are a D1 measure). */
export function signDignity(planet: PlanetName, sign: SignIndex): Dignity {
  const row = DIGNITIES[planet];
  if (sign === row.exaltedSign) return "exalted";
  if (sign === row.debilitatedSign) return "debilitated";
  if (row.ownSigns.includes(sign) || row.moolatrikona.sign === sign) return "own";
  return relationship(planet, signLord(sign));
}

const signed = (r: ReadingReason) => (r.effect === "supports" ? r.weight : r.effect === "afflicts" ? -r.weight : 0);

/** A net of weighed facts from 1.5 either way is a lean; nearer zero it is mixed. */
const LEAN_FROM = 1.5;

export function leanOf(reasons: readonly ReadingReason[]): Lean {
  const net = reasons.reduce((sum, r) => sum + signed(r), 0);
  if (net >= LEAN_FROM) return "supportive";
  if (net <= -LEAN_FROM) return "challenging";
  return "mixed";
}

/** Heaviest first; the weighed facts before the stated ones. */
export function ranked(reasons: readonly ReadingReason[]): ReadingReason[] {
  return [...reasons].sort(
    (a, b) => Number(b.effect !== "neutral") - Number(a.effect !== "neutral") || b.weight - a.weight,
  );
}

/** The two to four facts an answer gives: the weighed ones that matter (weight 1 and up), at least two. */
export function chosen(reasons: readonly ReadingReason[]): ReadingReason[] {
  const order = ranked(reasons);
  const heavy = order.filter((r) => r.effect !== "neutral" && r.weight >= 1).slice(0, 4);
  return heavy.length >= 2 ? heavy : order.slice(0, Math.min(2, order.length));
}
