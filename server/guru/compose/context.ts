// Everything one answer is composed from: the question as understood, the chart's judgement, the area's facts and
// timing windows, and the words and phrases of the answer's language.
import type { ChartData } from "../../astro/types";
import type { ChartJudgement, WindowsResult } from "../../jyotish";
import type { GuruLanguage, GuruQuestion } from "../contract";
import type { Understanding } from "../understand/types";
import type { AreaFacts } from "./area-facts";
import type { Phrases } from "./phrases";
import { EN } from "./phrases-en";
import { HI } from "./phrases-hi";
import { NE } from "./phrases-ne";
import { seedOf } from "./variety";
import type { Words } from "./words";

export const PHRASES: Record<GuruLanguage, Phrases> = { en: EN, ne: NE, hi: HI };

export interface Composition {
  input: GuruQuestion;
  chart: ChartData;
  understanding: Understanding;
  judgement: ChartJudgement;
  facts: AreaFacts;
  windows: WindowsResult;
  words: Words;
  phrases: Phrases;
  /** Seeds the choice of wordings: the same question on the same chart is always worded the same. */
  seed: number;
}

export function seedFor(input: GuruQuestion, understanding: Understanding): number {
  return seedOf(
    input.question.trim().toLowerCase(),
    input.chart.birth.utc,
    understanding.answerLanguage,
    input.history.length,
  );
}
