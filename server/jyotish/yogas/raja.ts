/**
 * Parashari raja yoga (BPHS, chapter on raja yogas): the lord of a kendra (1, 4, 7, 10) and the lord of a
 * trikona (1, 5, 9) associated by conjunction, mutual aspect or exchange of signs. A yogakaraka (one planet
 * ruling both a kendra and a trikona other than the 1st) is a raja yoga by itself when it sits in a kendra or
 * trikona.
 */
import { housesRuledBy, ordinal } from "../../astro/jyotish";
import { association, called, isKendra, isTrikona, PLANETS } from "../relations";
import type { Yoga } from "../types";
import { weakens, type YogaContext, yoga } from "./context";

const name = called;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lordship = (houses: number[]) => houses.map(ordinal).join(" and ");

export function rajaYogas(ctx: YogaContext): Yoga[] {
  const asc = ctx.chart.ascendant.sign;
  const ruled = new Map(PLANETS.map((p) => [p, housesRuledBy(p, asc)] as const));
  const kendraLords = PLANETS.filter((p) => (ruled.get(p) ?? []).some(isKendra));
  const trikonaLords = PLANETS.filter((p) => (ruled.get(p) ?? []).some(isTrikona));
  const found: Yoga[] = [];
  const seen = new Set<string>();
  for (const k of kendraLords) {
    for (const t of trikonaLords) {
      if (k === t) continue;
      const key = [k, t].sort().join("+");
      if (seen.has(key)) continue;
      const how = association(ctx.chart, k, t);
      if (!how) continue;
      seen.add(key);
      found.push(
        yoga({
          name: "raja",
          label: "Raja yoga",
          bodies: [k, t],
          houses: [ctx.chart.bodies[k].house, ctx.chart.bodies[t].house],
          reason: `${capitalised(name(k))} (lord of your ${lordship(ruled.get(k) ?? [])}) and ${name(t)} (lord of your ${lordship(ruled.get(t) ?? [])}) are joined by ${how}`,
          gives: "rise in status and the power to achieve",
          weakened: weakens(ctx, k) || weakens(ctx, t),
          school: "parashari",
        }),
      );
    }
  }
  for (const p of PLANETS) {
    const houses = (ruled.get(p) ?? []).filter((h) => h !== 1);
    const isYogakaraka = houses.some(isKendra) && houses.some(isTrikona);
    const house = ctx.chart.bodies[p].house;
    if (!isYogakaraka || !(isKendra(house) || isTrikona(house))) continue;
    found.push(
      yoga({
        name: "raja",
        label: "Raja yoga",
        bodies: [p],
        houses: [house],
        reason: `${capitalised(name(p))}, your yogakaraka (lord of the ${lordship(houses)}), stands in your ${ordinal(house)} house`,
        gives: "rise in status and the power to achieve",
        weakened: weakens(ctx, p),
        school: "parashari",
      }),
    );
  }
  return found;
}
