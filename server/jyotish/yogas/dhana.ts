/**
 * Dhana yoga (BPHS, chapter on dhana yogas): the lords of the wealth houses (2nd and 11th) associated by
 * conjunction, mutual aspect or exchange with each other or with the lords of the 1st, 5th or 9th.
 */
import { housesRuledBy, ordinal } from "../../astro/jyotish";
import type { PlanetName } from "../../astro/types";
import { association, called, PLANETS } from "../relations";
import type { Yoga } from "../types";
import { weakens, type YogaContext, yoga } from "./context";

const WEALTH = [2, 11];
const FORTUNE = [1, 2, 5, 9, 11];

export function dhanaYogas(ctx: YogaContext): Yoga[] {
  const asc = ctx.chart.ascendant.sign;
  const ruled = new Map(PLANETS.map((p) => [p, housesRuledBy(p, asc)] as const));
  const of = (p: PlanetName) => ruled.get(p) ?? [];
  const wealthLords = PLANETS.filter((p) => of(p).some((h) => WEALTH.includes(h)));
  const fortuneLords = PLANETS.filter((p) => of(p).some((h) => FORTUNE.includes(h)));
  const found: Yoga[] = [];
  const seen = new Set<string>();
  for (const w of wealthLords) {
    for (const f of fortuneLords) {
      const key = [w, f].sort().join("+");
      if (w === f || seen.has(key)) continue;
      const how = association(ctx.chart, w, f);
      if (!how) continue;
      seen.add(key);
      const label = (p: PlanetName) => `${called(p)} (lord of your ${of(p).map(ordinal).join(" and ")})`;
      found.push(
        yoga({
          name: "dhana",
          label: "Dhana yoga",
          bodies: [w, f],
          houses: [ctx.chart.bodies[w].house, ctx.chart.bodies[f].house],
          reason: `${label(w).charAt(0).toUpperCase()}${label(w).slice(1)} and ${label(f)} are joined by ${how}`,
          gives: "earning and keeping wealth",
          weakened: weakens(ctx, w) || weakens(ctx, f),
          school: "parashari",
        }),
      );
    }
  }
  return found;
}
