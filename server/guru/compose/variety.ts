// Deterministic variety: the same question on the same chart always gets the same wording (answers are stored and
// tested), while different questions and charts get different phrasings of the same kind of fact.

/** A small string hash (FNV-1a), enough to spread choices. */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join("|")) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** One of the variants, chosen by the seed and a salt naming the sentence kind. */
export function pick<T>(variants: readonly T[], seed: number, salt: string): T {
  return variants[seedOf(seed, salt) % variants.length] as T;
}
