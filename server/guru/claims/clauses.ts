// How an answer is cut for reading: sentences, then one piece per planet named (from the clause the planet's
// mention opens to the next planet), with the words that change what a piece states: a transit, a hypothesis, a
// future, a negation, a count from the Moon or the navamsa.

/** The stretch of a sentence that speaks of one planet, and the sentence up to its end (for words said before). */
export interface Piece<T> {
  value: T;
  /** From the clause the mention opens (a location said first is in it) to the next mention. */
  text: string;
  /** The sentence up to the end of this piece: "Right now, Saturn ..." is a transit though a comma parts them. */
  lead: string;
  /** The sentence's first piece: what the sentence opens with ("Right now,") speaks for it. */
  first: boolean;
  /** Where the mention itself starts in the sentence. */
  at: number;
}

/** One piece per match of `mention`: a match's piece reaches back to its clause's start and on to the next match. */
export function piecesOf<T>(
  sentence: string,
  mention: RegExp,
  read: (m: RegExpMatchArray) => T | undefined,
  clauseStart: RegExp,
): Piece<T>[] {
  const matches = [...sentence.matchAll(mention)];
  const pieces: Piece<T>[] = [];
  matches.forEach((m, i) => {
    const value = read(m);
    if (value === undefined) return;
    const at = m.index ?? 0;
    const previousEnd = i > 0 ? (matches[i - 1]?.index ?? 0) + (matches[i - 1]?.[0].length ?? 0) : 0;
    const before = sentence.slice(previousEnd, at);
    const boundaries = [...before.matchAll(clauseStart)];
    const lastBoundary = boundaries.at(-1);
    const start = lastBoundary ? previousEnd + (lastBoundary.index ?? 0) : previousEnd;
    const end = matches[i + 1]?.index ?? sentence.length;
    pieces.push({ value, text: sentence.slice(start, end), lead: sentence.slice(0, end), first: i === 0, at });
  });
  return pieces;
}

export const LATIN_CLAUSE_START = /[,;:(—–]|\b(?:and|but|while|whereas|which|so)\b/gi;
export const DEVANAGARI_CLAUSE_START = /[,;:(—–।]|(?<=\s)(?:र|तर|और|लेकिन|जबकि|अनि|जुन|जो|त्यसैले|इसलिए)(?=\s)/gu;

const HYPOTHETICAL =
  /\b(?:if|unless|suppose|supposing|as though|could be|might be)\b|^\s*(?:were|had)\b|(?:यदि|अगर|भएमा|भए भने|होता तो|होती तो|हुन्थ्यो|मानिन्थ्यो|(?:होता|होती)(?!\s*(?:है|हैं)))/iu;

/** A clause stating what would be, not what is ("if", "were Venus stronger"; "you were born" is no hypothesis). */
export function isHypothetical(text: string): boolean {
  return HYPOTHETICAL.test(text);
}
