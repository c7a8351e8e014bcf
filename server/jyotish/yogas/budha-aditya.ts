/**
 * Budha-Aditya yoga (common Parashari practice): the Sun and Mercury in one sign. Mercury is never far from the
 * Sun, so the yoga is common; it is read as weakened when Mercury is combust (within 14°, 12° retrograde).
 */
import { ordinal, SIGN_NAMES } from "../../astro/jyotish";
import type { Yoga } from "../types";
import { weakens, type YogaContext, yoga } from "./context";

export function budhaAditya(ctx: YogaContext): Yoga[] {
  const { sun, mercury } = ctx.chart.bodies;
  if (sun.sign !== mercury.sign) return [];
  return [
    yoga({
      name: "budha-aditya",
      label: "Budha-Aditya yoga",
      bodies: ["sun", "mercury"],
      houses: [sun.house],
      reason: `the Sun and Mercury are together in ${SIGN_NAMES[sun.sign]}, your ${ordinal(sun.house)} house`,
      gives: "a sharp intellect, clear speech and recognition for it",
      weakened: weakens(ctx, "mercury"),
      school: "common-practice",
    }),
  ];
}
