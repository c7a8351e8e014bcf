// The five angas' numbering and the instant each one ends, for any theory of the Sun and the Moon: the drik engine
// (server/astro) or the Surya Siddhanta (surya-siddhanta.ts). Only the longitudes differ between the modes.
import { normalizeDegrees, signedDelta } from "../astro/angles";

/** Sidereal longitudes of the Sun and the Moon at an instant, degrees [0, 360). */
export type SunAndMoonAt = (utc: Date) => { sun: number; moon: number };

export type AngaKind = "tithi" | "nakshatra" | "yoga" | "karana";

interface AngaRule {
  /** The angle the anga counts, degrees. */
  angle(sun: number, moon: number): number;
  /** Degrees per anga. */
  span: number;
  /** Its mean speed, degrees per day: the first guess of the end-time search. */
  meanSpeed: number;
}

const STAR = 360 / 27;

/**
 * Tithi: every 12° of the Moon's elongation from the Sun (1-15 shukla, 16-30 krishna). Karana: every 6° of it
 * (1-60). Nakshatra: every 13°20' of the Moon's longitude. Yoga: every 13°20' of the sum of both longitudes.
 */
export const ANGA_RULES: Record<AngaKind, AngaRule> = {
  tithi: { angle: (sun, moon) => moon - sun, span: 12, meanSpeed: 12.19 },
  karana: { angle: (sun, moon) => moon - sun, span: 6, meanSpeed: 12.19 },
  nakshatra: { angle: (_sun, moon) => moon, span: STAR, meanSpeed: 13.18 },
  yoga: { angle: (sun, moon) => sun + moon, span: STAR, meanSpeed: 14.17 },
};

/** The anga's number (1-based) at these longitudes. */
export function angaNumber(kind: AngaKind, sun: number, moon: number): number {
  const { angle, span } = ANGA_RULES[kind];
  return Math.floor(normalizeDegrees(angle(sun, moon)) / span) + 1;
}

const DAY_MS = 86_400_000;
/** The search stops once a step is below half a second. */
const END_TOLERANCE_MS = 500;
const MAX_STEPS = 30;

/**
 * The instant the anga running at `from` ends: where its angle reaches the next multiple of its span. The angle only
 * grows (the Moon always gains on the Sun), so a secant search from its mean speed converges in a few steps.
 */
export function angaEnd(kind: AngaKind, from: Date, sunAndMoonAt: SunAndMoonAt): Date {
  const { angle, span, meanSpeed } = ANGA_RULES[kind];
  const angleAt = (ms: number) => {
    const { sun, moon } = sunAndMoonAt(new Date(ms));
    return angle(sun, moon);
  };
  const start = from.getTime();
  const startAngle = angleAt(start);
  const left = span - (normalizeDegrees(startAngle) % span);
  /** Degrees still to go at `ms` (negative once past the end). */
  const remaining = (ms: number) => left - signedDelta(startAngle, angleAt(ms));
  let previous = start;
  let previousRemaining = left;
  let current = start + (left / meanSpeed) * DAY_MS;
  for (let step = 0; step < MAX_STEPS; step++) {
    const now = remaining(current);
    const speed = (previousRemaining - now) / (current - previous);
    const next = current + now / (speed > 0 ? speed : meanSpeed / DAY_MS);
    previous = current;
    previousRemaining = now;
    current = next;
    if (Math.abs(current - previous) < END_TOLERANCE_MS) break;
  }
  return new Date(Math.round(current / 1000) * 1000);
}
