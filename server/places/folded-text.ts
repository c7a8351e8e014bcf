/**
 * The gazetteer's folded names live in one string, end to end, each followed by "\0"; search keys and infix
 * candidates are positions in it. These read that string code unit by code unit, as JS compares strings, so a
 * search slices no string per key. "\0" sorts before every code unit a folded name can hold (folding turns it into a
 * space), so a key sorts before its own extensions, as "new" < "new york".
 */
export const END_OF_NAME = "\0";

/** `text`'s key at `at` (up to the next "\0") compared with `q`: negative, 0 or positive, as `<`, `===`, `>` on strings. */
export function compareKey(text: string, at: number, q: string): number {
  for (let i = 0; i < q.length; i++) {
    const diff = text.charCodeAt(at + i) - q.charCodeAt(i);
    if (diff !== 0) return diff;
  }
  return text.charCodeAt(at + q.length) === 0 ? 0 : 1;
}

/** Two keys of `text` compared, for sorting them. */
export function compareKeys(text: string, a: number, b: number): number {
  for (let i = 0; ; i++) {
    const ca = text.charCodeAt(a + i);
    const diff = ca - text.charCodeAt(b + i);
    if (diff !== 0 || ca === 0) return diff;
  }
}

export function keyStartsWith(text: string, at: number, q: string): boolean {
  for (let i = 0; i < q.length; i++) {
    if (text.charCodeAt(at + i) !== q.charCodeAt(i)) return false;
  }
  return true;
}

/** The key at `at` is a whole name (or alias), not a later word of one. */
export function isWholeName(text: string, at: number): boolean {
  return at === 0 || text.charCodeAt(at - 1) === 0;
}

/** `text.slice(start, end).includes(q)`, without the slice. */
export function includesBetween(text: string, start: number, end: number, q: string): boolean {
  for (let at = start; at + q.length <= end; at++) {
    if (keyStartsWith(text, at, q)) return true;
  }
  return false;
}

/** Three code units as one number (exact in a double), the trigram index's key. */
export function trigramCode(text: string, at: number): number {
  return text.charCodeAt(at) * 2 ** 32 + text.charCodeAt(at + 1) * 2 ** 16 + text.charCodeAt(at + 2);
}
