/**
 * Age-aware timing (Parashari dasha timing with a Jupiter transit check): which Vimshottari periods point at
 * a life area, placed in the asker's life. A period's lord points at the area when it rules or occupies the
 * area's houses, aspects its main house, or is its karaka; Rahu and Ketu act through the lord of their sign.
 * The antardasha lord times the event and the mahadasha lord supports it; Jupiter transiting or aspecting the
 * main house (from the ascendant) during the period adds to it. Windows are kept within the ages at which the
 * event is plausible (life-stages.ts), past ones are marked past, and the next window is the nearest strong one,
 * not a stronger one years further away. Near windows name their best pratyantardasha as the peak.
 */
import { pratyantardashas } from "../astro/dasha";
import { aspectedHouses, BODY_DISPLAY_NAMES, housesRuledBy, ordinal, signLord } from "../astro/jyotish";
import type { BodyName, ChartData, DashaLord, DashaPeriod } from "../astro/types";
import { LIFE_AREAS, type LifeArea } from "../guru/life-areas";
import { signSpans } from "./ingress";
import { plausibleAges } from "./life-stages";
import { houseFrom } from "./relations";
import type { TimingTarget, TimingWindow, WindowsResult } from "./types";

const YEAR_MS = 365.25 * 86_400_000;
/** A window needs at least this score to be offered. */
export const WINDOW_THRESHOLD = 4;
/** Windows further ahead than this are not listed (dashas are read for the coming years, not for a lifetime). */
const HORIZON_YEARS = 25;
/** Periods nearer than this name their best pratyantardasha. */
const NARROW_WITHIN_YEARS = 3;

const BODY_OF_LORD = Object.fromEntries(
  (Object.keys(BODY_DISPLAY_NAMES) as BodyName[]).map((b) => [BODY_DISPLAY_NAMES[b], b]),
) as Record<DashaLord, BodyName>;

interface Focus {
  area: LifeArea | null;
  houses: number[];
  karakas: BodyName[];
}

function focusOf(target: TimingTarget): Focus {
  if (typeof target === "string") {
    const rule = LIFE_AREAS.find((a) => a.area === target);
    return { area: target, houses: rule?.houses ?? [1], karakas: rule?.karakas ?? [] };
  }
  return { area: null, houses: target.houses, karakas: target.karakas ?? [] };
}

interface LordScore {
  score: number;
  reasons: string[];
}

/** How strongly a dasha lord points at the focus houses (memoised per lord within one call). */
function lordScore(chart: ChartData, lord: DashaLord, focus: Focus, depth = 0): LordScore {
  const body = BODY_OF_LORD[lord];
  const position = chart.bodies[body];
  const [main, ...others] = focus.houses;
  const reasons: string[] = [];
  let score = 0;
  if (body !== "rahu" && body !== "ketu") {
    const ruled = housesRuledBy(body, chart.ascendant.sign);
    if (main !== undefined && ruled.includes(main)) {
      score += 3;
      reasons.push(`${lord} rules your ${ordinal(main)}`);
    }
    const alsoRuled = ruled.filter((h) => others.includes(h));
    if (alsoRuled.length > 0) {
      score += 1.5 * alsoRuled.length;
      reasons.push(`${lord} rules your ${alsoRuled.map(ordinal).join(" and ")}`);
    }
  }
  if (position.house === main) {
    score += 2;
    reasons.push(`${lord} sits in your ${ordinal(main)}`);
  } else if (others.includes(position.house)) {
    score += 1;
    reasons.push(`${lord} sits in your ${ordinal(position.house)}`);
  }
  if (main !== undefined && position.house !== main && aspectedHouses(body, position.house).includes(main)) {
    score += 1;
    reasons.push(`${lord} aspects your ${ordinal(main)}`);
  }
  if (focus.karakas.includes(body)) {
    score += 1;
    reasons.push(`${lord} is a natural significator of this area`);
  }
  if ((body === "rahu" || body === "ketu") && depth === 0) {
    // A node gives the results of the lord of the sign it stands in.
    const dispositor = BODY_DISPLAY_NAMES[signLord(position.sign)];
    const through = lordScore(chart, dispositor, focus, 1);
    if (through.score > 0) {
      score += through.score / 2;
      reasons.push(`${lord} acts for ${dispositor}, its sign lord`);
    }
  }
  return { score, reasons };
}

function jupiterSupport(chart: ChartData, main: number, start: number, end: number): string | null {
  const spans = signSpans("jupiter", start, end);
  for (const span of spans) {
    const house = houseFrom(span.sign, chart.ascendant.sign);
    if (house === main) return `Jupiter transits your ${ordinal(main)} during it`;
    if (aspectedHouses("jupiter", house).includes(main))
      return `Jupiter's transit aspects your ${ordinal(main)} during it`;
  }
  return null;
}

function ageAt(birthMs: number, ms: number): number {
  return Math.floor((ms - birthMs) / YEAR_MS);
}

