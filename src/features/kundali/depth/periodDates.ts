// How the kundali page writes a period's dates: the reader's own calendar date of each instant (a boundary late in a
// Nepal evening is that evening's date, not the UTC one), in Bikram Sambat for Nepali readers. The BS calendar
// (published months, then computed) ends with 2200 BS; a Nepali date past it is written in AD with its era mark
// (ई.सं.), and a period whose either end is past it is written in AD at both ends, so one row never mixes the two
// calendars.
import { adToBs, calendarDateOf } from "../../../../shared/calendar/dates";
import { displayDate, displayNumber, displayYear } from "../../../i18n/format";

export interface BsMonthWords {
  [key: string]: string;
}

/** "22 बैशाख २०८१", or null past the BS calendar. */
function bsDate(date: string, code: string, words: BsMonthWords): string | null {
  const bs = adToBs(date);
  if (!bs) return null;
  const month = words[`bsMonth${bs.month}`] ?? String(bs.month);
  return `${displayNumber(bs.day, code)} ${month} ${displayYear(bs.year, code)}`;
}

/** An AD date as the reader's language writes it; in Nepali with the era mark, since BS is what a date means there. */
function adDate(date: string, code: string, words: BsMonthWords): string {
  const written = displayDate(date, code) ?? date;
  return code === "ne" ? `${written} ${words.ad ?? ""}`.trim() : written;
}

/** "May 05 2024" (en), "5 मई 2024" (hi), "२२ बैशाख २०८१" (ne, BS); a marked AD date past the BS calendar. */
export function periodDate(iso: string, code: string, words: BsMonthWords, timeZone?: string): string {
  const date = calendarDateOf(iso, timeZone);
  return (code === "ne" ? bsDate(date, code, words) : null) ?? adDate(date, code, words);
}

/** "start – end" of a period, both ends in one calendar. */
export function periodSpan(start: string, end: string, code: string, words: BsMonthWords, timeZone?: string): string {
  const [from, to] = [calendarDateOf(start, timeZone), calendarDateOf(end, timeZone)];
  if (code === "ne") {
    const [bsFrom, bsTo] = [bsDate(from, code, words), bsDate(to, code, words)];
    if (bsFrom && bsTo) return `${bsFrom} – ${bsTo}`;
  }
  return `${adDate(from, code, words)} – ${adDate(to, code, words)}`;
}
