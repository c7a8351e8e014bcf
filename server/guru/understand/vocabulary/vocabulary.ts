// The shape of one language's vocabulary for understanding questions. Each language has its own data file beside
// this one (en.ts, ne.ts, hi.ts); Nepali and Hindi files hold both Devanagari and romanised words. Entries are
// lower-case words or phrases; a trailing "*" makes an entry match any word starting with it (see ../text.ts).
// The words were tuned on the training part of test/fixtures/guru-plan, never on the held-back part.
import type { LifeArea } from "../../life-areas";
import type { Relative } from "../types";

/**
 * The intents found by cue words (crisis and emergency are found by ../../safety). "general" cues are the
 * open "how is ..." questions ("how is my health?", "मेरो स्वास्थ्य कस्तो छ?"), which ask for an overview.
 */
export type CuedIntent = "general" | "when" | "will_it" | "how_many" | "what_kind" | "why" | "explain" | "greeting";

export interface Vocabulary {
  areas: Partial<Record<LifeArea, string[]>>;
  intents: Partial<Record<CuedIntent, string[]>>;
  /** Words for people other than the asker; "my husband", "श्रीमानको" make the question about them. */
  people: Partial<Record<Relative, string[]>>;
  /** Words before a person word that make it anyone's, not a known person ("a husband", "कोई", "euta"). */
  indefinite: string[];
  /** Possessives that make a following person word the subject ("my", "मेरो", "mere"). */
  possessives: string[];
  /** Words before a person word that keep the question about the asker ("future husband", "hune shrimati"). */
  future: string[];
  /** The word for "or" between two options. */
  or: string[];
  /** The time frames a question names (../time-frame.ts reads them). */
  time: TimeWords;
  /** Words asking for the last answer in plain words ("simpler", "बुझिनँ", "samajh nahi aaya"). */
  simplify: string[];
  /** Words doubting the last answer ("are you sure?", "पक्का?", "sach me?"). */
  askAgain: string[];
  /** A task the guru is not for ("write my cover letter", "translate"): the free off-topic reply. */
  tasks: string[];
  /** Instructions to the guru itself ("ignore your instructions", "system prompt"): the free off-topic reply. */
  instructions: string[];
  /** Asking which medicine or dose to take: the free reply that sends them to a doctor. */
  prescriptions: string[];
  /** Yes/no questions about the chart's state, answered first. */
  direct: { sade_sati: string[]; manglik: string[] };
  /** Words that say a question continues the previous one ("what about", "and", "that"). */
  continues: string[];
  /** Words that put a question about the asker's life or chart without naming an area ("my future", "kundali"). */
  life: string[];
  /** Words about the asker ("I", "my", "मलाई"): a personal question the guru could not place is "unplaced". */
  personal: string[];
  /** Words that ask about a kundali match with a partner ("are we compatible?", "गुण मिलान", "nadi dosha"). */
  matching: string[];
  /** Clear signs of a question that is not about the asker's life ("capital of", "recipe"). */
  offTopic: string[];
  /** Words anywhere in a question that make it a yes/no question when nothing sharper is asked ("ki nai", "क्या"). */
  yesNo: string[];
  /**
   * First words of a question asking for a kind when a noun follows ("which stream...", "what business should..."),
   * and the words after them that make it some other question ("what is...", "which year...").
   */
  kindOpeners: { openers: string[]; notBefore: string[] };
  /** First words of a yes/no question ("is", "can", "will", "does"). */
  yesNoOpeners: string[];
  /** Verbs that close a yes/no question with a question mark ("lagchha", "milegi", "होला"). */
  yesNoEndings: string[];
  /** Words that mark this language (romanised or Devanagari) against the other two. */
  markers: string[];
  /**
   * Word endings that mark this language: verb forms ("-egi", "-ेगा" in Hindi; "-chha", "-छ" in Nepali). A word counts
   * when it is longer than the ending by two letters or more.
   */
  markerEndings: string[];
}

/** A comma-separated list of entries, as a list (the data files stay readable at a glance). */
export function words(list: string): string[] {
  return list
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
}

/** Words for time frames in one language. Numbers are read by ../time-frame.ts from digits and `numbers`. */
export interface TimeWords {
  /** Words naming a year counted from now, with how many years ahead ("next year" → 1). */
  ahead: { words: string[]; years: number }[];
  /** A follow-up asking one year past the previous answer ("the year after that", "त्यसपछिको वर्ष"). */
  afterPrevious: string[];
  /** Words that make a year or an age an upper bound ("by", "before", "सम्म", "tak"). */
  by: string[];
  /** Words that make a number of years a span from now ("within", "next", "भित्र", "andar"). */
  within: string[];
  /** Words that make a number of years a point ahead ("after", "पछि", "baad"). */
  after: string[];
  /** The word for years ("years", "वर्ष", "saal"). */
  years: string[];
  /** Words that make a number an age ("age", "उमेर", "umar"). */
  age: string[];
  /** Number words ("two" → 2, "दुई" → 2, "do" → 2). */
  numbers: Record<string, number>;
}
