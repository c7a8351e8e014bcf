// The one claim checker: every chart claim an answer makes (planet in sign, planet in house, house sign, dignity,
// running dasha) checked against the asker's chart, and anything no answer may carry (a sale, a link, fear
// language). The LLM guru rejects a reply that fails it; the tests and `npm run eval:guru` run it over every answer.
import type { ChartData } from "../../astro/types";
import type { Claim } from "./claim";
import { devanagariClaims } from "./extract-devanagari";
import { latinClaims, sentencesOf } from "./extract-latin";
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
  return sentencesOf(text).flatMap((s) => [...latinClaims(s), ...(DEVANAGARI.test(s) ? devanagariClaims(s) : [])]);
}

export function checkAnswer(text: string, chart: ChartData, now: Date): AnswerCheck {
  const claims = claimsIn(text);
  const wrong = claims.filter((c) => !claimHolds(c, chart, now));
  const unsafe = unsafeContent(text);
  return { claims, wrong, unsafe, passes: wrong.length === 0 && unsafe.length === 0 };
}

/** A short reason for the log: kinds only, never the asker's data. */
export function rejectionReason(check: AnswerCheck): string {
  const parts = [
    ...check.wrong.map((c) => `contradicts the chart (${c.kind})`),
    ...check.unsafe.map((u) => `${u.kind}: "${u.match.slice(0, 40)}"`),
  ];
  return [...new Set(parts)].join("; ");
}
