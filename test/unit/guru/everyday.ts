// The three charts and ten everyday questions the guru is judged on (issue: Kathmandu 1990, Mumbai 1975, Pokhara
// 2001), a conversation with follow-ups, and the repeated-sentence measure. Used by the tests, `npm run eval:guru`
// and `npm run bench:guru`.
import { computeChart } from "../../../server/astro/chart";
import type { ChartData } from "../../../server/astro/types";
import { plainTextOf } from "../../../server/guru/claims/check-answer";
import { sentencesOf } from "../../../server/guru/claims/extract-latin";
import { sentenceKey } from "../../../server/guru/compose/no-repeat";
import type { GuruQuestion, GuruTurn } from "../../../server/guru/contract";

export const NOW = new Date("2026-11-22T06:00:00Z");

export interface Asker {
  label: string;
  name: string;
  gender: "male" | "female";
  chart: ChartData;
}

export const ASKERS: Asker[] = [
  {
    label: "Kathmandu 1990",
    name: "Asha Sharma",
    gender: "female",
    chart: computeChart({ local: "1990-04-12T06:30", tz: "Asia/Kathmandu" }, 27.7172, 85.324, {
      place: "Kathmandu, Nepal",
    }),
  },
  {
    label: "Mumbai 1975",
    name: "Rajesh Patil",
    gender: "male",
    chart: computeChart({ local: "1975-08-20T14:10", tz: "Asia/Kolkata" }, 19.076, 72.8777, { place: "Mumbai, India" }),
  },
  {
    label: "Pokhara 2001",
    name: "Sujan Gurung",
    gender: "male",
    chart: computeChart({ local: "2001-01-15T09:45", tz: "Asia/Kathmandu" }, 28.2096, 83.9856, {
      place: "Pokhara, Nepal",
    }),
  },
];

export const EVERYDAY_QUESTIONS = [
  "When will I get married?",
  "Love or arranged marriage?",
  "Will I get a government job?",
  "Should I put my money in shares or savings?",
  "How many children will I have?",
  "How will my health be this year?",
  "Should I do a master's abroad or take a job?",
  "What kind of life partner will I get?",
  "Why is my career so slow?",
  "When can I buy my own house?",
];

/** A conversation with follow-ups, asked in order. */
export const CONVERSATION = [
  "When will I get married?",
  "Can you say that more simply?",
  "What about next year?",
  "And the year after that?",
  "What kind of life partner will I get?",
  "How is my career looking?",
  "Why is it so slow?",
  "Thank you!",
  "Will my income grow?",
];

export function questionFor(asker: Asker, question: string, history: GuruTurn[] = []): GuruQuestion {
  return {
    question,
    name: asker.name,
    gender: asker.gender,
    chart: asker.chart,
    now: NOW,
    history: history.slice(-6),
    uiLanguage: "en",
  };
}

/** Sentences of six words or more of an answer's HTML, as comparison keys. */
export function longSentences(html: string): string[] {
  return sentencesOf(plainTextOf(html))
    .map(sentenceKey)
    .filter((s) => s.split(" ").length >= 6);
}

/** Share of long sentences that appear word for word in another answer of the set. */
export function repeatedShare(answersHtml: string[]): { sentences: number; repeated: number; share: number } {
  const perAnswer = answersHtml.map((h) => new Set(longSentences(h)));
  const answersWith = new Map<string, number>();
  for (const set of perAnswer) for (const s of set) answersWith.set(s, (answersWith.get(s) ?? 0) + 1);
  let sentences = 0;
  let repeated = 0;
  for (const set of perAnswer) {
    for (const s of set) {
      sentences += 1;
      if ((answersWith.get(s) ?? 0) > 1) repeated += 1;
    }
  }
  return { sentences, repeated, share: sentences === 0 ? 0 : repeated / sentences };
}
