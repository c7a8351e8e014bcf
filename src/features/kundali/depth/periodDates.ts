// How the kundali page writes a period's dates: the reader's own calendar date of each instant (a boundary late in a
// Nepal evening is that evening's date, not the UTC one), in Bikram Sambat for Nepali readers.
import { adToBs } from "../../../../machines/lib/bikramSambat";
import { calendarDateOf } from "../../../../machines/lib/dateDisplay";
import { displayDate, displayNumber, displayYear } from "../../../i18n/format";

export interface BsMonthWords {
  [key: string]: string;
}

/** "May 05 2024" (en), "5 मई 2024" (hi), "२२ बैशाख २०८१" (ne, BS); the AD date where BS has no table. */
export function periodDate(iso: string, code: string, bsMonths: BsMonthWords, timeZone?: string): string {
  const date = calendarDateOf(iso, timeZone);
  if (code === "ne") {
    const bs = adToBs(date);
    if (bs) {
      const month = bsMonths[`bsMonth${bs.month}`] ?? String(bs.month);
      return `${displayNumber(bs.day, code)} ${month} ${displayYear(bs.year, code)}`;
    }
  }
  return displayDate(date, code) ?? date;
}
