// Which festivals the app knows and the rule that places each one (docs/panchang.md, "Festivals"): no table of
// dates, only the lunar month, tithi and the part of the day the rite belongs to; the Sun's ingress; or a Bikram
// Sambat date fixed by law. Nepal's calendar (nepal mode) lists Nepal's public and major Hindu festivals, India's
// (drik mode) India's major ones. Names follow the project's glossary where it has them (it has no festival names);
// otherwise the spelling Nepali patros and Hindi panchangas use (docs/language-review.md lists them for review).
import type { Language } from "../../../contract/language";
import type { Karmakala } from "./lunar-days";

export type FestivalCalendar = "nepal" | "india";

/** Amanta months, 1 = Chaitra. */
export const LUNAR_MONTHS = [
  "Chaitra",
  "Vaishakha",
  "Jyeshtha",
  "Ashadha",
  "Shravana",
  "Bhadrapada",
  "Ashwin",
  "Kartik",
  "Margashirsha",
  "Pausha",
  "Magha",
  "Phalguna",
] as const;
const CHAITRA = 1;
const VAISHAKHA = 2;
const SHRAVANA = 5;
const BHADRAPADA = 6;
const ASHWIN = 7;
const KARTIK = 8;
const MAGHA = 11;
const PHALGUNA = 12;

/** Tithis 1-15 shukla paksha, 16-30 krishna paksha (30 = Amavasya). */
const PURNIMA = 15;
const AMAVASYA = 30;
const krishna = (tithi: number) => 15 + tithi;

/** The tithi is the one at sunrise (udaya), held for at least `minimumHours` after it, else the day it begins. */
export interface SunriseObservance {
  at: "sunrise";
  minimumHours?: number;
}
/** The day whose karmakala holds the tithi longest (the earlier day on a tie). */
export interface KarmakalaObservance {
  at: Karmakala;
}

export interface LunarRule {
  kind: "lunar";
  /** Amanta month, 1 = Chaitra; never an adhik month. */
  month: number;
  tithi: number;
  observance: SunriseObservance | KarmakalaObservance;
  /** Kept this many days after the day the rule finds (Holi the day after Holika Dahan). */
  dayAfter?: number;
}
/** The civil day of the Sun's sidereal ingress into `sign` (1 = Mesha), the next day when it comes after sunset. */
export interface IngressRule {
  kind: "ingress";
  sign: number;
}
/** A Bikram Sambat date (day 1 of a month: the month's sankranti by Nepal's calendar). */
export interface BsDateRule {
  kind: "bs";
  month: number;
  day: number;
  /** The first BS year it is kept (a national day exists from the year its event happened). */
  since?: number;
}
export type FestivalRule = LunarRule | IngressRule | BsDateRule;

export interface Festival {
  id: string;
  calendars: readonly FestivalCalendar[];
  rule: FestivalRule;
  names: Record<Language, string>;
}

const lunar = (
  month: number,
  tithi: number,
  observance: LunarRule["observance"] = { at: "sunrise" },
  dayAfter?: number,
): LunarRule => ({ kind: "lunar", month, tithi, observance, ...(dayAfter ? { dayAfter } : {}) });
const bs = (month: number, day: number, since?: number): BsDateRule => ({
  kind: "bs",
  month,
  day,
  ...(since ? { since } : {}),
});

const NEPAL = ["nepal"] as const;
const INDIA = ["india"] as const;
const BOTH = ["nepal", "india"] as const;

/** Raksha Bandhan waits for a purnima that holds three muhurtas (2 h 24 min) after sunrise, as drikpanchang keeps it. */
const THREE_MUHURTAS = 2.4;

