/**
 * When Saturn, Jupiter and the (mean) lunar nodes change sign, from the chart engine's own positions
 * (server/astro siderealSnapshot, Lahiri). A decade is sampled every few days and each sign change narrowed by
 * bisection to within half an hour; decades are computed on first use and kept for the life of the process
 * (a decade costs a few tens of milliseconds; the server fills the decades around now once it listens).
 * Retrograde loops are kept: a planet can enter a sign, fall back and enter it again.
 */
import * as Astronomy from "astronomy-engine";
import { normalizeDegrees } from "../astro/angles";
import { trueLahiriAyanamsa } from "../astro/ayanamsa";
import { installDeltaT } from "../astro/delta-t";
import { meanNodeMeanEquinox, siderealSnapshot } from "../astro/ephemeris";
import type { SignIndex } from "../astro/types";
import type { TransitBody } from "./types";

const DAY_MS = 86_400_000;
/** Sampling step: shorter than any sign spell of Saturn or Jupiter worth naming. */
const STEP_MS = 6 * DAY_MS;
/** Bisection stops within this: dates are shown by the day, and Lahiri tables differ by minutes anyway. */
const PRECISION_MS = 30 * 60_000;
const DECADE_MS = 3652.5 * DAY_MS;
const EPOCH_MS = Date.UTC(1900, 0, 1);

export const TRANSIT_BODIES: readonly TransitBody[] = ["saturn", "jupiter", "rahu", "ketu"];

/** One uninterrupted stay of a planet in a sign. */
export interface SignSpan {
  sign: SignIndex;
  start: number;
  end: number;
}

interface Decade {
  /** Per body, the sign at the decade's start and the sign changes inside it. */
  startSign: Record<TransitBody, SignIndex>;
  changes: Record<TransitBody, { at: number; sign: SignIndex }[]>;
}

const decades = new Map<number, Decade>();

/** Sidereal longitudes of the transit bodies at an instant (mean node, as most panchangas use). */
export function transitLongitudes(ms: number): Record<TransitBody, { lon: number; speed: number }> {
  const snap = siderealSnapshot(new Date(ms), 0, 0, "mean");
  return { saturn: snap.bodies.saturn, jupiter: snap.bodies.jupiter, rahu: snap.bodies.rahu, ketu: snap.bodies.ketu };
}

/**
 * The signs only, for scanning: the same apparent positions, ayanamsa and mean node as siderealSnapshot, without
 * the Moon, the ascendant and the other planets (a quarter of the cost). Tests check both agree at each ingress.
 */
export function transitSignsAt(ms: number): Record<TransitBody, SignIndex> {
  installDeltaT();
  const time = Astronomy.MakeTime(new Date(ms));
  const nutationLon = Astronomy.e_tilt(time).dpsi / 3600;
  const ayanamsa = trueLahiriAyanamsa(time.tt, nutationLon);
  const sidereal = (body: Astronomy.Body) =>
    normalizeDegrees(Astronomy.Ecliptic(Astronomy.GeoVector(body, time, true)).elon - ayanamsa);
  const rahu = Math.floor(normalizeDegrees(meanNodeMeanEquinox(time.tt) + nutationLon - ayanamsa) / 30);
  return {
    saturn: Math.floor(sidereal(Astronomy.Body.Saturn) / 30),
    jupiter: Math.floor(sidereal(Astronomy.Body.Jupiter) / 30),
    rahu,
    ketu: (rahu + 6) % 12,
  };
}
const signsAt = transitSignsAt;

function bisect(body: TransitBody, from: number, to: number, fromSign: SignIndex): number {
  let lo = from;
  let hi = to;
  while (hi - lo > PRECISION_MS) {
    const mid = (lo + hi) / 2;
    if (signsAt(mid)[body] === fromSign) lo = mid;
    else hi = mid;
  }
  return Math.round(hi);
}

function computeDecade(index: number): Decade {
  const start = EPOCH_MS + index * DECADE_MS;
  const end = start + DECADE_MS;
  const startSign = signsAt(start);
  const changes = { saturn: [], jupiter: [], rahu: [], ketu: [] } as Decade["changes"];
  let previous = startSign;
  let previousMs = start;
  for (let t = start + STEP_MS; previousMs < end; t += STEP_MS) {
    const at = Math.min(t, end);
    const signs = signsAt(at);
    for (const body of ["saturn", "jupiter", "rahu"] as const) {
      if (signs[body] !== previous[body]) {
        changes[body].push({ at: bisect(body, previousMs, at, previous[body]), sign: signs[body] });
      }
    }
    previous = signs;
    previousMs = at;
  }
  // Ketu is always opposite Rahu: same instants, opposite signs.
  changes.ketu = changes.rahu.map((c) => ({ at: c.at, sign: (c.sign + 6) % 12 }));
  return { startSign, changes };
}

function decade(index: number): Decade {
  let d = decades.get(index);
  if (!d) {
    d = computeDecade(index);
    decades.set(index, d);
  }
  return d;
}

const decadeIndex = (ms: number) => Math.floor((ms - EPOCH_MS) / DECADE_MS);

/**
 * The sign spans of `body` that overlap [fromMs, toMs], in order. The first span's start and the last one's
 * end are the real ingress instants when they fall inside the computed decades (one decade is added on each
 * side so the spans around the edges are whole).
 */
export function signSpans(body: TransitBody, fromMs: number, toMs: number): SignSpan[] {
  const first = decadeIndex(fromMs) - 1;
  const last = decadeIndex(toMs) + 1;
  const spans: SignSpan[] = [];
  let current: SignSpan = { sign: decade(first).startSign[body], start: EPOCH_MS + first * DECADE_MS, end: 0 };
  for (let i = first; i <= last; i++) {
    for (const change of decade(i).changes[body]) {
      current.end = change.at;
      spans.push(current);
      current = { sign: change.sign, start: change.at, end: 0 };
    }
  }
  current.end = EPOCH_MS + (last + 1) * DECADE_MS;
  spans.push(current);
  return spans.filter((s) => s.end >= fromMs && s.start <= toMs);
}

/**
 * Computes the decades from `yearsBack` before to `yearsAhead` after `now`, so answers do not wait for them: one
 * decade per step, so a caller can let other work run between steps.
 */
export function* warmingIngresses(now: Date = new Date(), yearsBack = 40, yearsAhead = 40): Generator<void> {
  const from = decadeIndex(now.getTime() - yearsBack * 365.25 * DAY_MS) - 1;
  const to = decadeIndex(now.getTime() + yearsAhead * 365.25 * DAY_MS) + 1;
  for (let i = from; i <= to; i++) {
    decade(i);
    yield;
  }
}
