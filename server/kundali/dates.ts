// How the kundali's sentences write a date (a period's end, Sade Sati's start): the calendar date of the instant in
// the reader's time zone, so the text and the page's tables name the same day, and, in Nepali, the Bikram Sambat date
// as the page writes it. Past the BS calendar (2200 BS) a Nepali date is written in AD with its era mark, never
// an unmarked AD date beside BS ones (shared/calendar/dates.ts: the one rule of which calendar a date is in).
import { adToBs, calendarDateOf, GREGORIAN_MONTHS_NEPALI } from "../../shared/calendar/dates";
import { withDevanagariDigits } from "../../shared/devanagari-digits";
import type { GuruLanguage } from "../guru/contract";

/** Bikram Sambat months as Nepal writes them (GLOSSARY.md). */
export const BS_MONTHS_NEPALI = [
  "बैशाख",
  "जेठ",
  "असार",
  "साउन",
  "भदौ",
  "असोज",
  "कात्तिक",
  "मंसिर",
  "पुस",
  "माघ",
  "फागुन",
  "चैत",
] as const;

/** The era mark of an AD date in Nepali (ईस्वी संवत्). */
export const AD_MARK_NEPALI = "ई.सं.";

const devanagari = (value: number) => withDevanagariDigits(String(value));

const formats = new Map<string, Intl.DateTimeFormat>();
function gregorian(locale: string, withDay: boolean, date: string): string {
  const key = `${locale}|${withDay}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(withDay ? { day: "numeric" } : {}),
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    formats.set(key, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

function nepali(date: string, withDay: boolean): string {
  const bs = adToBs(date);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const parts = bs
    ? [withDay ? devanagari(bs.day) : "", BS_MONTHS_NEPALI[bs.month - 1], devanagari(bs.year)]
    : [withDay ? devanagari(day) : "", GREGORIAN_MONTHS_NEPALI[month - 1], devanagari(year), AD_MARK_NEPALI];
  return parts.filter(Boolean).join(" ");
}

export interface KundaliDates {
  /** "25 February 2027", "२५ फरवरी २०२७" (hi), "१३ फागुन २०८३" (ne). */
  day(iso: string): string;
  /** "February 2027", "फागुन २०८३" (ne). */
  monthYear(iso: string): string;
}

/** The date writer of one language and one reader's time zone. */
export function kundaliDates(language: GuruLanguage, timeZone: string): KundaliDates {
  const local = (iso: string) => calendarDateOf(iso, timeZone);
  if (language === "ne") {
    return { day: (iso) => nepali(local(iso), true), monthYear: (iso) => nepali(local(iso), false) };
  }
  const locale = language === "hi" ? "hi-IN" : "en-GB";
  return {
    day: (iso) => gregorian(locale, true, local(iso)),
    monthYear: (iso) => gregorian(locale, false, local(iso)),
  };
}