export const FESTIVALS: readonly Festival[] = [
  // Bada Dashain: Ashwin shukla 1-10.
  {
    id: "ghatasthapana",
    calendars: NEPAL,
    rule: lunar(ASHWIN, 1),
    names: { en: "Ghatasthapana", ne: "घटस्थापना", hi: "घटस्थापना" },
  },
  { id: "phulpati", calendars: NEPAL, rule: lunar(ASHWIN, 7), names: { en: "Phulpati", ne: "फूलपाती", hi: "फूलपाती" } },
  {
    id: "maha-ashtami",
    calendars: NEPAL,
    rule: lunar(ASHWIN, 8),
    names: { en: "Maha Ashtami", ne: "महाअष्टमी", hi: "महाअष्टमी" },
  },
  {
    id: "maha-navami",
    calendars: NEPAL,
    rule: lunar(ASHWIN, 9),
    names: { en: "Maha Navami", ne: "महानवमी", hi: "महानवमी" },
  },
  {
    id: "vijaya-dashami",
    calendars: NEPAL,
    rule: lunar(ASHWIN, 10),
    names: { en: "Vijaya Dashami (Dashain Tika)", ne: "विजया दशमी (दशैं टीका)", hi: "विजयादशमी (दशैं टीका)" },
  },
  // Tihar (Yamapanchak): Kartik krishna 13 (purnimanta) to Kartik shukla 2.
  {
    id: "kag-tihar",
    calendars: NEPAL,
    rule: lunar(ASHWIN, krishna(13)),
    names: { en: "Kag Tihar", ne: "काग तिहार", hi: "काग तिहार" },
  },
  {
    id: "kukur-tihar",
    calendars: NEPAL,
    rule: lunar(ASHWIN, krishna(14)),
    names: { en: "Kukur Tihar", ne: "कुकुर तिहार", hi: "कुकुर तिहार" },
  },
  {
    id: "laxmi-puja",
    calendars: NEPAL,
    rule: lunar(ASHWIN, AMAVASYA, { at: "pradosh" }),
    names: { en: "Laxmi Puja", ne: "लक्ष्मी पूजा", hi: "लक्ष्मी पूजा" },
  },
  {
    id: "govardhan-puja",
    calendars: NEPAL,
    rule: lunar(KARTIK, 1),
    names: { en: "Govardhan Puja, Mha Puja", ne: "गोवर्धन पूजा, म्ह पूजा", hi: "गोवर्धन पूजा, म्ह पूजा" },
  },
  {
    id: "bhai-tika",
    calendars: NEPAL,
    rule: lunar(KARTIK, 2),
    names: { en: "Bhai Tika", ne: "भाइटीका", hi: "भाई टीका" },
  },
  { id: "chhath", calendars: BOTH, rule: lunar(KARTIK, 6), names: { en: "Chhath", ne: "छठ", hi: "छठ पूजा" } },
  {
    id: "haritalika-teej",
    calendars: NEPAL,
    rule: lunar(BHADRAPADA, 3),
    names: { en: "Haritalika Teej", ne: "हरितालिका तीज", hi: "हरतालिका तीज" },
  },
  {
    id: "janai-purnima",
    calendars: NEPAL,
    rule: lunar(SHRAVANA, PURNIMA),
    names: {
      en: "Janai Purnima, Rakshya Bandhan",
      ne: "जनै पूर्णिमा, रक्षाबन्धन",
      hi: "जनै पूर्णिमा, रक्षाबंधन",
    },
  },
  {
    id: "janmashtami",
    calendars: BOTH,
    rule: lunar(SHRAVANA, krishna(8), { at: "nishita" }),
    names: { en: "Krishna Janmashtami", ne: "श्रीकृष्ण जन्माष्टमी", hi: "श्रीकृष्ण जन्माष्टमी" },
  },
  {
    id: "maha-shivaratri",
    calendars: BOTH,
    rule: lunar(MAGHA, krishna(14), { at: "nishita" }),
    names: { en: "Maha Shivaratri", ne: "महाशिवरात्रि", hi: "महाशिवरात्रि" },
  },
  // Holi: the hills keep Fagu Purnima on the evening of the purnima, the Terai the day after.
  {
    id: "holi-hills",
    calendars: NEPAL,
    rule: lunar(PHALGUNA, PURNIMA, { at: "pradosh" }),
    names: { en: "Fagu Purnima (Holi), hills", ne: "फागु पूर्णिमा (होली), पहाड", hi: "फागु पूर्णिमा (होली), पहाड़" },
  },
  {
    id: "holi-terai",
    calendars: NEPAL,
    rule: lunar(PHALGUNA, PURNIMA, { at: "pradosh" }, 1),
    names: { en: "Fagu Purnima (Holi), Terai", ne: "फागु पूर्णिमा (होली), तराई", hi: "फागु पूर्णिमा (होली), तराई" },
  },
  {
    id: "buddha-jayanti",
    calendars: NEPAL,
    rule: lunar(VAISHAKHA, PURNIMA),
    names: { en: "Buddha Jayanti", ne: "बुद्ध जयन्ती", hi: "बुद्ध जयंती" },
  },
  {
    id: "ram-navami",
    calendars: BOTH,
    rule: lunar(CHAITRA, 9, { at: "madhyahna" }),
    names: { en: "Ram Navami", ne: "रामनवमी", hi: "रामनवमी" },
  },
  {
    id: "indra-jatra",
    calendars: NEPAL,
    rule: lunar(BHADRAPADA, 14),
    names: { en: "Indra Jatra", ne: "इन्द्रजात्रा", hi: "इंद्र जात्रा" },
  },
  // Nepal's solar days: the first day of a BS month is its sankranti.
  {
    id: "nepali-new-year",
    calendars: NEPAL,
    rule: bs(1, 1),
    names: { en: "Nepali New Year", ne: "नयाँ वर्ष", hi: "नेपाली नव वर्ष" },
  },
  {
    id: "saune-sankranti",
    calendars: NEPAL,
    rule: bs(4, 1),
    names: { en: "Saune Sankranti", ne: "साउने सङ्क्रान्ति", hi: "साउने संक्रांति" },
  },
  {
    id: "maghe-sankranti",
    calendars: NEPAL,
    rule: bs(10, 1),
    names: { en: "Maghe Sankranti", ne: "माघे सङ्क्रान्ति", hi: "माघे संक्रांति" },
  },
  // Public holidays on fixed BS dates, as every year's list in the Nepal Gazette gives them (the 2080 and 2081 lists:
  // fncci.org/working-hour-and-holiday-calendar-2080-320.html, dhadingnews.com/archives/52723,
  // anzkhabar.com.au/?p=59097), from the year each began: the republic was declared on 15 Jestha 2065, the
  // constitution promulgated on 3 Ashwin 2072, and Prithvi Jayanti made a public holiday again by the cabinet's decision of January 2023 (27 Poush 2079; reported
  // by Desh Sanchar and Aawaaj News).
  {
    id: "republic-day",
    calendars: NEPAL,
    rule: bs(2, 15, 2065),
    names: { en: "Republic Day", ne: "गणतन्त्र दिवस", hi: "गणतंत्र दिवस" },
  },
  {
    id: "constitution-day",
    calendars: NEPAL,
    rule: bs(6, 3, 2072),
    names: { en: "Constitution Day", ne: "संविधान दिवस", hi: "संविधान दिवस" },
  },
  {
    id: "prithvi-jayanti",
    calendars: NEPAL,
    rule: bs(9, 27, 2079),
    names: {
      en: "Prithvi Jayanti, National Unity Day",
      ne: "पृथ्वी जयन्ती, राष्ट्रिय एकता दिवस",
      hi: "पृथ्वी जयंती, राष्ट्रीय एकता दिवस",
    },
  },
  // India's major festivals (drikpanchang's rules).
  {
    id: "makar-sankranti",
    calendars: INDIA,
    rule: { kind: "ingress", sign: 10 },
    names: { en: "Makar Sankranti", ne: "मकर सङ्क्रान्ति", hi: "मकर संक्रांति" },
  },
  {
    id: "holi",
    calendars: INDIA,
    rule: lunar(PHALGUNA, PURNIMA, { at: "pradosh" }, 1),
    names: { en: "Holi", ne: "होली", hi: "होली" },
  },
  {
    id: "raksha-bandhan",
    calendars: INDIA,
    rule: lunar(SHRAVANA, PURNIMA, { at: "sunrise", minimumHours: THREE_MUHURTAS }),
    names: { en: "Raksha Bandhan", ne: "रक्षाबन्धन", hi: "रक्षाबंधन" },
  },
  {
    id: "ganesh-chaturthi",
    calendars: INDIA,
    rule: lunar(BHADRAPADA, 4, { at: "madhyahna" }),
    names: { en: "Ganesh Chaturthi", ne: "गणेश चतुर्थी", hi: "गणेश चतुर्थी" },
  },
  {
    id: "navaratri",
    calendars: INDIA,
    rule: lunar(ASHWIN, 1),
    names: { en: "Sharad Navaratri begins", ne: "शारदीय नवरात्र आरम्भ", hi: "शारदीय नवरात्रि आरंभ" },
  },
  {
    id: "dussehra",
    calendars: INDIA,
    rule: lunar(ASHWIN, 10, { at: "aparahna" }),
    names: { en: "Dussehra (Vijayadashami)", ne: "दशहरा (विजया दशमी)", hi: "दशहरा (विजयादशमी)" },
  },
  {
    id: "karva-chauth",
    calendars: INDIA,
    rule: lunar(ASHWIN, krishna(4), { at: "moonrise" }),
    names: { en: "Karva Chauth", ne: "करवा चौथ", hi: "करवा चौथ" },
  },
  {
    id: "diwali",
    calendars: INDIA,
    rule: lunar(ASHWIN, AMAVASYA, { at: "pradosh" }),
    names: { en: "Diwali (Lakshmi Puja)", ne: "दीपावली (लक्ष्मी पूजा)", hi: "दीपावली (लक्ष्मी पूजा)" },
  },
];
