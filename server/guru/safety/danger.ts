// Whether a question says the asker may be in danger: a crisis (self-harm, suicidal thoughts, said directly or not)
// or an emergency happening now. Checked before anything else, so that no reading is given and nothing is charged.
// Any danger found anywhere in the message counts, also after an astrology question ("when will I marry? honestly I
// don't want to live anymore"). Two layers, and danger if either says so:
//   1. Patterns over folded text with misspellings corrected (./danger-words.ts, ./matcher.ts), then the concept net
//      (./net.ts): exact, reviewable by a native speaker, and they name the emergency (the fire brigade for a fire).
//      They were written on the training files and miss about a quarter of wording nobody had seen.
//   2. A trained model (./model.ts): logistic regression over concept families, words and character n-grams,
//      trained in the repository on the same files (`npm run train:safety`) and loaded from a committed file. It
//      reads the wording the patterns never met; its threshold is set for recall first, so it alarms more
//      ordinary look-alikes than the patterns do. It is asked only when the patterns find nothing, so the patterns
//      keep deciding the kind of emergency wherever they can.
import {
  CRISIS_BROAD,
  CRISIS_PATTERNS,
  EMERGENCY_PATTERNS,
  type EmergencyKind,
  HAPPENING_NOW,
  NOT_A_CRISIS,
  NOT_HAPPENING_NOW,
  ORDINARY_WORDS,
  SAYINGS,
  SUICIDE_NOT_ONES_OWN,
  SUICIDE_WORDS,
} from "./danger-words";
import { matchableTextFor, PatternList } from "./matcher";
import { modelDanger } from "./model";
import { netDanger } from "./net";

export type Danger = "crisis" | "emergency";
export type { EmergencyKind };

const crisis = new PatternList(CRISIS_PATTERNS);
const crisisBroad = new PatternList(CRISIS_BROAD);
const suicideWords = new PatternList(SUICIDE_WORDS);
const suicideNotOnesOwn = new PatternList(SUICIDE_NOT_ONES_OWN);
const notACrisis = new PatternList(NOT_A_CRISIS);
const happeningNow = new PatternList(HAPPENING_NOW);
const notHappeningNow = new PatternList(NOT_HAPPENING_NOW);
const sayings = new PatternList(SAYINGS);
const emergencies = EMERGENCY_PATTERNS.map(({ kind, always = [], unlessPast = [], whenNow = [] }) => ({
  kind,
  always: new PatternList(always),
  unlessPast: new PatternList(unlessPast),
  whenNow: new PatternList(whenNow),
}));
const matchableText = matchableTextFor(
  [
    crisis,
    crisisBroad,
    suicideWords,
    suicideNotOnesOwn,
    notACrisis,
    happeningNow,
    notHappeningNow,
    sayings,
    ...emergencies.flatMap((e) => [e.always, e.unlessPast, e.whenNow]),
  ],
  ORDINARY_WORDS,
);

export interface DangerFound {
  danger: Danger;
  /** The emergencies named (empty for a crisis): the reply adds the fire brigade for a fire. */
  kinds: EmergencyKind[];
  /** The patterns that matched, for tests and tuning (never logged: they quote the asker). */
  patterns: string[];
}

/** Danger the exact patterns or the net find (the first layer), or null. */
export function patternDanger(question: string): DangerFound | null {
  const text = sayings.erase(matchableText(question));
  const crisisPattern =
    crisis.firstMatch(text) ??
    (suicideNotOnesOwn.firstMatch(text) === null ? suicideWords.firstMatch(text) : null) ??
    (notACrisis.firstMatch(text) === null ? crisisBroad.firstMatch(text) : null);
  if (crisisPattern) return { danger: "crisis", kinds: [], patterns: [crisisPattern] };
  const now = happeningNow.firstMatch(text) !== null;
  const past = notHappeningNow.firstMatch(text) !== null;
  const kinds: EmergencyKind[] = [];
  const patterns: string[] = [];
  for (const e of emergencies) {
    const found =
      e.always.firstMatch(text) ??
      (past ? null : e.unlessPast.firstMatch(text)) ??
      (now && !past ? e.whenNow.firstMatch(text) : null);
    if (found) {
      kinds.push(e.kind);
      patterns.push(found);
    }
  }
  return kinds.length > 0 ? { danger: "emergency", kinds, patterns } : netDanger(question);
}

/** Danger found by the patterns, else by the model; null when the message is ordinary. */
export function findDanger(question: string): DangerFound | null {
  return patternDanger(question) ?? modelDanger(question);
}

export function dangerIn(question: string): Danger | null {
  return findDanger(question)?.danger ?? null;
}
