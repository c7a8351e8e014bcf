// The safety net: a second, recall-first look at a message the exact danger patterns (./danger-words.ts) found
// nothing in. It thinks in concepts combined rather than phrases (./net-words.ts):
//   - crisis: a self-harm word said outright (suicide, फाँसी, "jaan de dungi", "नभए म मर्छु") counts whatever else
//     the message says, unless it is a chart term or denied; an everyday word of despair or farewell ("no point
//     anymore", "सबै सकियो", "thak gaya hoon", "goodbye", "burden") counts unless the message asks the chart, asks
//     when or how long, jokes, fears, or tells of the past;
//   - emergency: a person in an acute state (unconscious, not breathing, bleeding that will not stop) counts as it
//     stands; an acute event (fell, swallowed a cleaner, snakebite, accident, fire) counts with a now or help frame
//     or with a state; neither counts when told of the past or asked of the chart, unless said of this very moment.
// The guards reuse the patterns' own lists (NOT_A_CRISIS, HAPPENING_NOW, NOT_HAPPENING_NOW), so one word of fear or
// of the past means the same in both layers.
import type { DangerFound } from "./danger";
import {
  type EmergencyKind,
  HAPPENING_NOW,
  NOT_A_CRISIS,
  NOT_HAPPENING_NOW,
  SAYINGS,
  SUICIDE_NOT_ONES_OWN,
} from "./danger-words";
import { matchableTextFor, PatternList } from "./matcher";
import {
  ACUTE,
  DISTRESS,
  NOT_ACUTE,
  NOT_DISTRESS,
  NOT_SELF_HARM,
  NOW_OR_HELP,
  ORDINARY_NEIGHBOURS,
  RIGHT_NOW,
  SELF_HARM,
} from "./net-words";

/**
 * The guards, one list each for the net and the danger model (./model-features.ts reads them as concepts): a word of
 * the past, of fear or a chart question, of someone else's suicide, or of this moment means the same everywhere.
 */
export const GUARD_PATTERNS = {
  past: [...NOT_HAPPENING_NOW, ...NOT_ACUTE],
  notACrisis: [...NOT_A_CRISIS, ...NOT_DISTRESS],
  notOnesOwn: [...NOT_SELF_HARM, ...SUICIDE_NOT_ONES_OWN],
  now: [...HAPPENING_NOW, ...NOW_OR_HELP],
} as const;

const selfHarm = new PatternList(SELF_HARM);
const notSelfHarm = new PatternList(GUARD_PATTERNS.notOnesOwn);
const distress = new PatternList(DISTRESS);
const notDistress = new PatternList(GUARD_PATTERNS.notACrisis);
const nowOrHelp = new PatternList(GUARD_PATTERNS.now);
const rightNow = new PatternList(RIGHT_NOW);
const notAcute = new PatternList(GUARD_PATTERNS.past);
const sayings = new PatternList(SAYINGS);
const acute = ACUTE.map(({ kind, state = [], event = [] }) => ({
  kind,
  state: new PatternList(state),
  event: new PatternList(event),
}));
const matchableWords = matchableTextFor([
  selfHarm,
  notSelfHarm,
  distress,
  notDistress,
  nowOrHelp,
  rightNow,
  notAcute,
  sayings,
  ...acute.flatMap((a) => [a.state, a.event]),
  // Only known, never matched: they keep ordinary words from being read as a danger word one letter away.
  new PatternList(ORDINARY_NEIGHBOURS),
]);

/** The message as matchable text, sayings taken out (each word's reading is remembered by the matcher). */
function matchableText(message: string): string {
  return sayings.erase(matchableWords(message));
}

const crisis = (pattern: string): DangerFound => ({ danger: "crisis", kinds: [], patterns: [`net: ${pattern}`] });

/** The emergencies an acute state or event names in this message, with the concepts that matched. */
function acuteSigns(text: string): { kinds: EmergencyKind[]; patterns: string[] } {
  const states = acute.map((a) => a.state.firstMatch(text));
  const framed = nowOrHelp.firstMatch(text) !== null || states.some((s) => s !== null);
  const kinds: EmergencyKind[] = [];
  const patterns: string[] = [];
  acute.forEach((a, i) => {
    const found = states[i] ?? (framed ? a.event.firstMatch(text) : null);
    if (found && !kinds.includes(a.kind)) {
      kinds.push(a.kind);
      patterns.push(`net: ${found}`);
    }
  });
  return { kinds, patterns };
}

/** Danger the exact patterns missed, read as concepts combined; null when the message is ordinary. */
export function netDanger(question: string): DangerFound | null {
  const text = matchableText(question);
  const outright = selfHarm.firstMatch(text);
  if (outright && notSelfHarm.firstMatch(text) === null) return crisis(outright);
  const past = notAcute.firstMatch(text) !== null && rightNow.firstMatch(text) === null;
  if (!past) {
    const { kinds, patterns } = acuteSigns(text);
    if (kinds.length > 0) return { danger: "emergency", kinds, patterns };
  }
  const despair = distress.firstMatch(text);
  return despair && notDistress.firstMatch(text) === null ? crisis(despair) : null;
}
