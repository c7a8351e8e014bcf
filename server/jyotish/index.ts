/**
 * The chart judgement: every classical rule the guru and the interpretation use, one concept per file, each
 * naming its school (docs/jyotish.md). Import from here.
 */

export { planetCondition, planetConditions, verdictOf } from "./condition";
export { manglikVerdict, sadeSatiNow } from "./direct";
export { functionalRoles } from "./functional";
export { FAVOURABLE_FROM_MOON, gochar } from "./gochar";
export { type SignSpan, signSpans } from "./ingress";
export { judgeChart } from "./judge";
export { type AgeRange, plausibleAges } from "./life-stages";
export { loveOrArranged } from "./love-marriage";
export { MANGLIK_HOUSES, manglik } from "./manglik";
export * from "./matching";
export { NAKSHATRA_NATURE, type NakshatraNature } from "./nakshatra-nature";
export { navamsaMarriage } from "./navamsa";
export { exaltedIn, neechaBhanga } from "./neecha-bhanga";
export { dashaLinksOf, subjectReading } from "./reading";
export { called } from "./relations";
export { ashtamaShani, sadeSati } from "./sade-sati";
export { planetStrengths } from "./strength";
export {
  areaRule,
  houseCountedFrom,
  housesFor,
  isRelative,
  RELATIVES,
  spouseKarakas,
  subjectFrame,
  subjectGenderOf,
} from "./subject";
export { type SubjectOption, WINDOW_THRESHOLD, type WindowsOptions, windowsFor } from "./timing";
export { TRANSIT_EFFECT, transitFrames, transitIn } from "./transit-frame";
export * from "./types";
export { findYogas } from "./yogas";

import { setImmediate as afterPendingIo } from "node:timers/promises";
import { warmingIngresses } from "./ingress";

/**
 * Builds the transit tables around now (about 300 ms in all) so answers do not pay for them; call once the server
 * listens. One decade per turn of the event loop: requests meanwhile wait tens of milliseconds at most, and an answer
 * that needs a decade not built yet builds it itself.
 */
export async function warmUpJyotish(now: Date = new Date()): Promise<void> {
  for (const _ of warmingIngresses(now)) await afterPendingIo();
}
