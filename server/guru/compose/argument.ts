// The argument behind one part of an answer, before any words: the verdict the question asked for (a window, a
// likelihood, a lean, a count, a kind, a reason, a yes or no) and the two or three facts of this chart that carry it,
// ranked. Everything here is read for the person asked about (the plan's houses and karakas, counted from their
// house) and is the same in every language; ./say.ts puts it into words.
import { housesRuledBy } from "../../astro/jyotish";
import type { BodyName, ChartData, PlanetName } from "../../astro/types";
import {
  type ChartJudgement,
  loveOrArranged,
  navamsaMarriage,
  type SubjectWindow,
  type TimingWindow,
  type WindowsResult,
  windowsFor,
} from "../../jyotish";
import { houseFacts, NATURAL_BENEFICS, placementStrength } from "../chart-facts";
import type { GuruQuestion } from "../contract";
import type { LifeArea } from "../life-areas";
import type { ConsultationPlan, PlannedPart, YearSpan } from "../plan/plan";
import { houseStrength, type Tone, toneOf } from "./area-facts";
import type { Seat } from "./counsel";
import { houseOfOption } from "./option-houses";

/** A planet where it stands, with what weakens or strengthens it (combustion, retrogression, neecha bhanga). */
export interface Placement {
  body: BodyName;
  house: number;
  sign: number;
  dignity: ChartData["bodies"]["sun"]["dignity"];
  combust: boolean;
  retrograde: boolean;
  neechaBhanga: boolean;
  /** On balance a help (true) or a strain (false) for what it rules. */
  helps: boolean;
}

export type Reason =
  | { kind: "lord"; house: number; sign: number; lord: Placement }
  | { kind: "occupants"; house: number; benefics: BodyName[]; malefics: BodyName[] }
  | { kind: "karaka"; karaka: Placement; role: string }
  | { kind: "dasha"; md: BodyName; ad: BodyName; until: string; active: boolean; mdHolds: Holding; adHolds: Holding }
  | { kind: "transit"; planet: "jupiter" | "saturn"; house: number; until: string | null }
  | { kind: "sade_sati"; phase: "rising" | "peak" | "setting"; until: string }
  | { kind: "manglik"; status: "none" | "cancelled" | "mild" | "present"; marsHouse: number }
  | { kind: "yoga"; name: ChartJudgement["yogas"][number]["name"]; bodies: BodyName[] }
  | { kind: "option"; option: string; house: number; lord: Placement }
  | {
      kind: "love_link";
      lord5: BodyName;
      lord7: BodyName;
      how: "together" | "lord7_in_5" | "lord5_in_7";
      house: number;
    }
  | { kind: "sade_sati_basis"; moonSign: number; saturnSign: number; fromMoon: number }
  | { kind: "navamsa"; planet: BodyName; role: string; sign: number; dignity: string | null; vargottama: boolean };

/** What a period's lord holds in this chart: the houses it rules, or (Rahu and Ketu, who rule none) where it sits. */
export type Holding = { rules: number[] } | { sits: number };

/** The kind of house a planet sits in: the house it rules itself, an angle, a trine, a hidden house, or another. */
export function seatOf(sitsIn: number, rules: number | null): Seat {
  if (sitsIn === rules) return "own";
  if ([1, 4, 7, 10].includes(sitsIn)) return "kendra";
  if ([5, 9].includes(sitsIn)) return "trikona";
  if ([6, 8, 12].includes(sitsIn)) return "dusthana";
  return "plain";
}

export type Verdict =
  | { form: "when"; window: TimingWindow | null; current: boolean; inFrame: FrameAnswer | null; beyondAge: boolean }
  | { form: "will_it"; tone: Tone; window: TimingWindow | null; inFrame: FrameAnswer | null }
  | { form: "which_of_two"; lean: string | null; other: string | null; options: [string, string] }
  | { form: "how_many"; countable: boolean; indication: "one" | "two" | "several"; windows: number }
  | { form: "what_kind"; sign: number; lord: BodyName; second: BodyName | null }
  | { form: "why"; tone: Tone; lord: BodyName; house: number }
  | { form: "general"; tone: Tone; window: TimingWindow | null }
  | {
      form: "sade_sati";
      running: boolean;
      phase: "rising" | "peak" | "setting" | null;
      until: string | null;
      next: string | null;
    }
  | { form: "manglik"; status: "none" | "cancelled" | "mild" | "present"; marsHouse: number };

/** What the chart says for the years a question names: a supporting period inside them, or none (and the next). */
export interface FrameAnswer {
  span: YearSpan;
  window: TimingWindow | null;
  next: TimingWindow | null;
}