/**
 * Timing windows for an area (or houses) placed in the asker's life. `birth` defaults to the chart's birth
 * instant; `gender` narrows the plausible ages where biology does (children).
 */
export function windowsFor(
  chart: ChartData,
  target: TimingTarget,
  now: Date,
  options: { birth?: Date; gender?: string | null } = {},
): WindowsResult {
  const focus = focusOf(target);
  const birthMs = (options.birth ?? new Date(chart.birth.utc)).getTime();
  const nowMs = now.getTime();
  const ages = plausibleAges(focus.area, options.gender);
  const ageNow = ageAt(birthMs, nowMs);
  const earliest = birthMs + ages.from * YEAR_MS;
  const beyondAge = birthMs + (ages.to + 1) * YEAR_MS;
  const horizon = nowMs + HORIZON_YEARS * YEAR_MS;
  const main = focus.houses[0] ?? 1;

  const scores = new Map<DashaLord, LordScore>();
  const scoreOf = (lord: DashaLord) => {
    let s = scores.get(lord);
    if (!s) {
      s = lordScore(chart, lord, focus);
      scores.set(lord, s);
    }
    return s;
  };

  const windows: TimingWindow[] = [];
  let excludedBeyondAge = 0;
  for (const md of chart.dashas.mahadashas) {
    for (const ad of md.antardashas) {
      const start = Date.parse(ad.start);
      const end = Date.parse(ad.end);
      if (end <= earliest || start >= horizon) continue;
      const mdScore = scoreOf(md.lord);
      const adScore = scoreOf(ad.lord);
      let score = adScore.score + mdScore.score / 2;
      const reasons = [...adScore.reasons, ...mdScore.reasons.filter((r) => !adScore.reasons.includes(r))];
      // Jupiter's transit is read for the periods that matter now, not for childhood ones long past.
      if (end > nowMs - 10 * YEAR_MS && start < nowMs + HORIZON_YEARS * YEAR_MS) {
        const jupiter = jupiterSupport(chart, main, Math.max(start, birthMs), end);
        if (jupiter) {
          score += 1;
          reasons.push(jupiter);
        }
      }
      if (score < WINDOW_THRESHOLD) continue;
      if (start >= beyondAge) {
        excludedBeyondAge++;
        continue;
      }
      windows.push(windowOf(md.lord, ad, score, reasons, birthMs, nowMs));
    }
  }
  const narrowed = windows.map((w) => (narrowable(w, nowMs) ? withPeak(w, scoreOf, nowMs) : w));
  const coming = narrowed.filter((w) => !w.past);
  const pastOnes = narrowed.filter((w) => w.past);
  const lastPast = pastOnes.reduce<TimingWindow | null>((best, w) => (!best || w.score >= best.score ? w : best), null);
  return {
    area: focus.area,
    houses: focus.houses,
    ageNow,
    plausibleAges: ages,
    windows: narrowed,
    next: coming[0] ?? null,
    lastPast,
    excludedBeyondAge,
    beyondPlausibleAge: ageNow > ages.to,
  };
}

function windowOf(
  mdLord: DashaLord,
  ad: DashaPeriod,
  score: number,
  reasons: string[],
  birthMs: number,
  nowMs: number,
): TimingWindow {
  const start = Date.parse(ad.start);
  const end = Date.parse(ad.end);
  return {
    start: ad.start,
    end: ad.end,
    mahadasha: mdLord,
    antardasha: ad.lord,
    pratyantardasha: null,
    peak: null,
    ageAtStart: ageAt(birthMs, Math.max(start, birthMs)),
    ageAtEnd: ageAt(birthMs, end),
    past: end <= nowMs,
    current: start <= nowMs && nowMs < end,
    score,
    reasons,
  };
}

function narrowable(w: TimingWindow, nowMs: number): boolean {
  return !w.past && Date.parse(w.start) < nowMs + NARROW_WITHIN_YEARS * YEAR_MS;
}

/** Names the coming pratyantardasha of a near window whose lord points at the area most (earliest on a tie). */
function withPeak(w: TimingWindow, scoreOf: (lord: DashaLord) => LordScore, nowMs: number): TimingWindow {
  const ad: DashaPeriod = {
    lord: w.antardasha,
    start: w.start,
    end: w.end,
    years: (Date.parse(w.end) - Date.parse(w.start)) / YEAR_MS,
  };
  let best: DashaPeriod | null = null;
  let bestScore = 0;
  for (const p of pratyantardashas(ad)) {
    if (Date.parse(p.end) <= nowMs) continue;
    const s = scoreOf(p.lord).score;
    if (s > bestScore) {
      best = p;
      bestScore = s;
    }
  }
  if (!best) return w;
  const reasons = [...w.reasons, ...scoreOf(best.lord).reasons.filter((r) => !w.reasons.includes(r))];
  return { ...w, pratyantardasha: best.lord, peak: { start: best.start, end: best.end }, reasons };
}
