// Deterministic variety: the same question on the same chart always gets the same wording (answers are stored and
// tested), while different questions and charts get different phrasings of the same kind of fact. The wording is
// chosen from what the question is (its form, area and subject) and the chart, not from its exact words.

/** A small string hash (FNV-1a), enough to spread choices. */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join("|")) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * One of the variants, chosen by the seed and a salt naming the sentence kind. Seeds one apart point at neighbouring
 * wordings, so answers whose seeds differ by a step (the question forms asked of one chart) are worded differently.
 */
export function pick<T>(variants: readonly T[], seed: number, salt: string): T {
  return variants[(seed + seedOf(salt)) % variants.length] as T;
}

/**
 * The steps between question forms: forms often asked together of one area sit next to each other (when, which of
 * two and what kind of a marriage; will it and why of a career), so their answers take different wordings.
 */
const FORM_STEP = ["when", "which_of_two", "what_kind", "will_it", "why", "how_many", "general", "explain"];

/** The seed of one part of an answer: the chart, whom and what it is about, stepped by the question's form. */
export function partSeed(chartKey: string, subject: string, area: string, form: string, part: number): number {
  const step = FORM_STEP.indexOf(form);
  return seedOf(chartKey, subject, area) + (step < 0 ? FORM_STEP.length : step) + part;
}
