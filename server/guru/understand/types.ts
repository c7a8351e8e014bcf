// What the guru understood of a question: what it asks (the intent), about which life areas (main first), about
// whom, in which language and script, whether it moves the time window, and whether it continues the previous turn.
// Composition and the LLM path read this shape; `understand(question, history, uiLanguage)` in ./understand.ts
// produces it.
import type { Relative as ChartRelative } from "../../jyotish";
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

/**
 * Whom the question is about, as seen from the asker ("my husband's business" → spouse): one of the persons the chart
 * reads for (../../jyotish, with their houses and karakas), or "other" for someone it has no house for (a boss, a
 * neighbour), whose matter is read as the asker's. Siblings are told apart by age where the words do (Nepali दाइ/दिदी
 * are elder, भाइ/बहिनी younger; Hindi भाई alone says neither): the chart reads elder siblings from the 11th and younger
 * from the 3rd.
 */
export type GuruSubject = ChartRelative | "other";

/** The subjects other than the asker. */
export type Relative = Exclude<GuruSubject, "self">;

/** How the question was written: Devanagari, or Latin letters (English or romanised Nepali/Hindi). */
export type GuruScript = "devanagari" | "latin";

/**
 * The time frame a question names:
 * - ahead: a year counted from now ("this year" 0, "next year" 1, "in two years" 2)
 * - year: a calendar year ("in 2028"; a Bikram Sambat year such as २०८५ is turned into the AD year it mostly falls in)
 * - by: up to a year ("by 2030", "2030 सम्म")
 * - within: the next few years ("in the next 3 years", "तीन वर्षभित्र")
 * - age: up to an age of the subject ("by 30", "before I turn 35")
 * - after_previous: a follow-up asking one year past the frame of the turn before ("and the year after that?")
 */
export type TimeFrame =
  | { kind: "ahead"; years: number }
  | { kind: "year"; year: number }
  | { kind: "by"; year: number }
  | { kind: "within"; years: number }
  | { kind: "age"; age: number }
  | { kind: "after_previous" };

/**
 * What a turn does in the conversation: a new question, going on with the last topic ("tell me more", "and next
 * year?"), asking for the same verdict in plain words, the same question for another person or area ("and my
 * brother?"), or doubting the answer ("are you sure?").
 */
export type ConversationAct = "new" | "continue" | "simplify" | "contrast" | "ask_again";

/** Why a question gets the free off-topic reply: a task, an instruction to the guru, a prescription, or other. */
export type OffTopicReason = "task" | "instruction" | "prescription" | "other";

/** A question about the chart's state answered yes or no before anything else ("is Sade Sati running?"). */
export type DirectQuestion = "sade_sati" | "manglik";

/** One part of a question: its form and the area it is about ("when will I marry and will it be love?" has two). */
export interface QuestionPart {
  intent: GuruIntent;
  area: LifeArea;
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
  /** The subject's gender when the person word says it ("son", "दिदी"); null otherwise. */
  subjectGender: "male" | "female" | null;
  /** The subject's age when the question states it ("my 28-year-old son"); null otherwise. */
  subjectAge: number | null;
  /** Every part asked, in the order asked (one for most questions); empty when no area is placed. */
  parts: QuestionPart[];
  /** What the turn does in the conversation. */
  act: ConversationAct;
  /** The time frame the question names, or null. */
  timeFrame: TimeFrame | null;
  /** A yes/no question about the chart's state, answered first; null otherwise. */
  direct: DirectQuestion | null;
  /** For off-topic questions: why (a task, an instruction, a prescription); null otherwise. */
  offTopicReason: OffTopicReason | null;
  /** The language the question is written in. */
  language: GuruLanguage;
  script: GuruScript;
  /** The language to answer in: the question's own (a romanised Nepali question is answered in Nepali). */
  answerLanguage: GuruLanguage;
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
