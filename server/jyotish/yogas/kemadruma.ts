/**
 * Kemadruma yoga (BPHS; Phaladeepika 6.56): no planet in the 2nd or the 12th from the Moon (the Sun, Rahu and
 * Ketu do not count). Cancelled (Phaladeepika 6.58 and common Parashari practice) when a planet stands in a
 * kendra from the ascendant or from the Moon, when a planet joins the Moon, or when Jupiter aspects the Moon.
 */
import { BODY_DISPLAY_NAMES } from "../../astro/jyotish";
import type { PlanetName } from "../../astro/types";
import { aspects, houseFrom, isKendra } from "../relations";
import type { Yoga } from "../types";
import { type YogaContext, yoga } from "./context";

const COUNTED: readonly PlanetName[] = ["mars", "mercury", "jupiter", "venus", "saturn"];

export function kemadruma(ctx: YogaContext): Yoga[] {
  const { chart } = ctx;
  const moonSign = chart.bodies.moon.sign;
  const flanking = COUNTED.filter((p) => {
    const h = houseFrom(chart.bodies[p].sign, moonSign);
    return h === 2 || h === 12;
  });
  if (flanking.length > 0) return [];
  const cancelledBy: string[] = [];
  const name = (p: PlanetName) => BODY_DISPLAY_NAMES[p];
  const kendraLagna = COUNTED.filter((p) => isKendra(chart.bodies[p].house));
  if (kendraLagna.length > 0)
    cancelledBy.push(`${name(kendraLagna[0] as PlanetName)} stands in a kendra from the ascendant`);
  const kendraMoon = COUNTED.filter((p) => {
    const h = houseFrom(chart.bodies[p].sign, moonSign);
    return h !== 1 && isKendra(h);
  });
  if (kendraMoon.length > 0) cancelledBy.push(`${name(kendraMoon[0] as PlanetName)} stands in a kendra from the Moon`);
  const withMoon = COUNTED.filter((p) => chart.bodies[p].sign === moonSign);
  if (withMoon.length > 0) cancelledBy.push(`${name(withMoon[0] as PlanetName)} joins the Moon`);
  if (aspects(chart, "jupiter", "moon")) cancelledBy.push("Jupiter aspects the Moon");
  return [
    yoga({
      name: "kemadruma",
      label: "Kemadruma yoga",
      nature: "challenging",
      bodies: ["moon"],
      houses: [chart.bodies.moon.house],
      reason: "no planet stands in the 2nd or the 12th from the Moon",
      gives: "times of feeling unsupported, asking for self-reliance",
      cancelledBy,
      school: "parashari",
    }),
  ];
}
