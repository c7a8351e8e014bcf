/**
 * Sade Sati and ashtama Shani (common North Indian practice, from the gochara of Saturn in Phaladeepika):
 * Sade Sati is Saturn's passage through the 12th, 1st and 2nd signs from the natal Moon, about seven and a half
 * years, in three phases: rising (12th), peak (over the Moon) and setting (2nd). Ashtama Shani is Saturn in the
 * 8th from the Moon (about two and a half years). A spell runs from Saturn's first entry into its first sign to
 * its final exit from its last; a retrograde dip back out of the span that lasts less than two years does not
 * split it, as panchangas date it.
 */
import { isoFromMs } from "../astro/dasha";
import type { ChartData, SignIndex } from "../astro/types";
import { type SignSpan, signSpans } from "./ingress";
import { houseFrom } from "./relations";
import type { AshtamaShani, SadeSati, SadeSatiPhase, SaturnSpell } from "./types";

const YEAR_MS = 365.25 * 86_400_000;
/** A retrograde exit shorter than this does not end a spell. */
const MAX_DIP_MS = 2 * YEAR_MS;

interface Spell {
  start: number;
  end: number;
}

/** Spells of Saturn in any of `houses` from `moonSign`, merging short retrograde dips. */
function saturnSpells(moonSign: SignIndex, houses: readonly number[], fromMs: number, toMs: number): Spell[] {
  const spans = signSpans("saturn", fromMs, toMs).filter((s) => houses.includes(houseFrom(s.sign, moonSign)));
  const spells: Spell[] = [];
  for (const s of spans) {
    const last = spells.at(-1);
    if (last && s.start - last.end < MAX_DIP_MS) last.end = s.end;
    else spells.push({ start: s.start, end: s.end });
  }
  return spells;
}

const asSpell = (s: Spell | SignSpan | undefined | null): SaturnSpell | null =>
  s ? { start: isoFromMs(s.start), end: isoFromMs(s.end) } : null;

function around(chart: ChartData, at: Date, houses: readonly number[]) {
  const ms = at.getTime();
  // Saturn takes about 29.5 years round the zodiac: 32 years either way holds the previous and the next spell.
  const spells = saturnSpells(chart.bodies.moon.sign, houses, ms - 32 * YEAR_MS, ms + 32 * YEAR_MS);
  const current = spells.find((s) => s.start <= ms && ms < s.end) ?? null;
  const previous = spells.filter((s) => s.end <= ms).at(-1) ?? null;
  const next = spells.find((s) => s.start > ms) ?? null;
  return { ms, current, previous, next };
}

const PHASE_OF_HOUSE: Record<number, SadeSatiPhase> = { 12: "rising", 1: "peak", 2: "setting" };

export function sadeSati(chart: ChartData, at: Date): SadeSati {
  const moonSign = chart.bodies.moon.sign;
  const { ms, current, previous, next } = around(chart, at, [12, 1, 2]);
  let phase: SadeSatiPhase | null = null;
  let phaseSpan: Spell | null = null;
  if (current) {
    const spans = signSpans("saturn", current.start, current.end).filter(
      (s) => s.end > current.start && s.start < current.end,
    );
    const now = spans.find((s) => s.start <= ms && ms < s.end);
    const house = now ? houseFrom(now.sign, moonSign) : null;
    // During a retrograde dip out of the span Saturn is in the 11th (still rising) or the 3rd (still setting).
    phase = house === null ? null : (PHASE_OF_HOUSE[house] ?? (house === 3 ? "setting" : "rising"));
    if (house !== null && PHASE_OF_HOUSE[house]) {
      const same = spans.filter((s) => s.sign === now?.sign);
      phaseSpan = { start: same[0]?.start ?? current.start, end: same.at(-1)?.end ?? current.end };
    }
  }
  return {
    active: current !== null,
    phase,
    current: asSpell(current),
    phaseSpan: asSpell(phaseSpan),
    previous: asSpell(previous),
    next: asSpell(next),
    moonSign,
    school: "common-practice",
  };
}

export function ashtamaShani(chart: ChartData, at: Date): AshtamaShani {
  const { current, next } = around(chart, at, [8]);
  return { active: current !== null, current: asSpell(current), next: asSpell(next), school: "common-practice" };
}
