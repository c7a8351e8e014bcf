// The one claim checker: every chart claim an answer makes (a planet's sign, house, lordship and dignity, a house's
// sign, the running period and a period's dates, Manglik, Sade Sati, the yogas, today's transits) checked against
// the asker's chart and today's sky, and anything no answer may carry (a paid remedy, a link or telephone number,
// fear, certainty). The LLM guru rejects a reply that fails it; the tests and `npm run eval:guru` run it over every
// answer, the same code.
import type { ChartData } from "../../astro/types";
import { judgeChart } from "../../jyotish";
import type { Claim } from "./claim";
import { devanagariClaims } from "./extract-devanagari";
import { latinClaims, sentencesOf } from "./extract-latin";
import { statusClaims } from "./extract-status";
import { type UnsafeContent, unsafeContent } from "./unsafe-content";
import { claimHolds } from "./verify";

export interface AnswerCheck {
  claims: Claim[];
  /** Claims the chart contradicts. */
  wrong: Claim[];
  unsafe: UnsafeContent[];
  /** True when nothing is wrong and nothing unsafe. */
  passes: boolean;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** Plain text of stored answer HTML (tags dropped, the entities html.ts writes undone). */
export function plainTextOf(html: string): string {
  return html
    .replace(/<\/(p|li|ul|ol)>/g, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ");
}

export function claimsIn(text: string): Claim[] {
  return sentencesOf(text).flatMap((s) => [
    ...latinClaims(s),
    ...(DEVANAGARI.test(s) ? devanagariClaims(s) : []),
    ...statusClaims(s),
  ]);
}

export interface CheckOptions {
  /** The telephone numbers an answer may give: the app's help lines. */
  helpLineNumbers?: readonly string[];
}

export function checkAnswer(text: string, chart: ChartData, now: Date, options: CheckOptions = {}): AnswerCheck {
  const claims = claimsIn(text);
  const facts = { chart, judgement: judgeChart(chart, now) };
  const wrong = claims.filter((c) => !claimHolds(c, facts));
  const unsafe = unsafeContent(text, options.helpLineNumbers);
  return { claims, wrong, unsafe, passes: wrong.length === 0 && unsafe.length === 0 };
}

/** Each distinct reason a reply was rejected, as a metric label: "wrong-<claim kind>" or the unsafe kind. */
export function rejectionKinds(check: AnswerCheck): string[] {
  return [...new Set([...check.wrong.map((c) => `wrong-${c.kind}`), ...check.unsafe.map((u) => u.kind)])];
}

/** What the operator reads: each rejection's kind and the model's sentence that carries it (to be masked before
 * logging: it may name the asker). */
export function rejectedSentences(check: AnswerCheck, reply: string): { kind: string; text: string }[] {
  const sentences = sentencesOf(reply);
  const sentenceOf = (piece: string) => sentences.find((s) => s.includes(piece.trim())) ?? piece.trim();
  return [
    ...check.wrong.map((c) => ({ kind: `wrong-${c.kind}`, text: sentenceOf(c.text) })),
    ...check.unsafe.map((u) => ({ kind: u.kind, text: u.sentence.trim() })),
  ];
}

/** A short reason: kinds and matched words only, never the asker's data. */
export function rejectionReason(check: AnswerCheck): string {
  const parts = [
    ...check.wrong.map((c) => `contradicts the chart (${c.kind})`),
    ...check.unsafe.map((u) => `${u.kind}: "${u.match.slice(0, 40)}"`),
  ];
  return [...new Set(parts)].join("; ");
}
