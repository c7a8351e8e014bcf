// The shapes the guru's parts agree on: what the chat hands the guru (the question, the chart, the conversation so
// far, the app's language) and what it gets back (the answer and what kind of reply it is, which decides charging:
// only a "reading" costs a question). Understanding, reasoning and composition each own their own folder; this file
// is where they meet.
import type { Language } from "../../contract/language";
import type { ChartData } from "../astro/types";
import type { Ashtakoot } from "../jyotish/matching/types";

/** The three languages of the app and of the guru's answers. */
export type GuruLanguage = Language;

/** One earlier turn of this owner's conversation, oldest first. */
export interface GuruTurn {
  question: string;
  /** The guru's answer as stored (HTML). */
  answerHtml: string;
  /** ISO instant the answer was stored. */
  at: string;
}

/** The asker's latest kundali match (server/matching), handed over when the question is about a match. */
export interface GuruMatch {
  askerName: string;
  askerRole: "bride" | "groom";
  partnerName: string;
  result: Ashtakoot;
}

export interface GuruQuestion {
  question: string;
  /** The asker's name as on the chart, used in the greeting. */
  name: string;
  /** "male" | "female" | "other" as stored with the chart, or null when unknown. */
  gender: string | null;
  chart: ChartData;
  now: Date;
  /** The owner's last turns (at most 6), oldest first; empty for a first question. */
  history: GuruTurn[];
  /** The language the app's UI is in (from Accept-Language): the answer language for romanised questions. */
  uiLanguage: GuruLanguage;
  /** The asker's latest match when the question is about matching; null (or absent) otherwise. */
  match?: GuruMatch | null;
}

/**
 * What kind of reply the guru gave. Only "reading" is charged; every other kind is a short free reply
 * (crisis lines, emergency numbers, a greeting, an off-topic or unplaceable question with suggestions, today's
 * panchang asked for its facts alone).
 */
export type GuruReplyKind = "reading" | "crisis" | "emergency" | "greeting" | "off_topic" | "unplaced" | "almanac";

export interface GuruAnswer {
  html: string;
  /** Follow-up questions in the answer's language. */
  suggestions: string[];
  /** "builtin" or "llm": recorded with the message. */
  provider: "builtin" | "llm";
  kind: GuruReplyKind;
}
