// The angas' names in the reader's language. Chart words come from the project's glossary (docs/languages.md): it
// gives the nakshatras and the signs in Devanagari. It has no tithi, paksha, yoga or karana names: those are proper
// names, the same Sanskrit words in every language, so Nepali and Hindi get them written in Devanagari as the
// patros and panchangas print them (never a translation); the weekdays are each language's own names.
import type { Language } from "../../contract/language";
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

/** The same names in Devanagari, in the order above (1-14; then Purnima and Amavasya). */
const DEVANAGARI_TITHIS = [
  "प्रतिपदा",
  "द्वितीया",
  "तृतीया",
  "चतुर्थी",
  "पञ्चमी",
  "षष्ठी",
  "सप्तमी",
  "अष्टमी",
  "नवमी",
  "दशमी",
  "एकादशी",
  "द्वादशी",
  "त्रयोदशी",
  "चतुर्दशी",
] as const;
const DEVANAGARI_PURNIMA = "पूर्णिमा";
const DEVANAGARI_AMAVASYA = "अमावस्या";

const DEVANAGARI_YOGAS = [
  "विष्कम्भ",
  "प्रीति",
  "आयुष्मान्",
  "सौभाग्य",
  "शोभन",
  "अतिगण्ड",
  "सुकर्मा",
  "धृति",
  "शूल",
  "गण्ड",
  "वृद्धि",
  "ध्रुव",
  "व्याघात",
  "हर्षण",
  "वज्र",
  "सिद्धि",
  "व्यतीपात",
  "वरीयान्",
  "परिघ",
  "शिव",
  "सिद्ध",
  "साध्य",
  "शुभ",
  "शुक्ल",
  "ब्रह्म",
  "इन्द्र",
  "वैधृति",
] as const;

const DEVANAGARI_MOVABLE_KARANAS = ["बव", "बालव", "कौलव", "तैतिल", "गर", "वणिज", "विष्टि"] as const;
const DEVANAGARI_FIXED_KARANAS = ["शकुनि", "चतुष्पद", "नाग"] as const;
const DEVANAGARI_KIMSTUGHNA = "किंस्तुघ्न";

const NEPALI_WEEKDAYS = ["आइतबार", "सोमबार", "मङ्गलबार", "बुधबार", "बिहीबार", "शुक्रबार", "शनिबार"] as const;
const HINDI_WEEKDAYS = ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"] as const;

export type Paksha = "shukla" | "krishna";

/** 1-30 -> its name. */
export function tithiName(tithi: number): string {
  if (tithi === 15) return "Purnima";
  if (tithi === 30) return "Amavasya";
  return TITHI_NAMES[(tithi - 1) % 15] ?? "";
}

function devanagariTithi(tithi: number): string {
  if (tithi === 15) return DEVANAGARI_PURNIMA;
  if (tithi === 30) return DEVANAGARI_AMAVASYA;
  return DEVANAGARI_TITHIS[(tithi - 1) % 15] ?? "";
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

function devanagariKarana(karana: number): string {
  if (karana === 1) return DEVANAGARI_KIMSTUGHNA;
  if (karana >= 58) return DEVANAGARI_FIXED_KARANAS[karana - 58] ?? "";
  return DEVANAGARI_MOVABLE_KARANAS[(karana - 2) % 7] ?? "";
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
  /** 1-12, Mesha = 1. */
  sign(sign: number): string;
}

const roman: AngaNames = {
  tithi: tithiName,
  paksha: (paksha) => (paksha === "shukla" ? "Shukla" : "Krishna"),
  nakshatra: (n) => NAKSHATRA_NAMES[n - 1] ?? "",
  yoga: (n) => YOGA_NAMES[n - 1] ?? "",
  karana: karanaName,
  vara: (n) => WEEKDAYS[n - 1] ?? "",
  sign: (n) => WORDS.en.sign(n - 1),
};

/** Hindi panchangs write the nasal of these names with the anusvara (पंचमी), Nepali patros with the conjunct (पञ्चमी). */
const HINDI_SPELLINGS: Record<string, string> = { पञ्चमी: "पंचमी", विष्कम्भ: "विष्कुंभ", इन्द्र: "इंद्र" };
const inHindi = (name: string) => HINDI_SPELLINGS[name] ?? name;

/** What Nepali and Hindi share: the Sanskrit names in Devanagari. */
const devanagari: Omit<AngaNames, "vara" | "nakshatra" | "sign"> = {
  tithi: devanagariTithi,
  paksha: (paksha) => (paksha === "shukla" ? "शुक्ल" : "कृष्ण"),
  yoga: (n) => DEVANAGARI_YOGAS[n - 1] ?? "",
  karana: devanagariKarana,
};

export const ANGA_NAMES: Record<Language, AngaNames> = {
  en: roman,
  ne: {
    ...devanagari,
    nakshatra: (n) => WORDS.ne.nakshatra(n - 1),
    sign: (n) => WORDS.ne.sign(n - 1),
    vara: (n) => NEPALI_WEEKDAYS[n - 1] ?? "",
  },
  hi: {
    ...devanagari,
    tithi: (n) => inHindi(devanagariTithi(n)),
    yoga: (n) => inHindi(DEVANAGARI_YOGAS[n - 1] ?? ""),
    nakshatra: (n) => WORDS.hi.nakshatra(n - 1),
    sign: (n) => WORDS.hi.sign(n - 1),
    vara: (n) => HINDI_WEEKDAYS[n - 1] ?? "",
  },
};
