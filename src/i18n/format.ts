// Dates, times and numbers in the reader's language. English keeps SPEC §9's forms ('May 05 2024', '05:30 PM').
// Nepali dates and times come from a small table of our own (the Gregorian month names as written in Nepal and
// Devanagari digits), written as CLDR writes them (test/unit/client/format.test.ts holds the two together): some
// browsers ship without Nepali data (Debian's Chromium formats "ne" as English), and asking Intl costs a page tens of
// milliseconds. Hindi, and Nepali numbers beyond the plain ones, use Intl.
import { useStore } from "@nanostores/react";
import { to12Hour } from "../../contract/time-rule";
import { adToBs, formatBirthDate, formatDisplayDate, GREGORIAN_MONTHS_NEPALI } from "../../shared/calendar/dates";
import { withDevanagariDigits } from "../../shared/devanagari-digits";
import { twoDigits } from "../../shared/two-digits";
import { i18n, language } from "./i18n";

/** Bikram Sambat month names (GLOSSARY.md) and the era's mark, as birth dates are shown in both calendars. */
export const calendarWords = i18n("calendar", {
  bsMonth1: "Baishakh",
  bsMonth2: "Jestha",
  bsMonth3: "Asar",
  bsMonth4: "Shrawan",
  bsMonth5: "Bhadra",
  bsMonth6: "Ashwin",
  bsMonth7: "Kartik",
  bsMonth8: "Mangsir",
  bsMonth9: "Poush",
  bsMonth10: "Magh",
  bsMonth11: "Falgun",
  bsMonth12: "Chaitra",
  bs: "BS",
  ad: "AD",
});

/** The compass letters of coordinates. */
export const compassWords = i18n("compass", { north: "N", south: "S", east: "E", west: "W" });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)/;

/**
 * Made once per language: asking Intl about a language and making a formatter load the runtime's locale data,
 * milliseconds each on a phone, and a screen formats many dates and numbers.
 */
function perLanguage<T>(make: (code: string) => T): (code: string) => T {
  const made = new Map<string, T>();
  return (code) => {
    let value = made.get(code);
    if (value === undefined) {
      value = make(code);
      made.set(code, value);
    }
    return value;
  };
}

/** Whether this runtime's Intl has the language's own data (not a fallback to another language). */
const intlKnows = perLanguage(
  (code) =>
    Intl.DateTimeFormat.supportedLocalesOf([code]).length > 0 &&
    Intl.NumberFormat.supportedLocalesOf([code]).length > 0,
);
const dateFormat = perLanguage(
  (code) => new Intl.DateTimeFormat(code, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);
const timeFormat = perLanguage(
  (code) => new Intl.DateTimeFormat(code, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "UTC" }),
);
const numberFormat = perLanguage((code) => new Intl.NumberFormat(code));

/** A calendar date ('YYYY-MM-DD') as written, never shifted by a time zone; null when unreadable. */
export function displayDate(date: string, code: string): string | null {
  if (code === "en") return formatDisplayDate(date);
  const match = ISO_DATE.exec(date.trim());
  if (!match || formatDisplayDate(date) === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (code === "ne") return withDevanagariDigits(`${year} ${GREGORIAN_MONTHS_NEPALI[month - 1]} ${day}`);
  const at = Date.UTC(year, month - 1, day);
  return dateFormat(code).format(at);
}

/** A clock time ('HH:MM', 24-hour) on the 12-hour clock; null when unreadable. */
export function displayTime(time: string, code: string): string | null {
  if (code === "en") return to12Hour(time);
  const match = HH_MM.exec(time.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (code === "ne") {
    const clock = `${hours % 12 || 12}:${twoDigits(minutes)}`;
    return withDevanagariDigits(`${clock} ${hours < 12 ? "पूर्वाह्न" : "अपराह्न"}`);
  }
  const at = Date.UTC(2000, 0, 1, hours, minutes);
  return timeFormat(code).format(at);
}

/** Text with its digits in the reader's script ("14°32′" -> "१४°३२′" in Nepali). */
export function digitsIn(text: string, code: string): string {
  return code === "ne" ? withDevanagariDigits(text) : text;
}

/**
 * Numbers from 0 to 999 with at most three decimals need no grouping, and Intl's default rounding keeps them as they
 * are, so they are written here as Intl writes them (test/unit/client/format.test.ts): a page's first number or date
 * formatter, or its first question to Intl about a language, loads the runtime's locale data, 37-60 ms of main thread
 * on these machines (Chromium 156), and the chat's count and a chart's numbers are drawn as the app starts.
 */
function plainNumber(value: number, code: string): string | null {
  if (!(value >= 0 && value < 1000)) return null;
  const written = String(value);
  if (!/^\d+(\.\d{1,3})?$/.test(written)) return null;
  return digitsIn(written, code);
}

/** A number in the reader's digits (Devanagari digits in Nepali). */
export function displayNumber(value: number, code: string): string {
  const plain = plainNumber(value, code);
  if (plain !== null) return plain;
  const formatted = numberFormat(code).format(value);
  return code === "ne" && !intlKnows(code) ? withDevanagariDigits(formatted) : formatted;
}

/** A year as dates write it: the reader's digits, never grouped ("२०८१", not "२,०८१"). */
export function displayYear(year: number, code: string): string {
  return digitsIn(String(year), code);
}

/** "27.7°N 85.32°E": a place's coordinates to two decimals, with the compass letters and digits of the language. */
export function displayCoordinates(
  lat: number,
  lon: number,
  code: string,
  words: ReturnType<typeof compassWords.get>,
): string {
  const part = (value: number, positive: string, negative: string) =>
    `${displayNumber(Number(Math.abs(value).toFixed(2)), code)}°${value >= 0 ? positive : negative}`;
  return `${part(lat, words.north, words.south)} ${part(lon, words.east, words.west)}`;
}

type CalendarWords = ReturnType<typeof calendarWords.get>;

/**
 * A birth date in both calendars ("Apr 13 2024 · 1 Baishakh 2081 BS"); the AD part alone outside the BS table. Nepali
 * reads Bikram Sambat first and marks the AD date as well ("१७ कात्तिक २०४५ वि.सं. · १९८८ नोभेम्बर २ ई.सं."), as
 * every AD date on a Nepali page is marked.
 */
export function displayBirthDate(date: string, code: string, words: CalendarWords): string {
  if (code === "en") return formatBirthDate(date);
  const ad = displayDate(date, code);
  if (!ad) return date;
  const bs = adToBs(date);
  if (!bs) return code === "ne" ? `${ad} ${words.ad}` : ad;
  const month = (words as Record<string, string>)[`bsMonth${bs.month}`] ?? String(bs.month);
  const bsDate = `${displayNumber(bs.day, code)} ${month} ${displayYear(bs.year, code)} ${words.bs}`;
  return code === "ne" ? `${bsDate} · ${ad} ${words.ad}` : `${ad} · ${bsDate}`;
}

export function useFormat() {
  const code = useStore(language);
  const words = useStore(calendarWords);
  return {
    birthDate: (date: string) => displayBirthDate(date, code, words),
    date: (date: string) => displayDate(date, code),
    time: (time: string) => displayTime(time, code),
    number: (value: number) => displayNumber(value, code),
  };
}
