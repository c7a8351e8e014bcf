/**
 * Age-aware timing (Parashari dasha timing with a Jupiter transit check): which Vimshottari periods point at
 * a life area, placed in the asker's life. A period's lord points at the area when it rules or occupies the
 * area's houses, aspects its main house, or is its karaka; Rahu and Ketu act through the lord of their sign.
 * The antardasha lord times the event and the mahadasha lord supports it; Jupiter transiting or aspecting the
 * main house (from the ascendant) during the period adds to it. Windows are kept within the ages at which the
 * event is plausible (life-stages.ts), past ones are marked past, and the next window is the nearest strong one,
 * not a stronger one years further away. Near windows name their best pratyantardasha as the peak.
 *
 * For another person (a son's marriage, a husband's return) the houses are counted from that person's house and
 * their karakas join the area's (subject.ts), and the windows are placed in that person's life: by their age when
 * the question states it, else by no age at all; never by the asker's.
 */
import { pratyantardashas } from "../astro/dasha";
import { aspectedHouses, BODY_DISPLAY_NAMES, housesRuledBy, ordinal, signLord } from "../astro/jyotish";
import type { BodyName, ChartData, DashaLord, DashaPeriod } from "../astro/types";
import type { LifeArea } from "../guru/life-areas";
import { signSpans } from "./ingress";
import { type AgeRange, plausibleAges } from "./life-stages";
import { dashaLinksOf } from "./reading";
import { BODY_OF_LORD, houseFrom } from "./relations";
import { areaRule, housesFor, subjectGenderOf } from "./subject";
import type {
  DashaLink,
  Gender,
  JupiterLink,
  Relative,
  SubjectWindow,
  SubjectWindowsResult,
  TimingTarget,
  TimingWindow,
  WindowLinks,
  WindowsResult,
} from "./types";

const YEAR_MS = 365.25 * 86_400_000;
/** A window needs at least this score to be offered. */
export const WINDOW_THRESHOLD = 4;
/** Windows further ahead than this are not listed (dashas are read for the coming years, not for a lifetime). */
const HORIZON_YEARS = 25;
/** Periods nearer than this name their best pratyantardasha. */
const NARROW_WITHIN_YEARS = 3;

/** For a person whose age is not known, past windows are kept this far back only ("it may already have begun"). */
const RECENT_PAST_YEARS = 3;

interface Focus {
  area: LifeArea | null;
  houses: number[];
  karakas: BodyName[];
}

/** The asker's own area: its houses, and its karakas with marriage's by the asker's gender (subject.ts). */
function focusOf(target: TimingTarget, gender: Gender): Focus {
  const rule = areaRule(target, gender);
  return {
    area: typeof target === "string" ? target : null,
    houses: rule.houses,
    karakas: rule.karakas.map((k) => k.body),
  };
}

interface LordScore {
  score: number;
  reasons: string[];
  /** The same links as data, for answers in any language. */
  links: DashaLink["links"];
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
  return { score, reasons, links: dashaLinksOf(chart, lord, focus.houses, focus.karakas) };
}

/** Jupiter transiting or aspecting the main house (from the lagna) during a period, or null. */
function jupiterSupport(chart: ChartData, main: number, start: number, end: number): JupiterLink | null {
  for (const span of signSpans("jupiter", start, end)) {
    const house = houseFrom(span.sign, chart.ascendant.sign);
    if (house === main) return { kind: "transits", house: main };
    if (aspectedHouses("jupiter", house).includes(main)) return { kind: "aspects", house: main };
  }
  return null;
}

function jupiterReason(link: JupiterLink): string {
  return link.kind === "transits"
    ? `Jupiter transits your ${ordinal(link.house)} during it`
    : `Jupiter's transit aspects your ${ordinal(link.house)} during it`;
}

function ageAt(birthMs: number, ms: number): number {
  return Math.floor((ms - birthMs) / YEAR_MS);
}

/** Whose life the windows are placed in: a birth instant for ages (null: not known), and the span kept. */
interface LifeSpan {
  birthMs: number | null;
  /** Windows ending before this are not listed. */
  earliestMs: number;
  /** Windows starting from this are left out as beyond the plausible age (null: no limit). */
  beyondMs: number | null;
}

interface Placed {
  windows: SubjectWindow[];
  next: SubjectWindow | null;
  lastPast: SubjectWindow | null;
  excludedBeyondAge: number;
}

