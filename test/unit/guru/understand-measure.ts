// How well the guru understands questions, measured on the labelled set (test/fixtures/guru-plan): the share of
// questions whose first form, whole set of forms, main area, area set, subject, language, script, time frame and
// conversation act are right, and the share whose plan matches the labelled subject, forms and time frame together.
// The held-back part is what `npm run eval:guru` and docs/guru.md report; the training part is what the vocabulary
// was tuned on.
import type { GuruTurn } from "../../../server/guru/contract";
import type { TimeFrame, Understanding } from "../../../server/guru/understand/types";
import { understand } from "../../../server/guru/understand/understand";
import type { LabelledQuestion } from "../../fixtures/guru-plan";

export const MEASURES = [
  "intent",
  "forms",
  "area",
  "areaSet",
  "subject",
  "language",
  "script",
  "time",
  "act",
  "plan",
] as const;
export type Measure = (typeof MEASURES)[number];

export interface UnderstandingAccuracy {
  total: number;
  right: Record<Measure, number>;
  /** The questions with any measure wrong, with what was wrong, for reading (never tune on the held-back ones). */
  misses: { labelled: LabelledQuestion; understood: Understanding; wrong: Measure[] }[];
}

function historyOf(labelled: LabelledQuestion): GuruTurn[] {
  return labelled.previous ? [{ question: labelled.previous, answerHtml: "", at: "2026-01-01T00:00:00.000Z" }] : [];
}

export function understandOne(labelled: LabelledQuestion): Understanding {
  return understand(labelled.question, historyOf(labelled), "en");
}

const sameFrame = (a: TimeFrame | null, b: TimeFrame | null) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (xs: readonly string[]) => [...new Set(xs)].sort().join();

/** The forms the guru will answer: the parts' forms, or the intent for a reply that is not a reading. */
export function formsOf(u: Understanding): string[] {
  return u.parts.length > 0 ? u.parts.map((p) => p.intent) : [u.intent];
}

export function measureUnderstanding(set: LabelledQuestion[]): UnderstandingAccuracy {
  const right = Object.fromEntries(MEASURES.map((m) => [m, 0])) as Record<Measure, number>;
  const misses: UnderstandingAccuracy["misses"] = [];
  for (const labelled of set) {
    const u = understandOne(labelled);
    const ok: Record<Measure, boolean> = {
      intent: u.intent === labelled.intents[0],
      forms: sorted(formsOf(u)) === sorted(labelled.intents),
      area: u.area === (labelled.areas[0] ?? null),
      areaSet: sorted(u.areas) === sorted(labelled.areas),
      subject: u.subject === labelled.subject,
      language: u.language === labelled.language,
      script: u.script === labelled.script,
      time: sameFrame(u.timeFrame, labelled.time),
      act: u.act === labelled.act,
      plan: false,
    };
    ok.plan = ok.subject && ok.forms && ok.time;
    for (const m of MEASURES) right[m] += Number(ok[m]);
    const wrong = MEASURES.filter((m) => !ok[m] && m !== "plan");
    if (wrong.length > 0) misses.push({ labelled, understood: u, wrong });
  }
  return { total: set.length, right, misses };
}

export function percent(part: number, total: number): string {
  return `${((100 * part) / Math.max(1, total)).toFixed(1)}%`;
}

/** One line per measure: "intent 93.2%, forms ..." */
export function accuracyLine(m: UnderstandingAccuracy): string {
  return MEASURES.map((k) => `${k} ${percent(m.right[k], m.total)}`).join(", ");
}
