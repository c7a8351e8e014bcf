/**
 * The ages at which an event of each life area is plausibly the answer to "when" (common practice, not a
 * classical rule: the texts time events by dasha and transit and leave the age to the astrologer's judgement).
 * A window outside these ages is not offered as the answer; the asker beyond the range is told so.
 */
import type { LifeArea } from "../guru/life-areas";

export interface AgeRange {
  from: number;
  to: number;
}

const ANY_AGE: AgeRange = { from: 0, to: 110 };

const AREA_AGES: Record<LifeArea, AgeRange> = {
  career: { from: 16, to: 65 },
  marriage: { from: 18, to: 55 },
  relationships: { from: 15, to: 75 },
  health: ANY_AGE,
  finance: { from: 18, to: 90 },
  education: { from: 4, to: 40 },
  family: ANY_AGE,
  // Overridden by gender below: first child for a mother not after about 45.
  children: { from: 18, to: 50 },
  travel: { from: 5, to: 85 },
  property: { from: 20, to: 85 },
  spirituality: ANY_AGE,
  legal: { from: 18, to: 90 },
};

/** The plausible ages for an area; for children the mother's range is narrower than the father's. */
export function plausibleAges(area: LifeArea | null, gender: string | null | undefined): AgeRange {
  if (!area) return ANY_AGE;
  if (area === "children") {
    if (gender === "female") return { from: 18, to: 45 };
    if (gender === "male") return { from: 18, to: 60 };
  }
  return AREA_AGES[area];
}
