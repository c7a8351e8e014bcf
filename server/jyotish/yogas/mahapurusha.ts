/**
 * The five Pancha Mahapurusha yogas (BPHS; Phaladeepika 6.1-2): Mars, Mercury, Jupiter, Venus or Saturn in its
 * own sign (moolatrikona included) or exalted, in a kendra from the ascendant: Ruchaka, Bhadra, Hamsa, Malavya,
 * Sasa.
 */
import { ordinal, SIGN_NAMES } from "../../astro/jyotish";
import type { PlanetName } from "../../astro/types";
import { isKendra } from "../relations";
import type { Yoga, YogaName } from "../types";
import { weakens, type YogaContext, yoga } from "./context";

const MAHAPURUSHA: readonly { planet: PlanetName; name: YogaName; label: string; gives: string }[] = [
  { planet: "mars", name: "ruchaka", label: "Ruchaka", gives: "courage, drive and the capacity to lead" },
  {
    planet: "mercury",
    name: "bhadra",
    label: "Bhadra",
    gives: "intelligence, eloquence and skill in trade or learning",
  },
  { planet: "jupiter", name: "hamsa", label: "Hamsa", gives: "wisdom, righteousness and the regard of the good" },
  { planet: "venus", name: "malavya", label: "Malavya", gives: "refinement, comfort, art and a happy home life" },
  { planet: "saturn", name: "sasa", label: "Sasa", gives: "authority over people, endurance and organising power" },
];

export function mahapurusha(ctx: YogaContext): Yoga[] {
  const found: Yoga[] = [];
  for (const m of MAHAPURUSHA) {
    const p = ctx.chart.bodies[m.planet];
    const strong = p.dignity === "own" || p.dignity === "moolatrikona" || p.dignity === "exalted";
    if (!strong || !isKendra(p.house)) continue;
    const dignity = p.dignity === "exalted" ? "exalted" : "in its own sign";
    const planetName = m.planet[0]?.toUpperCase() + m.planet.slice(1);
    found.push(
      yoga({
        name: m.name,
        label: `${m.label} (Mahapurusha) yoga`,
        bodies: [m.planet],
        houses: [p.house],
        reason: `${planetName} is ${dignity} in ${SIGN_NAMES[p.sign]}, in your ${ordinal(p.house)} house, a kendra`,
        gives: m.gives,
        weakened: weakens(ctx, m.planet),
        school: "parashari",
      }),
    );
  }
  return found;
}
