// Dates as both sides write them: docs/product.md §9 date display 'Mon 05 2024' (the month's short name, the
// zero-padded day, the year: "May 05 2024"), a date in Bikram Sambat ("22 Baishakh 2081 BS", the calendar of
// bikram-sambat.ts), the calendar date of an instant in a time zone, the Gregorian months as Nepal writes them.
// Dates are calendar dates (a birth date), so they are read as written, never shifted by a time zone.
import { twoDigits } from "../two-digits";
import { adDateToBs, type BsDate } from "./bikram-sambat";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Bikram Sambat months in order (the glossary's spelling, docs/languages.md). */
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

/** An AD date ("YYYY-MM-DD", or an ISO timestamp read as a calendar date) in BS, or null outside the calendar. */
export function adToBs(iso: string): BsDate | null {
  const match = ISO_DATE.exec(iso.trim());
  return match ? adDateToBs(`${match[1]}-${match[2]}-${match[3]}`) : null;
}

/** "22 Baishakh 2081 BS". */
export function formatBsDate(date: BsDate): string {
  return `${date.day} ${BS_MONTHS[date.month - 1]} ${date.year} BS`;
}

/** "2024-05-05" (or an ISO timestamp) -> "May 05 2024"; an unreadable date -> null. */
export function formatDisplayDate(date: string): string | null {
  const match = ISO_DATE.exec(date.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  const dayNumber = Number(day);
  if (!monthName || dayNumber < 1 || dayNumber > 31) return null;
  return `${monthName} ${day} ${year}`;
}

/** A birth date in both calendars, "Apr 13 2024 · 1 Baishakh 2081 BS"; the AD part alone outside the BS table;
 * the text as given when it is not a date. */
export function formatBirthDate(date: string): string {
  const ad = formatDisplayDate(date);
  if (!ad) return date;
  const bs = adToBs(date);
  return bs ? `${ad} · ${formatBsDate(bs)}` : ad;
}

/** One formatter per zone: making one is slow, and a kundali writes a hundred dates. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date ('YYYY-MM-DD') of an instant in a time zone: the reader's own zone when none is given. Dasha
 * boundaries are instants; shown as UTC dates, one late in a Nepal night would read a day early.
 */
export function calendarDateOf(iso: string, timeZone?: string): string {
  // The reader's own zone is Date's local time: a page's first Intl call loads the browser's locale data, tens of
  // milliseconds of a phone's main thread while the kundali page starts.
  // Stryker disable next-line ConditionalExpression: Intl without a zone reads the same date; the branch only saves time
  if (timeZone === undefined) return localCalendarDate(new Date(iso));
  let format = dayFormats.get(timeZone);
  // Stryker disable next-line ConditionalExpression: a new formatter per call gives the same dates; the cache only saves time
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(iso));
  // Stryker disable next-line OptionalChaining,StringLiteral: formatToParts with year, month and day always yields those three parts
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function localCalendarDate(instant: Date): string {
  // As Intl would: an instant that is no time is an error, not "NaN-NaN-NaN".
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid time value");
  return `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`;
}

/** The Gregorian months as written in Nepal: the one table of the client's and the server's Nepali AD dates. */
export const GREGORIAN_MONTHS_NEPALI = [
  "जनवरी",
  "फेब्रुअरी",
  "मार्च",
  "अप्रिल",
  "मे",
  "जुन",
  "जुलाई",
  "अगस्ट",
  "सेप्टेम्बर",
  "अक्टोबर",
  "नोभेम्बर",
  "डिसेम्बर",
] as const;