export interface Argument {
  part: PlannedPart;
  verdict: Verdict;
  reasons: Reason[];
  tone: Tone;
  /** The main house read for this part (counted from the lagna). */
  house: number;
  windows: WindowsResult;
}

const YEAR_MS = 365.25 * 86_400_000;
const SEASON_MS = 90 * 86_400_000;

export function placement(chart: ChartData, judgement: ChartJudgement, body: BodyName): Placement {
  const b = chart.bodies[body];
  const neechaBhanga = judgement.neechaBhanga.some((n) => n.body === body && n.cancelled);
  let score = placementStrength(b) + (neechaBhanga ? 2 : 0);
  if (b.retrograde && body !== "rahu" && body !== "ketu") score += 0.5; // cheshta bala: a retrograde planet is strong
  return {
    body,
    house: b.house,
    sign: b.sign,
    dignity: b.dignity,
    combust: b.combust,
    retrograde: b.retrograde && body !== "rahu" && body !== "ketu",
    neechaBhanga,
    helps: score >= 1,
  };
}

function windowsOf(
  input: GuruQuestion,
  plan: ConsultationPlan,
  part: PlannedPart,
  subjectGender: "male" | "female" | null,
): WindowsResult {
  if (plan.subject === "self" || plan.subject === "other") {
    return windowsFor(input.chart, part.area, input.now, { gender: input.gender });
  }
  // Another person's matter: their houses and karakas, their age only when the question gave it, never the asker's.
  const theirs = windowsFor(input.chart, part.area, input.now, {
    gender: input.gender,
    subject: {
      relative: plan.subject,
      ...(plan.subjectAge !== null ? { age: plan.subjectAge } : {}),
      gender: subjectGender,
    },
  });
  const age = (n: number | null) => n ?? UNKNOWN_AGE;
  const window = (w: SubjectWindow): TimingWindow => ({
    ...w,
    ageAtStart: age(w.ageAtStart),
    ageAtEnd: age(w.ageAtEnd),
  });
  return {
    area: theirs.area,
    houses: theirs.houses,
    ageNow: age(theirs.ageNow),
    plausibleAges: theirs.plausibleAges ?? { from: 0, to: 120 },
    windows: theirs.windows.map(window),
    next: theirs.next ? window(theirs.next) : null,
    lastPast: theirs.lastPast ? window(theirs.lastPast) : null,
    excludedBeyondAge: theirs.excludedBeyondAge,
    beyondPlausibleAge: theirs.beyondPlausibleAge,
  };
}

/** Another person's age when nobody said it: never shown (agesBelongToAsker is false for them). */
const UNKNOWN_AGE = -1;

function frameAnswer(span: YearSpan | null, windows: WindowsResult): FrameAnswer | null {
  if (!span || span.from === null || span.to === null) return null;
  const from = Date.UTC(span.from, 0, 1);
  const to = Date.UTC(span.to + 1, 0, 1);
  const coming = windows.windows.filter((w) => !w.past);
  // A period counts for the years asked when it covers at least a season of them, not a few weeks at an edge.
  const overlap = (w: TimingWindow) => Math.min(Date.parse(w.end), to) - Math.max(Date.parse(w.start), from);
  const inside = coming.filter((w) => overlap(w) >= SEASON_MS);
  const window = inside.sort((a, b) => b.score - a.score)[0] ?? null;
  const next = window ? null : (coming.find((w) => Date.parse(w.start) >= to) ?? null);
  return { span, window, next };
}

function dashaReason(chart: ChartData, judgement: ChartJudgement, houses: number[]): Reason | null {
  const stack = judgement.dasha;
  if (!stack) return null;
  const holding = (body: BodyName): Holding =>
    body === "rahu" || body === "ketu"
      ? { sits: chart.bodies[body].house }
      : { rules: housesRuledBy(body, chart.ascendant.sign) };
  const touches = (body: BodyName) => {
    const held = holding(body);
    return ["rules" in held ? held.rules : [], chart.bodies[body].house].flat().some((h) => houses.includes(h));
  };
  const md = stack.mahadasha.lord.toLowerCase() as BodyName;
  const ad = stack.antardasha.lord.toLowerCase() as BodyName;
  return {
    kind: "dasha",
    md,
    ad,
    until: stack.antardasha.end,
    active: touches(md) || touches(ad),
    mdHolds: holding(md),
    adHolds: holding(ad),
  };
}

function transitReason(judgement: ChartJudgement, house: number): Reason | null {
  // Named by the house from the lagna and judged in that frame: a slow planet over the house itself.
  for (const planet of ["jupiter", "saturn"] as const) {
    const t = judgement.gochar.placements[planet];
    if (t.houseFromAscendant === house) return { kind: "transit", planet, house, until: t.until };
  }
  return null;
}

