// The time frame a question names: "next year", "in 2028", "२०८५ मा", "by 2030", "in the next three years",
// "before I turn 35", "और उसके अगले साल?". Numbers are read from digits (Devanagari too) and number words; the words
// around a number decide what it is. A Bikram Sambat year (2070-2099 as written in Nepal) is turned into the AD year
// it mostly falls in (BS - 57): the guru's windows are dated in AD.
import { asciiDigits } from "./people";
import { findEntry, hasAny, matchable } from "./text";
import type { TimeFrame } from "./types";
import { VOCABULARIES } from "./vocabulary";
import type { TimeWords } from "./vocabulary/vocabulary";

const TIME: TimeWords[] = Object.values(VOCABULARIES).map((v) => v.time);
const all = (pick: (t: TimeWords) => string[]) => [...new Set(TIME.flatMap(pick))];
const folded = (word: string) => matchable(word).trim();
const BY = all((t) => t.by);
const WITHIN = all((t) => t.within);
const AFTER = all((t) => t.after);
const YEARS = all((t) => t.years).map(folded);
const AGE = all((t) => t.age);
const AFTER_PREVIOUS = all((t) => t.afterPrevious);
const AHEAD = TIME.flatMap((t) => t.ahead);
const NUMBER_WORDS = new Map(TIME.flatMap((t) => Object.entries(t.numbers).map(([w, n]) => [folded(w), n] as const)));

/** The first BS year people write for the years the app serves; earlier four-digit numbers are AD. */
const FIRST_BS_YEAR = 2070;
const BS_TO_AD = 57;

/** A token's number: digits ("2030", "२०३०", "३०सम्म" → 30) or a number word; null otherwise. */
function numberOf(token: string): number | null {
  const digits = asciiDigits(token).match(/^(\d+)/);
  if (digits) return Number(digits[1]);
  return NUMBER_WORDS.get(token) ?? null;
}

/** Whether any entry occurs within the tokens from..to (the number's own token included, for "३०सम्म"). */
function near(tokens: string[], from: number, to: number, entries: string[]): boolean {
  const slice = ` ${tokens.slice(Math.max(0, from), Math.max(0, to)).join(" ")} `;
  return entries.some((e) => findEntry(slice, e) !== null);
}

/** The tail of a token after its digits ("३०सम्म" → "सम्म"), as its own word. */
function tailOf(token: string): string {
  return asciiDigits(token).replace(/^\d+/, "");
}

function frameAround(tokens: string[], i: number, n: number): TimeFrame | null {
  const tail = tailOf(tokens[i] ?? "");
  const around = (from: number, to: number, entries: string[]) =>
    near(tokens, i + from, i + to, entries) || (tail !== "" && near([tail], 0, 1, entries));
  if (n >= 1990 && n <= 2120) {
    const year = n >= FIRST_BS_YEAR ? n - BS_TO_AD : n;
    return around(-3, 4, BY) ? { kind: "by", year } : { kind: "year", year };
  }
  const yearsFollow = around(1, 3, YEARS) || YEARS.includes(tail);
  if (n >= 1 && n <= 15 && yearsFollow) {
    if (around(-3, 0, WITHIN) || around(1, 4, WITHIN)) return { kind: "within", years: n };
    if (around(-2, 0, AFTER) || around(1, 4, AFTER)) return { kind: "ahead", years: n };
    return { kind: "within", years: n };
  }
  if (n >= 16 && n <= 90 && (around(-3, 0, BY) || around(1, 4, BY) || around(-3, 0, AGE) || around(1, 3, AGE))) {
    return { kind: "age", age: n };
  }
  return null;
}

export function timeFrameIn(text: string): TimeFrame | null {
  if (hasAny(text, AFTER_PREVIOUS)) return { kind: "after_previous" };
  const tokens = text.trim().split(" ");
  for (let i = 0; i < tokens.length; i += 1) {
    const n = numberOf(tokens[i] ?? "");
    if (n === null) continue;
    const frame = frameAround(tokens, i, n);
    if (frame) return frame;
  }
  const ahead = AHEAD.find((a) => hasAny(text, a.words));
  return ahead ? { kind: "ahead", years: ahead.years } : null;
}
