// How well the claim checker tells the corpus's flawed replies from its clean ones (test/fixtures/guru-llm):
// recall (flawed replies rejected) and false rejections (clean replies rejected), overall, per language and per
// flaw kind, with the misses and the false rejections to read. Used by the test and `npm run eval:guru`.

import { DEFAULT_HELP_LINES } from "../../../server/config/help-lines";
import { checkAnswer, rejectionReason } from "../../../server/guru/claims/check-answer";
import type { CorpusReply, FlawKind } from "../../fixtures/guru-llm/corpus";
import { ASKERS, NOW } from "./everyday";

export interface CheckerMeasure {
  flawed: number;
  clean: number;
  recall: number;
  falseRejectionRate: number;
  byLanguage: Record<string, { flawed: number; caught: number; clean: number; rejected: number }>;
  byFlaw: Partial<Record<FlawKind, { flawed: number; caught: number }>>;
  misses: CorpusReply[];
  falseRejections: { reply: CorpusReply; reason: string }[];
}

const HELP_LINE_NUMBERS = DEFAULT_HELP_LINES.map((l) => l.number);

export function measureChecker(replies: CorpusReply[]): CheckerMeasure {
  const m: CheckerMeasure = {
    flawed: 0,
    clean: 0,
    recall: 0,
    falseRejectionRate: 0,
    byLanguage: {},
    byFlaw: {},
    misses: [],
    falseRejections: [],
  };
  let caught = 0;
  for (const reply of replies) {
    const asker = ASKERS[reply.askerIndex];
    if (!asker) continue;
    const check = checkAnswer(reply.text, asker.chart, NOW, { helpLineNumbers: HELP_LINE_NUMBERS });
    m.byLanguage[reply.language] ??= { flawed: 0, caught: 0, clean: 0, rejected: 0 };
    const lang = m.byLanguage[reply.language] as CheckerMeasure["byLanguage"][string];
    if (reply.flaw) {
      m.flawed++;
      lang.flawed++;
      m.byFlaw[reply.flaw] ??= { flawed: 0, caught: 0 };
      const kind = m.byFlaw[reply.flaw] as { flawed: number; caught: number };
      kind.flawed++;
      if (!check.passes) {
        caught++;
        lang.caught++;
        kind.caught++;
      } else m.misses.push(reply);
    } else {
      m.clean++;
      lang.clean++;
      if (!check.passes) {
        lang.rejected++;
        m.falseRejections.push({ reply, reason: rejectionReason(check) });
      }
    }
  }
  m.recall = m.flawed === 0 ? 1 : caught / m.flawed;
  m.falseRejectionRate = m.clean === 0 ? 0 : m.falseRejections.length / m.clean;
  return m;
}