function kindOfKaraka(part: PlannedPart, lord: BodyName): { body: BodyName; role: string } | null {
  const k = part.karakas.find((x) => x.body !== lord);
  return k ? { body: k.body, role: k.role } : null;
}

function optionsArgument(
  chart: ChartData,
  judgement: ChartJudgement,
  options: [string, string],
  fallback: [number, number],
): { verdict: Verdict; reasons: Reason[] } {
  const houseA = houseOfOption(options[0]) ?? fallback[0];
  const houseB = houseOfOption(options[1]) ?? fallback[1];
  const reasonFor = (option: string, house: number): Reason => ({
    kind: "option",
    option,
    house,
    lord: placement(chart, judgement, houseFacts(chart, house).lord),
  });
  const reasons = [reasonFor(options[0], houseA), reasonFor(options[1], houseB)];
  if (houseA === houseB) return { verdict: { form: "which_of_two", lean: null, other: null, options }, reasons };
  const a = houseStrength(chart, houseA, judgement);
  const b = houseStrength(chart, houseB, judgement);
  // Love and arranged marriage: the 5th-7th link decides (server/jyotish/love-marriage.ts, docs/jyotish.md).
  if ((houseA === 5 && houseB === 7) || (houseA === 7 && houseB === 5)) {
    const read = loveOrArranged(chart);
    const love = houseA === 5 ? options[0] : options[1];
    const arranged = houseA === 5 ? options[1] : options[0];
    const lean = read.lean === "love" ? love : read.lean === "arranged" ? arranged : null;
    const other = lean === null ? null : lean === love ? arranged : love;
    const lord5 = houseFacts(chart, 5).lord;
    const lord7 = houseFacts(chart, 7).lord;
    const how =
      chart.bodies[lord7].house === 5
        ? "lord7_in_5"
        : chart.bodies[lord5].house === 7
          ? "lord5_in_7"
          : chart.bodies[lord5].house === chart.bodies[lord7].house
            ? "together"
            : null;
    const link: Reason[] = how ? [{ kind: "love_link", lord5, lord7, how, house: chart.bodies[lord5].house }] : [];
    return { verdict: { form: "which_of_two", lean, other, options }, reasons: [...link, ...reasons] };
  }
  const lean = Math.abs(a - b) < 0.5 ? null : a > b ? options[0] : options[1];
  const other = lean === null ? null : lean === options[0] ? options[1] : options[0];
  return { verdict: { form: "which_of_two", lean, other, options }, reasons };
}

