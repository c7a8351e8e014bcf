// How well the guru understands questions, measured on a labelled set: the share of questions whose intent,
// main area, whole area set, subject and language are right. The held-back part is what `npm run eval:guru`
// and docs/guru.md report; the training part is what the vocabulary was tuned on.
import type { GuruTurn } from "../../../server/guru/contract";
import type { Understanding } from "../../../server/guru/understand/types";
import { understand } from "../../../server/guru/understand/understand";
import { HELD_BACK_QUESTIONS, type LabelledQuestion } from "../../fixtures/guru-questions";

export interface UnderstandingAccuracy {
  total: number;
  intent: number;
  /** The main area (or none) is right. */
  area: number;
  /** Every area asked about, and no other, is found. */
  areaSet: number;
  subject: number;
  language: number;
  /** The questions with any part wrong, for tuning and for reading. */
  misses: { labelled: LabelledQuestion; understood: Understanding }[];
}

function historyOf(labelled: LabelledQuestion): GuruTurn[] {
  return labelled.previous ? [{ question: labelled.previous, answerHtml: "", at: "2026-01-01T00:00:00.000Z" }] : [];
}

export function understandOne(labelled: LabelledQuestion): Understanding {
  return understand(labelled.question, historyOf(labelled), "en");
}

export function measureUnderstanding(set: LabelledQuestion[]): UnderstandingAccuracy {
  let intent = 0;
  let area = 0;
  let areaSet = 0;
  let subject = 0;
  let language = 0;
  const misses: UnderstandingAccuracy["misses"] = [];
  for (const labelled of set) {
    const understood = understandOne(labelled);
    const right = {
      intent: understood.intent === labelled.intent,
      area: understood.area === (labelled.areas[0] ?? null),
      areaSet: [...understood.areas].sort().join() === [...labelled.areas].sort().join(),
      subject: understood.subject === labelled.subject,
      language: understood.language === labelled.language,
    };
    intent += Number(right.intent);
    area += Number(right.area);
    areaSet += Number(right.areaSet);
    subject += Number(right.subject);
    language += Number(right.language);
    if (!Object.values(right).every(Boolean)) misses.push({ labelled, understood });
  }
  const n = set.length;
  return {
    total: n,
    intent: intent / n,
    area: area / n,
    areaSet: areaSet / n,
    subject: subject / n,
    language: language / n,
    misses,
  };
}

/** Accuracy on the held-back questions, which the vocabulary was never tuned on. */
export function heldBackAccuracy(): UnderstandingAccuracy {
  return measureUnderstanding(HELD_BACK_QUESTIONS);
}
