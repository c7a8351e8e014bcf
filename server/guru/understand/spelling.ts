// Misspelt words put right before the vocabulary is matched: people type "marrige", "helth", "promotoin",
// "abraod" on a phone. A Latin word the vocabulary does not know is replaced by the vocabulary word it is one edit
// away from (two for long words), found by the symmetric-delete method: every word's deletions are indexed once, so
// a lookup costs a few map reads. Corrections keep the first letter (people rarely get it wrong, and it keeps
// "worried" from becoming "married"), and a word that could be two vocabulary words is left alone.
import { VOCABULARIES } from "./vocabulary";
import type { Vocabulary } from "./vocabulary/vocabulary";

const LATIN_WORD = /^[a-z]+$/;
const SHORTEST = 4;
const LONG = 8;

/** The words a misspelling may be put right to: areas, intents and the conversation's words. */
function targetsOf(v: Vocabulary): string[] {
  return [
    ...Object.values(v.areas),
    ...Object.values(v.intents),
    v.life,
    v.simplify,
    v.askAgain,
    v.direct.sade_sati,
    v.direct.manglik,
  ]
    .filter((x): x is string[] => Array.isArray(x))
    .flat();
}

/** Every word the vocabulary knows: these are never "corrected" (a person word, a marker, a number word). */
function entriesOf(v: Vocabulary): string[] {
  const lists: string[][] = [
    ...Object.values(v.areas),
    ...Object.values(v.intents),
    ...Object.values(v.people),
    v.indefinite,
    v.possessives,
    v.continues,
    v.yesNo,
    v.yesNoOpeners,
    v.yesNoEndings,
    Object.keys(v.time.numbers),
    v.life,
    v.personal,
    v.matching,
    v.offTopic,
    v.markers,
    v.simplify,
    v.askAgain,
    v.tasks,
    v.instructions,
    v.prescriptions,
    v.direct.sade_sati,
    v.direct.manglik,
    v.time.years,
    v.time.by,
    v.time.within,
  ].filter((x): x is string[] => Array.isArray(x));
  return lists.flat();
}

/** Everyday English words one edit from a vocabulary word, which must stay as they are ("falling" is not "failing"). */
const EVERYDAY = (
  "falling feeling fiance france living loving moving wife life lover been seen then them they these there here " +
  "where were with well want went have give take make come know good time more some very just also back over only " +
  "year years long last next even much most such same than into from your yours home help work live love like feel " +
  "keep tell does done doing going getting being said says sure mind side hand head part left right still again " +
  "after before since while about other their which would could should thing things think trying really always " +
  "never every maybe please thanks dear tried tries hope hoped hoping stay stays stayed wait waiting"
).split(" ");

/** Every Latin word in the vocabulary (entries split into words, "*" dropped), and the everyday words above. */
const KNOWN = new Set(
  Object.values(VOCABULARIES)
    .flatMap(entriesOf)
    .flatMap((e) => e.replace(/\*$/, "").toLowerCase().split(/\s+/))
    .filter((w) => LATIN_WORD.test(w))
    .concat(EVERYDAY),
);

function deletions(word: string, depth: number): Set<string> {
  const out = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d += 1) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 1; i < w.length; i += 1) {
        // The first letter stays: see the header.
        const del = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(del)) {
          out.add(del);
          next.push(del);
        }
      }
    }
    frontier = next;
  }
  return out;
}

const depthOf = (word: string) => (word.length >= LONG ? 2 : 1);

const TARGETS = new Set(
  Object.values(VOCABULARIES)
    .flatMap(targetsOf)
    .flatMap((e) => e.replace(/\*$/, "").toLowerCase().split(/\s+/))
    .filter((w) => LATIN_WORD.test(w)),
);

/** Deletion → the vocabulary words it comes from. */
const INDEX = new Map<string, Set<string>>();
for (const word of TARGETS) {
  if (word.length < SHORTEST + 1) continue;
  for (const del of deletions(word, depthOf(word))) {
    let from = INDEX.get(del);
    if (!from) {
      from = new Set();
      INDEX.set(del, from);
    }
    from.add(word);
  }
}

/** Edit distance with transpositions (optimal string alignment), for the final check of a candidate. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The vocabulary word a misspelt word stands for, or null. */
export function corrected(word: string): string | null {
  if (word.length < SHORTEST || !LATIN_WORD.test(word) || KNOWN.has(word)) return null;
  const depth = depthOf(word);
  const candidates = new Set<string>();
  for (const del of deletions(word, depth)) {
    for (const known of INDEX.get(del) ?? []) {
      if (known[0] === word[0] && distance(word, known) <= depthOf(known)) candidates.add(known);
    }
  }
  if (candidates.size === 0) return null;
  const best = Math.min(...[...candidates].map((c) => distance(word, c)));
  const nearest = [...candidates].filter((c) => distance(word, c) === best);
  return nearest.length === 1 ? (nearest[0] as string) : null;
}

/** Normalised text with its misspelt Latin words put right. */
export function withSpellingCorrected(text: string): string {
  return text.replace(/[a-z]+/g, (word) => corrected(word) ?? word);
}
