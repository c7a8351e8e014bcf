// Whether a question says the asker may be in danger: a crisis (self-harm, suicidal thoughts, said directly or not)
// or an emergency happening now. Checked before anything else, so that no reading is given and nothing is charged.
//
// Patterns over folded text with misspellings corrected (./matcher.ts, ./danger-words.ts), not a trained model:
// recall has to hold on wording nobody has seen, and a few hundred labelled lines cannot teach a model that
// "मर्न मन लाग्यो" is a crisis and "मृत्यु योग छ?" is not without memorising the lines; a pattern that misses is
// found, read and fixed by one line a native speaker can review. Any danger found anywhere in the message counts,
// also after an astrology question ("when will I marry? honestly I don't want to live anymore").
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

export function findDanger(question: string): DangerFound | null {
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

export function dangerIn(question: string): Danger | null {
  return findDanger(question)?.danger ?? null;
}
