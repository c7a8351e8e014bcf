// Recognises what a question is about: its life area (or none) and whether it asks about timing ("when").
// Every keyword of an area found as whole words scores; multi-word phrases score more because they are
// more specific. Ties go to the area that needs a professional's word too (health, legal, money), then to
// the area mentioned first.
import { LIFE_AREAS, type LifeArea, TIMING_KEYWORDS } from "./life-areas";

export interface Recognition {
  /** Null when no area could be placed: the guru then gives a general reading. */
  area: LifeArea | null;
  timing: boolean;
}

/** Lower-case, letters (with Devanagari vowel signs, which are marks) and digits only, single spaces, padded so whole words match as " word ". */
function normalise(text: string): string {
  const flat = text
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
  return ` ${flat} `;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * Position of a keyword as whole words, or -1. Latin keywords also match their plural in -s. Devanagari keywords
 * match at the start of a word, because Nepali and Hindi attach case endings to it (बिहेको, जागिरमा, घरमा).
 */
function findKeyword(haystack: string, keyword: string): number {
  const word = normalise(keyword);
  if (DEVANAGARI.test(keyword)) return haystack.indexOf(word.slice(0, -1));
  const at = haystack.indexOf(word);
  if (at >= 0) return at;
  return haystack.indexOf(`${word.slice(0, -1)}s `);
}

export function recogniseQuestion(question: string): Recognition {
  const text = normalise(question);
  let best: { area: LifeArea; score: number; first: number } | null = null;
  for (const rule of LIFE_AREAS) {
    let score = 0;
    let first = Number.POSITIVE_INFINITY;
    for (const keyword of rule.keywords) {
      const at = findKeyword(text, keyword);
      if (at < 0) continue;
      score += 1 + 0.5 * (keyword.trim().split(/\s+/).length - 1);
      first = Math.min(first, at);
    }
    if (score === 0) continue;
    if (rule.professional) score += 0.25;
    if (!best || score > best.score || (score === best.score && first < best.first)) {
      best = { area: rule.area, score, first };
    }
  }
  const timing = TIMING_KEYWORDS.some((keyword) => findKeyword(text, keyword) >= 0);
  return { area: best?.area ?? null, timing };
}
