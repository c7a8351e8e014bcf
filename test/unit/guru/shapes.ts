// How alike the answers sound: the share of long sentences whose shape (the sentence with every chart word, date,
// number, planet, sign, house, area and person masked) appears in another answer of the set. Word-for-word repeats
// are counted by everyday.ts's repeatedShare; this counts sentences that are the same template with other facts.
import { BODY_DISPLAY_NAMES, SIGN_NAMES } from "../../../server/astro/jyotish";
import { plainTextOf } from "../../../server/guru/claims/check-answer";
import { sentencesOf } from "../../../server/guru/claims/extract-latin";
import { sentenceKey } from "../../../server/guru/compose/no-repeat";

const CHART_WORDS = [
  ...Object.values(BODY_DISPLAY_NAMES),
  ...SIGN_NAMES,
  "january february march april may june july august september october november december",
  "career marriage love life health finances studies family children travel abroad property spiritual legal matters",
  "son daughter child husband wife spouse partner father mother parents brother sister sibling in-laws friend",
  "mahadasha antardasha period house lord",
]
  .join(" ")
  .toLowerCase()
  .split(/\s+/);
const MASKED = new Set(CHART_WORDS);

/** A sentence with its facts masked: "the 7th house is leo" → "the # house is *". */
export function shapeOf(sentence: string): string {
  return sentenceKey(sentence)
    .split(" ")
    .map((w) => (/\d/.test(w) ? "#" : MASKED.has(w) ? "*" : w))
    .join(" ");
}

export function sharedShapes(answersHtml: string[]): { sentences: number; shared: number; share: number } {
  const perAnswer = answersHtml.map(
    (h) =>
      new Set(
        sentencesOf(plainTextOf(h))
          .filter((s) => sentenceKey(s).split(" ").length >= 6)
          .map(shapeOf),
      ),
  );
  const answersWith = new Map<string, number>();
  for (const set of perAnswer) for (const s of set) answersWith.set(s, (answersWith.get(s) ?? 0) + 1);
  let sentences = 0;
  let shared = 0;
  for (const set of perAnswer) {
    for (const s of set) {
      sentences += 1;
      if ((answersWith.get(s) ?? 0) > 1) shared += 1;
    }
  }
  return { sentences, shared, share: sentences === 0 ? 0 : shared / sentences };
}
