/**
 * Viparita raja yoga (BPHS; Phaladeepika 6.63-68 names the three): the lord of a dusthana (6th, 8th, 12th)
 * placed in a dusthana: Harsha (6th lord), Sarala (8th lord), Vimala (12th lord). Success that comes through
 * difficulty. The lagna lord is left out (its 6th or 8th lordship does not make it a dusthana lord here).
 */
import { BODY_DISPLAY_NAMES, housesRuledBy, ordinal } from "../../astro/jyotish";
import { isDusthana, PLANETS } from "../relations";
import type { Yoga } from "../types";
import { weakens, type YogaContext, yoga } from "./context";

const SUB_NAMES: Record<number, string> = { 6: "Harsha", 8: "Sarala", 12: "Vimala" };

export function viparitaRaja(ctx: YogaContext): Yoga[] {
  const asc = ctx.chart.ascendant.sign;
  const found: Yoga[] = [];
  for (const p of PLANETS) {
    const ruled = housesRuledBy(p, asc);
    if (ruled.includes(1)) continue;
    const dusthana = ruled.find(isDusthana);
    const house = ctx.chart.bodies[p].house;
    if (dusthana === undefined || !isDusthana(house)) continue;
    found.push(
      yoga({
        name: "viparita-raja",
        label: `Viparita raja yoga (${SUB_NAMES[dusthana]})`,
        bodies: [p],
        houses: [house],
        reason: `${BODY_DISPLAY_NAMES[p]}, lord of your ${ordinal(dusthana)}, stands in your ${ordinal(house)}`,
        gives: "rising through adversity: difficulties that turn into gains",
        weakened: weakens(ctx, p),
        school: "parashari",
      }),
    );
  }
  return found;
}