function placeWindows(chart: ChartData, focus: Focus, now: Date, span: LifeSpan): Placed {
  const nowMs = now.getTime();
  const chartBirthMs = Date.parse(chart.birth.utc);
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

  const windows: SubjectWindow[] = [];
  let excludedBeyondAge = 0;
  for (const md of chart.dashas.mahadashas) {
    for (const ad of md.antardashas) {
      const start = Date.parse(ad.start);
      const end = Date.parse(ad.end);
      if (end <= span.earliestMs || start >= horizon) continue;
      const mdScore = scoreOf(md.lord);
      const adScore = scoreOf(ad.lord);
      let score = adScore.score + mdScore.score / 2;
      const reasons = [...adScore.reasons, ...mdScore.reasons.filter((r) => !adScore.reasons.includes(r))];
      // Jupiter's transit is read for the periods that matter now, not for childhood ones long past.
      let jupiter: JupiterLink | null = null;
      if (end > nowMs - 10 * YEAR_MS && start < nowMs + HORIZON_YEARS * YEAR_MS) {
        jupiter = jupiterSupport(chart, main, Math.max(start, chartBirthMs), end);
        if (jupiter) {
          score += 1;
          reasons.push(jupiterReason(jupiter));
        }
      }
      if (score < WINDOW_THRESHOLD) continue;
      if (span.beyondMs !== null && start >= span.beyondMs) {
        excludedBeyondAge++;
        continue;
      }
      const links = { mahadasha: mdScore.links, antardasha: adScore.links, pratyantardasha: null, jupiter };
      windows.push(windowOf(md.lord, ad, score, reasons, links, span.birthMs, nowMs));
    }
  }
  const narrowed = windows.map((w) => (narrowable(w, nowMs) ? withPeak(w, scoreOf, nowMs) : w));
  const coming = narrowed.filter((w) => !w.past);
  const pastOnes = narrowed.filter((w) => w.past);
  const lastPast = pastOnes.reduce<SubjectWindow | null>(
    (best, w) => (!best || w.score >= best.score ? w : best),
    null,
  );
  return { windows: narrowed, next: coming[0] ?? null, lastPast, excludedBeyondAge };
}

function asGender(value: string | null | undefined): Gender {
  return value === "male" || value === "female" || value === "other" ? value : null;
}

/** Whose windows: another person (their relation to the asker, their age if the question gives it, their gender). */
export interface SubjectOption {
  relative: Relative;
  /** Age in whole years when the question states it ("my 28-year-old son"); null or absent when not known. */
  age?: number | null;
  /** Their gender when the question gives it ("son", "daughter"); picks the marriage karaka and child ages. */
  gender?: Gender;
}

export interface WindowsOptions {
  /** The asker's birth (defaults to the chart's). */
  birth?: Date;
  /** The asker's gender. */
  gender?: string | null;
}

/**
 * Timing windows for an area (or houses). Without `subject`: placed in the asker's life (the asker's age and
 * plausible ages; `gender` narrows them where biology does, and picks the marriage karaka). With `subject`: the
 * area is read for that person (houses counted from theirs, their karakas) and placed in their life: by their age
 * when known, else with no age at all (`ages: "unknown"`, every age null), never the asker's.
 */
export function windowsFor(
  chart: ChartData,
  target: TimingTarget,
  now: Date,
  options: WindowsOptions & { subject: SubjectOption },
): SubjectWindowsResult;
export function windowsFor(chart: ChartData, target: TimingTarget, now: Date, options?: WindowsOptions): WindowsResult;
export function windowsFor(
  chart: ChartData,
  target: TimingTarget,
  now: Date,
  options: WindowsOptions & { subject?: SubjectOption } = {},
): WindowsResult | SubjectWindowsResult {
  if (options.subject) return subjectWindows(chart, target, now, options.subject, asGender(options.gender), options);
  const gender = asGender(options.gender);
  const focus = focusOf(target, gender);
  const birthMs = (options.birth ?? new Date(chart.birth.utc)).getTime();
  const ages = plausibleAges(focus.area, gender);
  const placed = placeWindows(chart, focus, now, {
    birthMs,
    earliestMs: birthMs + ages.from * YEAR_MS,
    beyondMs: birthMs + (ages.to + 1) * YEAR_MS,
  });
  const ageNow = ageAt(birthMs, now.getTime());
  return {
    area: focus.area,
    houses: focus.houses,
    ageNow,
    plausibleAges: ages,
    windows: placed.windows.map(withAges),
    next: placed.next && withAges(placed.next),
    lastPast: placed.lastPast && withAges(placed.lastPast),
    excludedBeyondAge: placed.excludedBeyondAge,
    beyondPlausibleAge: ageNow > ages.to,
  };
}

