// What the guru understood of a question: what it asks (the intent), about which life areas (main first), about
// whom, in which language and script, whether it moves the time window, and whether it continues the previous turn.
// Composition and the LLM path read this shape; `understand(question, history, uiLanguage)` in ./understand.ts
// produces it.
import type { GuruLanguage, GuruReplyKind, GuruTurn } from "../contract";
import type { LifeArea } from "../life-areas";

/**
 * What the question asks for:
 * - when: timing ("when will I marry?")
 * - will_it: yes/no likelihood ("will I go abroad?")
 * - which_of_two: a choice between two options ("love or arranged?"); see Understanding.options
 * - how_many: a count ("how many children?")
 * - what_kind: a kind or quality ("what kind of spouse?", "which field suits me?")
 * - why: a reason ("why is my marriage delayed?")
 * - explain: explain the previous answer or go on with it ("explain more simply", "tell me more")
 * - greeting: hello, thanks, goodbye
 * - off_topic: not about the asker's life or chart ("capital of France?")
 * - crisis: self-harm or suicidal words; answered with crisis lines only
 * - emergency: a medical or other emergency happening now; answered with emergency numbers only
 * - general: about the asker's life but none of the above ("tell me about my career")
 */
export type GuruIntent =
  | "when"
  | "will_it"
  | "which_of_two"
  | "how_many"
  | "what_kind"
  | "why"
  | "explain"
  | "greeting"
  | "off_topic"
  | "crisis"
  | "emergency"
  | "general";

/** Whom the question is about, as seen from the asker ("my husband's business" → spouse). */
export type GuruSubject = "self" | "spouse" | "partner" | "child" | "parent" | "sibling" | "friend" | "other";

/** How the question was written: Devanagari, or Latin letters (English or romanised Nepali/Hindi). */
export type GuruScript = "devanagari" | "latin";

/** A move of the time window relative to the asker's "now": "next year" → 1, "this year" → 0. */
export interface TimeShift {
  yearsAhead: number;
}

export interface Understanding {
  intent: GuruIntent;
  /** The life areas asked about, main first; empty when none could be placed. */
  areas: LifeArea[];
  /** areas[0] or null. */
  area: LifeArea | null;
  /** Whether the question asks about timing (intent "when", or words like "this year"). */
  timing: boolean;
  /** For which_of_two: the two options as written in the question ("love", "arranged"); else null. */
  options: [string, string] | null;
  subject: GuruSubject;
  /** The language the question is written in. */
  language: GuruLanguage;
  script: GuruScript;
  /**
   * The language to answer in: a Devanagari question in its own language; a romanised Nepali/Hindi one in the
   * app's UI language; an English one in English.
   */
  answerLanguage: GuruLanguage;
  /** "what about next year?" → { yearsAhead: 1 }; null when the question names no shift. */
  timeShift: TimeShift | null;
  /** True when the question asks about a kundali match with a partner ("are we compatible?", "nadi dosha"). */
  aboutMatch: boolean;
  /** True when the question continues the previous turn (its area came from the history, or it asks to explain). */
  followUp: boolean;
  /**
   * The reply this question calls for: "reading", or a free reply (crisis, emergency, greeting, off_topic, or
   * "unplaced" when it is about the asker but names no area the guru can read). The guru's answer decides in the end.
   */
  replyKind: GuruReplyKind;
}

/** The understanding function's signature: the question, the owner's earlier turns (oldest first), the UI language. */
export type Understand = (question: string, history: GuruTurn[], uiLanguage: GuruLanguage) => Understanding;
