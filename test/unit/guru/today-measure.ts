// How well the guru tells a question about today itself (test/fixtures/guru-today) from the rest: the share of
// questions labelled right (judge = whether today suits something or how the day is, facts = the day's panchang,
// none = anything else) and each wrong outcome counted. The development half may be read; the held-back half is what
// `npm run eval:guru` and docs/guru.md report.
import { todayQuestionOf } from "../../../server/guru/today/asks-about-today";
import { understandConversation } from "../../../server/guru/understand/understand";
import type { LabelledTodayQuestion } from "../../fixtures/guru-today";

export interface TodayAccuracy {
  total: number;
  right: number;
  /** "judge->none": how often each label was taken for another. */
  wrong: Record<string, number>;
  /** Misses where the safety detector took the question first (it is read before the day is). */
  takenBySafety: number;
  misses: LabelledTodayQuestion[];
}

export function measureToday(questions: readonly LabelledTodayQuestion[]): TodayAccuracy {
  const result: TodayAccuracy = { total: questions.length, right: 0, wrong: {}, takenBySafety: 0, misses: [] };
  for (const labelled of questions) {
    const understood = understandConversation([{ question: labelled.question }], "en").at(-1);
    const intent = understood?.intent ?? "general";
    const asked = todayQuestionOf(labelled.question, intent);
    const got = asked === null ? "none" : asked === "facts" ? "facts" : "judge";
    if (got === labelled.label) {
      result.right += 1;
      continue;
    }
    const key = `${labelled.label}->${got}`;
    result.wrong[key] = (result.wrong[key] ?? 0) + 1;
    if (intent === "crisis" || intent === "emergency") result.takenBySafety += 1;
    result.misses.push(labelled);
  }
  return result;
}
