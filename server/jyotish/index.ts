/**
 * The chart judgement: every classical rule the guru and the interpretation use, one concept per file, each
 * naming its school (docs/jyotish.md). Import from here.
 */

export { functionalRoles } from "./functional";
export { FAVOURABLE_FROM_MOON, gochar } from "./gochar";
export { type SignSpan, signSpans, warmUpIngresses } from "./ingress";
export { judgeChart } from "./judge";
export { type AgeRange, plausibleAges } from "./life-stages";
export { MANGLIK_HOUSES, manglik } from "./manglik";
export * from "./matching";
export { NAKSHATRA_NATURE, type NakshatraNature } from "./nakshatra-nature";
export { exaltedIn, neechaBhanga } from "./neecha-bhanga";
export { called } from "./relations";
export { ashtamaShani, sadeSati } from "./sade-sati";
export { planetStrengths } from "./strength";
export { WINDOW_THRESHOLD, windowsFor } from "./timing";
export * from "./types";
export { findYogas } from "./yogas";

import { warmUpIngresses } from "./ingress";

/** Builds the transit tables around now so the first answer does not pay for them; call at server start. */
export function warmUpJyotish(now: Date = new Date()): void {
  warmUpIngresses(now);
}