export function argue(
  input: GuruQuestion,
  plan: ConsultationPlan,
  part: PlannedPart,
  judgement: ChartJudgement,
  subjectGender: "male" | "female" | null = null,
): Argument {
  const chart = input.chart;
  const house = part.houses[0] ?? 1;
  const main = houseFacts(chart, house);
  const tone = toneOf(houseStrength(chart, house, judgement));
  const windows = windowsOf(input, plan, part, subjectGender);
  const inFrame = frameAnswer(plan.timeFrame, windows);
  const self = plan.subject === "self" || plan.subject === "other";
  const coming = windows.windows.find((w) => w.current) ?? windows.next;

  const lord: Reason = { kind: "lord", house, sign: main.sign, lord: placement(chart, judgement, main.lord) };
  const benefics = main.occupants.filter((b) => NATURAL_BENEFICS.includes(b));
  const malefics = main.occupants.filter((b) => !NATURAL_BENEFICS.includes(b));
  const occupants: Reason | null = main.occupants.length > 0 ? { kind: "occupants", house, benefics, malefics } : null;
  const karakaRef = kindOfKaraka(part, main.lord);
  const karaka: Reason | null = karakaRef
    ? { kind: "karaka", karaka: placement(chart, judgement, karakaRef.body), role: karakaRef.role }
    : null;
  const dasha = dashaReason(chart, judgement, part.houses);
  const transit = transitReason(judgement, house);
  const sadeSati = judgement.sadeSati;
  const manglik: Reason | null =
    self && part.area === "marriage"
      ? { kind: "manglik", status: judgement.manglik.status, marsHouse: judgement.manglik.marsHouse }
      : null;
  const yoga = judgement.yogas.find((y) => !y.cancelled && (y.houses.includes(house) || y.bodies.includes(main.lord)));
  const yogaReason: Reason | null = yoga ? { kind: "yoga", name: yoga.name, bodies: yoga.bodies } : null;
  // Marriage and the spouse are also read in the navamsa (D9): the marriage karaka's D9 sign and dignity.
  const navamsa: Reason | null =
    part.area === "marriage" ? navamsaReason(chart, plan, subjectGender, input.gender) : null;
  /** The one envelope of every argument: the verdict, and the first three reasons the chart has for it. */
  const argued = (verdict: Verdict, ...reasons: (Reason | null)[]): Argument => ({
    part,
    tone,
    house,
    windows,
    verdict,
    reasons: reasons.filter((r): r is Reason => r !== null).slice(0, 3),
  });

  if (plan.direct === "sade_sati") {
    const running = sadeSati.active;
    return argued(
      {
        form: "sade_sati",
        running,
        phase: sadeSati.phase,
        until: running ? (sadeSati.phaseSpan?.end ?? sadeSati.current?.end ?? null) : null,
        next: running ? null : (sadeSati.next?.start ?? null),
      },
      {
        kind: "sade_sati_basis",
        moonSign: chart.bodies.moon.sign,
        saturnSign: judgement.gochar.placements.saturn.sign,
        fromMoon: judgement.gochar.placements.saturn.houseFromMoon,
      },
    );
  }
  if (plan.direct === "manglik") {
    return argued(
      { form: "manglik", status: judgement.manglik.status, marsHouse: judgement.manglik.marsHouse },
      lord,
      dasha,
    );
  }
  const sadeSatiReason: Reason | null =
    self && sadeSati.active && sadeSati.phase && (part.area === "health" || part.area === "career")
      ? { kind: "sade_sati", phase: sadeSati.phase, until: sadeSati.current?.end ?? "" }
      : null;

  switch (part.intent) {
    case "when":
      return argued(
        {
          form: "when",
          window: coming ?? null,
          current: coming?.current ?? false,
          inFrame,
          beyondAge: self && windows.beyondPlausibleAge,
        },
        dasha,
        lord,
        transit ?? karaka,
      );
    case "will_it":
      return argued(
        { form: "will_it", tone, window: coming ?? null, inFrame },
        lord,
        navamsa ?? karaka ?? occupants,
        dasha,
      );
    case "which_of_two": {
      const options = plan.options ?? ["", ""];
      const chosen = optionsArgument(chart, judgement, options, [house, part.houses[1] ?? house]);
      return argued(chosen.verdict, ...chosen.reasons, dasha);
    }
    case "how_many": {
      const countable = part.area === "children";
      const all = [...main.occupants, ...main.aspectedBy].filter((b) => NATURAL_BENEFICS.includes(b));
      const indication = tone === "slow" && all.length === 0 ? "one" : new Set(all).size >= 2 ? "several" : "two";
      const soon = windows.windows.filter(
        (w) => !w.past && Date.parse(w.start) < input.now.getTime() + 15 * YEAR_MS,
      ).length;
      return argued(
        { form: "how_many", countable, indication, windows: soon },
        lord,
        karaka ?? occupants,
        countable ? null : dasha,
      );
    }
    case "what_kind": {
      const second: BodyName | null =
        karakaRef?.body ?? ((judgement.bestPlaced.body as PlanetName) !== main.lord ? judgement.bestPlaced.body : null);
      return argued(
        { form: "what_kind", sign: main.sign, lord: main.lord, second },
        navamsa ?? occupants,
        karaka ?? yogaReason,
        navamsa ? occupants : null,
      );
    }
    case "why":
      return argued({ form: "why", tone, lord: main.lord, house }, lord, sadeSatiReason ?? transit ?? occupants, dasha);
    default:
      return argued(
        { form: "general", tone, window: coming ?? null },
        lord,
        manglik ?? sadeSatiReason ?? navamsa ?? karaka,
        yogaReason ?? dasha,
      );
  }
}

/** Whether the asker's own age may be said with a window (never for another person's matter). */
export function agesBelongToAsker(plan: ConsultationPlan): boolean {
  return plan.subject === "self" || plan.subject === "other";
}

export type { LifeArea };

/** The D9 placement of the marriage karaka (Venus for a man's wife, Jupiter for a woman's husband) of whoever marries. */
function navamsaReason(
  chart: ChartData,
  plan: ConsultationPlan,
  subjectGender: "male" | "female" | null,
  askerGender: string | null,
): Reason | null {
  const self = plan.subject === "self" || plan.subject === "other";
  const gender = self ? (askerGender === "male" || askerGender === "female" ? askerGender : null) : subjectGender;
  const d9 = navamsaMarriage(chart, gender);
  const karaka = d9.placements.find((p) => p.role === "wife" || p.role === "husband") ?? d9.placements[0];
  if (!karaka) return null;
  return {
    kind: "navamsa",
    planet: karaka.planet,
    role: karaka.role,
    sign: karaka.d9Sign,
    dignity: karaka.dignity ?? null,
    vargottama: karaka.vargottama,
  };
}
