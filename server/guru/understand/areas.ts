// The life areas a question names, main first. Entries are matched longest first and a matched phrase is blanked
// out, so "love marriage" counts once, for marriage, and not again as "love". Every match scores, a phrase more than
// a word because it is more specific; the main area has the highest score, ties go to the area named first.
import { LIFE_AREAS, type LifeArea } from "../life-areas";
import { blank, findEntry } from "./text";
import { allOf } from "./vocabulary";

const ENTRIES: { area: LifeArea; entry: string }[] = LIFE_AREAS.flatMap(({ area }) =>
  allOf((v) => v.areas[area]).map((entry) => ({ area, entry })),
).sort((a, b) => b.entry.length - a.entry.length);

export function areasIn(text: string): LifeArea[] {
  const found = new Map<LifeArea, { score: number; first: number }>();
  let rest = text;
  for (const { area, entry } of ENTRIES) {
    const hit = findEntry(rest, entry);
    if (!hit) continue;
    rest = blank(rest, hit);
    const seen = found.get(area) ?? { score: 0, first: Number.POSITIVE_INFINITY };
    found.set(area, { score: seen.score + 1 + 0.5 * (hit.words - 1), first: Math.min(seen.first, hit.at) });
  }
  return [...found.entries()].sort(([, a], [, b]) => b.score - a.score || a.first - b.first).map(([area]) => area);
}
