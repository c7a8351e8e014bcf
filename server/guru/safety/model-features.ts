// What the danger model (./model.ts) sees of a message: features that carry over to wording it was not trained on.
//   - concepts (./model-concepts.ts): a word family present ("k:die"), and each pair of families present together
//     ("kk:die&want"), so a linear model can weigh "die" with "want" apart from "die" with "last year";
//   - words and word pairs of the folded text, misspellings read as the family word they are one edit from;
//   - character 3- and 4-grams of the same text (across word gaps too), which catch endings and spellings never
//     seen whole ("marnamanlagyo", "मर्नुपर्‍यो").
// The text is read by the patterns' own reader (./matcher.ts): folding, chat shorthand, misspellings.
import {
  CRISIS_BROAD,
  CRISIS_PATTERNS,
  EMERGENCY_PATTERNS,
  type EmergencyKind,
  ORDINARY_WORDS,
  SAYINGS,
  SUICIDE_WORDS,
} from "./danger-words";
import { matchableTextFor, PatternList } from "./matcher";
import { CONCEPT_FAMILIES, type ConceptFamily } from "./model-concepts";
import { GUARD_PATTERNS } from "./net";
import { ACUTE, DISTRESS, ORDINARY_NEIGHBOURS, SELF_HARM } from "./net-words";

/** The concept the "not a crisis" guard gives (the message asks the chart, asks when or how long, fears, jokes). */
export const NOT_A_CRISIS_GUARD = "guard: not a crisis";

/**
 * The patterns' guards (./net.ts), read as concepts too: the past, fear or a chart question, someone else's suicide,
 * now. Only guards: the danger patterns themselves decide in the first layer, and a model leaning on them would learn
 * nothing that carries over to the wording they miss.
 */
const GUARDS: { name: string; patterns: readonly string[] }[] = [
  { name: "guard: past", patterns: GUARD_PATTERNS.past },
  { name: NOT_A_CRISIS_GUARD, patterns: GUARD_PATTERNS.notACrisis },
  { name: "guard: not ones own", patterns: GUARD_PATTERNS.notOnesOwn },
  { name: "guard: now", patterns: GUARD_PATTERNS.now },
];

const families: (Pick<ConceptFamily, "name" | "kind" | "context"> & { list: PatternList })[] = [
  ...CONCEPT_FAMILIES.map((family) => ({ ...family, list: new PatternList([`(${family.words.join("|")})`]) })),
  ...GUARDS.map((guard) => ({ name: guard.name, list: new PatternList(guard.patterns), context: true as const })),
];
const sayings = new PatternList(SAYINGS);
/** The patterns' words too, so a misspelling is read as the same word in both layers ("lagyo" stays "lagyo"). */
const patternWords = new PatternList([
  ...CRISIS_PATTERNS,
  ...CRISIS_BROAD,
  ...SUICIDE_WORDS,
  ...EMERGENCY_PATTERNS.flatMap((e) => [...(e.always ?? []), ...(e.unlessPast ?? []), ...(e.whenNow ?? [])]),
  ...SELF_HARM,
  ...DISTRESS,
  ...ACUTE.flatMap((a) => [...(a.state ?? []), ...(a.event ?? [])]),
]);
const matchableText = matchableTextFor(
  [...families.map((f) => f.list), sayings, patternWords],
  [...ORDINARY_WORDS, ...ORDINARY_NEIGHBOURS],
);

const SHORTEST_NGRAM = 3;
const LONGEST_NGRAM = 4;

/** A message's features: name → value (each group scaled to length 1, so a long question weighs as a short one). */
export type Features = Map<string, number>;

export interface MessageReading {
  features: Features;
  /** The concept families present, in family order. */
  concepts: string[];
  /** Whether a family that is a sign of danger is present (not only context): without one, the message is ordinary. */
  hasSign: boolean;
}

function addGroup(features: Features, names: Iterable<string>) {
  const unique = new Set(names);
  const value = 1 / Math.sqrt(Math.max(unique.size, 1));
  for (const name of unique) features.set(name, value);
}

export function readMessage(message: string): MessageReading {
  const text = sayings.erase(matchableText(message));
  const words = text.trim().split(" ").filter(Boolean);
  const present = families.filter((f) => f.list.firstMatch(text) !== null);
  const concepts = present.map((f) => f.name);
  const features: Features = new Map();
  for (const concept of concepts) features.set(`k:${concept}`, 1);
  const pairs: string[] = [];
  for (let i = 0; i < concepts.length; i++)
    for (let j = i + 1; j < concepts.length; j++) pairs.push(`kk:${concepts[i]}&${concepts[j]}`);
  addGroup(features, pairs);
  const wordFeatures = words.map((w) => `w:${w}`);
  for (let i = 1; i < words.length; i++) wordFeatures.push(`b:${words[i - 1]} ${words[i]}`);
  addGroup(features, wordFeatures);
  const letters = [...text];
  const grams: string[] = [];
  for (let n = SHORTEST_NGRAM; n <= LONGEST_NGRAM; n++)
    for (let i = 0; i + n <= letters.length; i++) grams.push(`c:${letters.slice(i, i + n).join("")}`);
  addGroup(features, grams);
  return { features, concepts, hasSign: present.some((f) => !f.context) };
}

/** The emergency kinds the concepts present name, in family order ("other" when none does). */
export function emergencyKindsOf(concepts: readonly string[]): EmergencyKind[] {
  const kinds = families.flatMap((f) => (f.kind && concepts.includes(f.name) ? [f.kind] : []));
  const unique = [...new Set(kinds)];
  return unique.length > 0 ? unique : ["other"];
}
