// The angas' names in the reader's language. Chart words come from the project's glossary only (docs/languages.md):
// it gives the nakshatras in Devanagari, so those are Nepali and Hindi; it has no tithi, paksha, yoga, karana or
// weekday names yet, so those are the classical names in roman letters in every language until it does (never a
// machine translation).
import type { Language } from "../../machines/lib/language";
import { NAKSHATRA_NAMES } from "../astro/jyotish";
import { WORDS } from "../guru/compose/words";

/** Shukla tithis 1-15 end with Purnima; krishna 16-29 repeat Pratipada..Chaturdashi, and 30 is Amavasya. */
const TITHI_NAMES = [
  "Pratipada",
  "Dwitiya",
  "Tritiya",
  "Chaturthi",
  "Panchami",
  "Shashthi",
  "Saptami",
  "Ashtami",
  "Navami",
  "Dashami",
  "Ekadashi",
  "Dwadashi",
  "Trayodashi",
  "Chaturdashi",
] as const;

export const YOGA_NAMES = [
  "Vishkambha",
  "Priti",
  "Ayushman",
  "Saubhagya",
  "Shobhana",
  "Atiganda",
  "Sukarma",
  "Dhriti",
  "Shula",
  "Ganda",
  "Vriddhi",
  "Dhruva",
  "Vyaghata",
  "Harshana",
  "Vajra",
  "Siddhi",
  "Vyatipata",
  "Variyana",
  "Parigha",
  "Shiva",
  "Siddha",
  "Sadhya",
  "Shubha",
  "Shukla",
  "Brahma",
  "Indra",
  "Vaidhriti",
] as const;

/** The seven movable karanas, repeating eight times over karanas 2-57. */
const MOVABLE_KARANAS = ["Bava", "Balava", "Kaulava", "Taitila", "Garaja", "Vanija", "Vishti"] as const;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export type Paksha = "shukla" | "krishna";

/** 1-30 -> its name. */
export function tithiName(tithi: number): string {
  if (tithi === 15) return "Purnima";
  if (tithi === 30) return "Amavasya";
  return TITHI_NAMES[(tithi - 1) % 15] ?? "";
}

export function pakshaOf(tithi: number): Paksha {
  return tithi <= 15 ? "shukla" : "krishna";
}

/** 1 Kimstughna, 2-57 Bava..Vishti eight times, 58 Shakuni, 59 Chatushpada, 60 Naga. */
export function karanaName(karana: number): string {
  if (karana === 1) return "Kimstughna";
  if (karana >= 58) return ["Shakuni", "Chatushpada", "Naga"][karana - 58] ?? "";
  return MOVABLE_KARANAS[(karana - 2) % 7] ?? "";
}

export interface AngaNames {
  /** 1-30. */
  tithi(tithi: number): string;
  paksha(paksha: Paksha): string;
  /** 1-27, Ashwini = 1. */
  nakshatra(nakshatra: number): string;
  /** 1-27, Vishkambha = 1. */
  yoga(yoga: number): string;
  /** 1-60. */
  karana(karana: number): string;
  /** 1 = Sunday .. 7 = Saturday. */
  vara(vara: number): string;
}

const roman: AngaNames = {
  tithi: tithiName,
  paksha: (paksha) => (paksha === "shukla" ? "Shukla" : "Krishna"),
  nakshatra: (n) => NAKSHATRA_NAMES[n - 1] ?? "",
  yoga: (n) => YOGA_NAMES[n - 1] ?? "",
  karana: karanaName,
  vara: (n) => WEEKDAYS[n - 1] ?? "",
};

export const ANGA_NAMES: Record<Language, AngaNames> = {
  en: roman,
  ne: { ...roman, nakshatra: (n) => WORDS.ne.nakshatra(n - 1) },
  hi: { ...roman, nakshatra: (n) => WORDS.hi.nakshatra(n - 1) },
};
