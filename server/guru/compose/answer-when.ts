// "When?": the window placed in the asker's life (past windows said as past, none beyond a plausible age), the
// running period, and, for "what about next year?", the window of that year.
import type { TimingWindow } from "../../jyotish";
import type { Composition } from "./context";
import { type Part, paragraph } from "./parts";
import { areaLabel, dashaSentence, houseSentences, toneSentence, windowWords } from "./sentences";
import { pick } from "./variety";

function windowInYear(c: Composition, year: number): TimingWindow | null {
  const from = Date.UTC(year, 0, 1);
  const to = Date.UTC(year + 1, 0, 1);
  const inYear = c.windows.windows.filter((w) => Date.parse(w.start) < to && Date.parse(w.end) > from);
  return inYear.sort((a, b) => b.score - a.score)[0] ?? null;
}

export function shiftedYearSentence(c: Composition): string | null {
  const shift = c.understanding.timeShift;
  if (!shift) return null;
  const year = c.input.now.getUTCFullYear() + shift.yearsAhead;
  const w = windowInYear(c, year);
  const next = c.windows.windows.find((x) => Date.parse(x.start) >= Date.UTC(year + 1, 0, 1)) ?? null;
  return c.phrases.shiftedYear(
    c.words.number(year),
    areaLabel(c),
    w ? windowWords(c, w) : null,
    next ? windowWords(c, next) : null,
  );
}

/** The main timing sentence: now, next, or honestly none. */
export function windowSentence(c: Composition): string {
  const area = areaLabel(c);
  const current = c.windows.windows.find((w) => w.current);
  if (c.windows.beyondPlausibleAge) return c.phrases.beyondAge(area, c.words.number(c.windows.ageNow));
  if (current) return c.phrases.windowNow(windowWords(c, current), area);
  if (c.windows.next) return pick(c.phrases.nextWindow, c.seed, "nextWindow")(windowWords(c, c.windows.next), area);
  return c.phrases.noWindow(area);
}

export function answerWhen(c: Composition): Part[] {
  const area = areaLabel(c);
  const shifted = shiftedYearSentence(c);
  const parts: Part[] = [paragraph(shifted, windowSentence(c), ...houseSentences(c, false))];
  const past = c.windows.lastPast;
  const later = c.windows.windows.filter((w) => !w.past && !w.current && w !== c.windows.next).slice(0, 3);
  parts.push(paragraph(past ? c.phrases.pastWindow(windowWords(c, past), area) : null, dashaSentence(c)));
  if (later.length > 0 && !c.windows.beyondPlausibleAge) {
    parts.push({
      intro: c.phrases.laterWindows(area),
      list: later.map((w) => c.phrases.windowItem(windowWords(c, w))),
    });
  }
  parts.push(paragraph(toneSentence(c)));
  return parts;
}
