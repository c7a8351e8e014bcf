// Bikram Sambat (BS), Nepal's official calendar, beside the Gregorian (AD) one: a birth date may be entered in
// either; the server always gets AD (YYYY-MM-DD). The calendar is the one module the server's panchang uses too
// (shared/calendar/bikram-sambat.ts: the published month lengths for 1970-2090 BS, the Surya Siddhanta computation
// from there to 2200 BS; shared/calendar/dates.ts writes its dates); this file is the forms' side of it: a BS date
// as entered, checked and converted (test/unit/forms/bikramSambat.test.ts).
import {
  type BsDate,
  bsToAdDate,
  daysInBsMonth,
  FIRST_COMPUTED_BS_YEAR,
  LAST_COMPUTED_BS_YEAR,
} from "../../shared/calendar/bikram-sambat";
import { adToBs, BS_MONTHS } from "../../shared/calendar/dates";

export const FIRST_BS_YEAR = FIRST_COMPUTED_BS_YEAR;
export const LAST_BS_YEAR = LAST_COMPUTED_BS_YEAR;
export const BS_MAX_DAYS = 32;

/** A BS date as entered: year, month number and day as text ("" when not chosen yet). */
export interface BsDateParts {
  year: string;
  month: string;
  day: string;
}

export const emptyBsDate: BsDateParts = { year: "", month: "", day: "" };

export const BS_DATE_INCOMPLETE = "Please choose the year, month and day of the birth date.";
export const BS_YEAR_UNSUPPORTED = `Bikram Sambat years from ${FIRST_BS_YEAR} to ${LAST_BS_YEAR} are supported.`;

/** "There is no 32 Baishakh 2081: Baishakh 2081 has 31 days." */
export function noSuchBsDay(date: BsDate, days: number): string {
  const month = BS_MONTHS[date.month - 1];
  return `There is no ${date.day} ${month} ${date.year}: ${month} ${date.year} has ${days} days.`;
}

export type BsConversion = { ok: true; ad: string; bs: BsDate } | { ok: false; message: string };

/** The entered BS date as AD "YYYY-MM-DD", or the message to show under the field. */
export function bsToAd(parts: BsDateParts): BsConversion {
  if (!/^\d{4}$/.test(parts.year.trim()) || parts.month === "" || parts.day === "") {
    return { ok: false, message: BS_DATE_INCOMPLETE };
  }
  // Stryker disable next-line MethodExpression: Number() ignores the spaces around the year itself
  const date = { year: Number(parts.year.trim()), month: Number(parts.month), day: Number(parts.day) };
  const days = daysInBsMonth(date.year, date.month);
  if (days === null) return { ok: false, message: BS_YEAR_UNSUPPORTED };
  if (!Number.isInteger(date.day) || date.day < 1 || date.day > days) {
    return { ok: false, message: noSuchBsDay(date, days) };
  }
  // A day inside the month's length always converts.
  return { ok: true, ad: bsToAdDate(date) as string, bs: date };
}

/** An AD date as BS parts for the form (switching an entered date from AD to BS), or empty parts. */
export function bsPartsOf(iso: string): BsDateParts {
  const bs = adToBs(iso);
  return bs ? { year: String(bs.year), month: String(bs.month), day: String(bs.day) } : emptyBsDate;
}
