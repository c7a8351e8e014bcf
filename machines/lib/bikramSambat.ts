// Bikram Sambat (BS), Nepal's official calendar, beside the Gregorian (AD) one: a birth date may be entered in
// either; the server always gets AD (YYYY-MM-DD). Month lengths (29-32 days, different every year) come from the
// published calendar through the bikram-sambat package's table (1970-2090 BS, checked against published dates in
// test/unit/forms/bikramSambat.test.ts).
import { daysInMonth, toBik, toGreg } from "bikram-sambat";
import { twoDigits } from "./twoDigits";

export { type BirthCalendar, firstBirthCalendar } from "./birthCalendar";

/** Months in order (the glossary's spelling, docs/languages.md). */
export const BS_MONTHS = [
  "Baishakh",
  "Jestha",
  "Asar",
  "Shrawan",
  "Bhadra",
  "Ashwin",
  "Kartik",
  "Mangsir",
  "Poush",
  "Magh",
  "Falgun",
  "Chaitra",
] as const;

export const FIRST_BS_YEAR = 1970;
export const LAST_BS_YEAR = 2090;
export const BS_MAX_DAYS = 32;

export interface BsDate {
  year: number;
  /** 1 = Baishakh. */
  month: number;
  day: number;
}

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

/** Days in a BS month, or null outside the supported years. */
export function daysInBsMonth(year: number, month: number): number | null {
  if (!Number.isInteger(year) || year < FIRST_BS_YEAR || year > LAST_BS_YEAR) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  return daysInMonth(year, month);
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
  const ad = toGreg(date.year, date.month, date.day);
  return { ok: true, ad: `${ad.year}-${twoDigits(ad.month)}-${twoDigits(ad.day)}`, bs: date };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** An AD date ("YYYY-MM-DD", or an ISO timestamp read as a calendar date) in BS, or null outside the table. */
export function adToBs(iso: string): BsDate | null {
  const match = ISO_DATE.exec(iso.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an impossible date rolls over into a different month and day or year and month, so any two of the three checks catch it (and toBik throws for months 0 and 13)
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  try {
    const bs = toBik(`${match[1]}-${match[2]}-${match[3]}`);
    // Stryker disable next-line ConditionalExpression: toBik throws past the table's last year (caught below), so the check is a second guard
    return bs.year <= LAST_BS_YEAR ? bs : null;
  } catch {
    return null;
  }
}

/** "22 Baishakh 2081 BS". */
export function formatBsDate(date: BsDate): string {
  return `${date.day} ${BS_MONTHS[date.month - 1]} ${date.year} BS`;
}

/** An AD date as BS parts for the form (switching an entered date from AD to BS), or empty parts. */
export function bsPartsOf(iso: string): BsDateParts {
  const bs = adToBs(iso);
  return bs ? { year: String(bs.year), month: String(bs.month), day: String(bs.day) } : emptyBsDate;
}
