/**
 * Gajakesari yoga (BPHS; Phaladeepika 6.1): Jupiter in a kendra (1st, 4th, 7th or 10th) counted from the Moon.
 * Weakened when Jupiter is combust or debilitated without neecha bhanga.
 */
import { ordinal } from "../../astro/jyotish";
import { houseFrom, isKendra } from "../relations";
import type { Yoga } from "../types";
import { weakens, type YogaContext, yoga } from "./context";

export function gajakesari(ctx: YogaContext): Yoga[] {
  const { jupiter, moon } = ctx.chart.bodies;
  const fromMoon = houseFrom(jupiter.sign, moon.sign);
  if (!isKendra(fromMoon)) return [];
  const where =
    fromMoon === 1
      ? "with the Moon (the 1st from it, a kendra)"
      : `in the ${ordinal(fromMoon)} from the Moon (a kendra)`;
  return [
    yoga({
      name: "gajakesari",
      label: "Gajakesari yoga",
      bodies: ["jupiter", "moon"],
      houses: [jupiter.house, moon.house],
      reason: `Jupiter stands ${where}`,
      gives: "good name, a sound judgement and the respect of others",
      weakened: weakens(ctx, "jupiter"),
      school: "parashari",
    }),
  ];
}