/** The asker's windows always have ages (the asker's birth is the chart's). */
function withAges(w: SubjectWindow): TimingWindow {
  if (w.ageAtStart === null || w.ageAtEnd === null) throw new Error("an asker's window without ages");
  return { ...w, ageAtStart: w.ageAtStart, ageAtEnd: w.ageAtEnd };
}

function subjectWindows(
  chart: ChartData,
  target: TimingTarget,
  now: Date,
  subject: SubjectOption,
  askerGender: Gender,
  options: WindowsOptions,
): SubjectWindowsResult {
  const nowMs = now.getTime();
  const subjectGender = subjectGenderOf(subject.relative, askerGender, subject.gender ?? null);
  const frame = housesFor(subject.relative, target, askerGender, { subjectGender });
  const area = typeof target === "string" ? target : null;
  const focus: Focus = { area, houses: frame.houses, karakas: frame.karakas.map((k) => k.body) };
  const age = subject.age ?? null;
  if (age !== null && (!Number.isInteger(age) || age < 0 || age > 120)) {
    throw new Error(`a subject's age is a whole number of years from 0 to 120, not ${age}`);
  }
  let birthMs: number | null;
  let ages: AgeRange | null;
  let whose: SubjectWindowsResult["ages"];
  if (subject.relative === "self") {
    birthMs = (options.birth ?? new Date(chart.birth.utc)).getTime();
    ages = plausibleAges(area, askerGender);
    whose = "asker";
  } else if (age !== null) {
    // "28" means 28 to 29: taken as 28 and a half, so the ages said are off by at most one.
    birthMs = nowMs - (age + 0.5) * YEAR_MS;
    ages = plausibleAges(area, subjectGender);
    whose = "subject";
  } else {
    birthMs = null;
    ages = null;
    whose = "unknown";
  }
  const span: LifeSpan =
    birthMs !== null && ages !== null
      ? { birthMs, earliestMs: birthMs + ages.from * YEAR_MS, beyondMs: birthMs + (ages.to + 1) * YEAR_MS }
      : { birthMs: null, earliestMs: nowMs - RECENT_PAST_YEARS * YEAR_MS, beyondMs: null };
  const placed = placeWindows(chart, focus, now, span);
  const ageNow = birthMs === null ? null : ageAt(birthMs, nowMs);
  return {
    relative: subject.relative,
    ages: whose,
    area,
    houses: frame.houses,
    karakas: frame.karakas,
    ageNow,
    plausibleAges: ages,
    ...placed,
    beyondPlausibleAge: ageNow !== null && ages !== null && ageNow > ages.to,
  };
}

function windowOf(
  mdLord: DashaLord,
  ad: DashaPeriod,
  score: number,
  reasons: string[],
  links: WindowLinks,
  birthMs: number | null,
  nowMs: number,
): SubjectWindow {
  const start = Date.parse(ad.start);
  const end = Date.parse(ad.end);
  return {
    start: ad.start,
    end: ad.end,
    mahadasha: mdLord,
    antardasha: ad.lord,
    pratyantardasha: null,
    peak: null,
    ageAtStart: birthMs === null ? null : ageAt(birthMs, Math.max(start, birthMs)),
    ageAtEnd: birthMs === null ? null : ageAt(birthMs, end),
    past: end <= nowMs,
    current: start <= nowMs && nowMs < end,
    score,
    reasons,
    links,
  };
}

function narrowable(w: SubjectWindow, nowMs: number): boolean {
  return !w.past && Date.parse(w.start) < nowMs + NARROW_WITHIN_YEARS * YEAR_MS;
}

/** Names the coming pratyantardasha of a near window whose lord points at the area most (earliest on a tie). */
function withPeak(w: SubjectWindow, scoreOf: (lord: DashaLord) => LordScore, nowMs: number): SubjectWindow {
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
  const links = { ...w.links, pratyantardasha: scoreOf(best.lord).links };
  return { ...w, pratyantardasha: best.lord, peak: { start: best.start, end: best.end }, reasons, links };
}
