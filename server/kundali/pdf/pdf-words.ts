// The kundali PDF's own words in English, Nepali and Hindi: headings, labels and short phrases, written for this
// document with the glossary's chart terms (docs/languages.md) (never machine-translated). Chart words proper (signs, planets,
// nakshatras, yoga meanings) come with the report or from the guru's WORDS. Also the PDF's number and date forms:
// Devanagari digits in Nepali, calendar dates in the reader's zone, and in Nepali the Bikram Sambat date as well.
import { KUNDALI_LABELS, type KundaliBody, type KundaliReport, signDegreeText } from "../../../contract/kundali";
import { adToBs, BS_MONTHS, calendarDateOf } from "../../../shared/calendar/dates";

export type PdfLanguage = KundaliReport["language"];

export interface PdfWords {
  title: string;
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  coordinates: string;
  /** Latitude and longitude's directions: north, south, east, west. */
  compass: readonly [string, string, string, string];
  timeZone: string;
  conventions: string;
  ayanamsa: string;
  dashaYear: string;
  /** "{days} days" */
  days: string;
  rasiChart: string;
  navamsaChart: string;
  north: string;
  south: string;
  planetPositions: string;
  planet: string;
  sign: string;
  degree: string;
  nakshatra: string;
  pada: string;
  house: string;
  dignity: string;
  notes: string;
  /** The planet table's marks and their legend. */
  retrogradeMark: string;
  combustMark: string;
  legend: string;
  vimshottari: string;
  /** "{years} years of {lord} dasha were left at birth." */
  balance: string;
  mahadashas: string;
  /** "Antardashas of the {lord} mahadasha" */
  antardashasOf: string;
  /** "Pratyantardashas of the {lord} antardasha" */
  pratyantardashasOf: string;
  from: string;
  to: string;
  years: string;
  running: string;
  /** "Periods and transits as of {date}" */
  asOf: string;
  transits: string;
  /** Table headings may break onto a second line at "\n". */
  houseFromMoon: string;
  houseFromAscendant: string;
  since: string;
  until: string;
  favourable: string;
  unfavourable: string;
  sadeSati: string;
  /** "Running now, {phase} phase" */
  sadeSatiRunning: string;
  sadeSatiNotRunning: string;
  currentSpell: string;
  phaseSpan: string;
  nextSpell: string;
  previousSpell: string;
  manglik: string;
  manglikStatus: Record<"none" | "cancelled" | "mild" | "present", string>;
  /** "Mars in the {house}" with the house as WORDS writes it ("10th house"). */
  marsHouse: string;
  exceptions: string;
  /** "School: {school}" */
  school: string;
  schools: Record<string, string>;
  yogas: string;
  noYogas: string;
  cancelled: string;
  weakened: string;
  interpretation: string;
  polar: string;
  /** The chart labels (the glossary's chart labels), the ascendant's under "ascendant". */
  labels: Record<KundaliBody | "ascendant", string>;
  /** Bikram Sambat months, Baishakh first (the glossary). */
  bsMonths: readonly string[];
  bs: string;
}

const EN: PdfWords = {
  title: "Kundali",
  name: "Name",
  birthDate: "Date of birth",
  birthTime: "Time of birth",
  birthPlace: "Place of birth",
  coordinates: "Coordinates",
  compass: ["N", "S", "E", "W"],
  timeZone: "Time zone",
  conventions: "Conventions",
  ayanamsa: "Ayanamsa",
  dashaYear: "Dasha year",
  days: "{days} days",
  rasiChart: "Rasi chart (D1)",
  navamsaChart: "Navamsa chart (D9)",
  north: "North Indian style",
  south: "South Indian style",
  planetPositions: "Planet positions",
  planet: "Planet",
  sign: "Sign",
  degree: "Degree",
  nakshatra: "Nakshatra",
  pada: "Pada",
  house: "House",
  dignity: "Dignity",
  notes: "Notes",
  retrogradeMark: "R",
  combustMark: "C",
  legend: "R retrograde · C combust · degrees within the sign",
  vimshottari: "Vimshottari dasha",
  balance: "{years} years of the {lord} dasha were left at birth.",
  mahadashas: "Mahadashas",
  antardashasOf: "Antardashas of the {lord} mahadasha",
  pratyantardashasOf: "Pratyantardashas of the {lord} antardasha",
  from: "From",
  to: "To",
  years: "Years",
  running: "running now",
  asOf: "Periods and transits as of {date}",
  transits: "Transits now",
  houseFromMoon: "House from\nMoon",
  houseFromAscendant: "House from\nascendant",
  since: "Since",
  until: "Until",
  favourable: "favourable",
  unfavourable: "unfavourable",
  sadeSati: "Sade Sati",
  sadeSatiRunning: "Running now: {phase} phase",
  sadeSatiNotRunning: "Not running now",
  currentSpell: "This Sade Sati",
  phaseSpan: "This phase",
  nextSpell: "Next Sade Sati",
  previousSpell: "Previous Sade Sati",
  manglik: "Manglik",
  manglikStatus: {
    none: "Not manglik",
    cancelled: "Manglik, cancelled by an exception",
    mild: "Mildly manglik (from the Moon only)",
    present: "Manglik",
  },
  marsHouse: "Mars in the {house}",
  exceptions: "Exceptions",
  school: "School: {school}",
  schools: {
    parashari: "Parashari",
    phaladeepika: "Phaladeepika",
    saravali: "Saravali",
    "common-practice": "common practice",
  },
  yogas: "Yogas",
  noYogas: "No yogas found.",
  cancelled: "cancelled",
  weakened: "weakened",
  interpretation: "Interpretation",
  polar: "Born inside a polar circle: the ascendant follows Swiss Ephemeris's convention.",
  labels: { ascendant: "As", ...KUNDALI_LABELS },

  bsMonths: BS_MONTHS,
  bs: "BS",
};

const BS_MONTHS_DEVANAGARI = ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत"];

const NE: PdfWords = {
  title: "जन्म कुण्डली",
  name: "नाम",
  birthDate: "जन्म मिति",
  birthTime: "जन्म समय",
  birthPlace: "जन्म स्थान",
  coordinates: "अक्षांश, देशान्तर",
  compass: ["उ.", "द.", "पू.", "प."],
  timeZone: "समय क्षेत्र",
  conventions: "गणना पद्धति",
  ayanamsa: "अयनांश",
  dashaYear: "दशा वर्ष",
  days: "{days} दिन",
  rasiChart: "राशि कुण्डली (D1)",
  navamsaChart: "नवांश कुण्डली (D9)",
  north: "उत्तर भारतीय शैली",
  south: "दक्षिण भारतीय शैली",
  planetPositions: "ग्रहहरूको स्थिति",
  planet: "ग्रह",
  sign: "राशि",
  degree: "अंश",
  nakshatra: "नक्षत्र",
  pada: "चरण",
  house: "भाव",
  dignity: "स्थिति",
  notes: "टिप्पणी",
  retrogradeMark: "व",
  combustMark: "अ",
  legend: "व वक्री · अ अस्त · अंश राशिभित्रको",
  vimshottari: "विंशोत्तरी दशा",
  balance: "जन्मको बेला {lord} दशाको {years} वर्ष बाँकी थियो।",
  mahadashas: "महादशा",
  antardashasOf: "{lord} महादशाभित्रका अन्तर्दशा",
  pratyantardashasOf: "{lord} अन्तर्दशाभित्रका प्रत्यन्तर दशा",
  from: "देखि",
  to: "सम्म",
  years: "वर्ष",
  running: "अहिले चलिरहेको",
  asOf: "{date} को दशा र गोचर",
  transits: "अहिलेको गोचर",
  houseFromMoon: "चन्द्रमाबाट\nभाव",
  houseFromAscendant: "लग्नबाट\nभाव",
  since: "देखि",
  until: "सम्म",
  favourable: "शुभ",
  unfavourable: "अशुभ",
  sadeSati: "साढेसाती",
  sadeSatiRunning: "अहिले चलिरहेको: {phase} चरण",
  sadeSatiNotRunning: "अहिले चलिरहेको छैन",
  currentSpell: "यो साढेसाती",
  phaseSpan: "यो चरण",
  nextSpell: "अर्को साढेसाती",
  previousSpell: "अघिल्लो साढेसाती",
  manglik: "मांगलिक",
  manglikStatus: {
    none: "मांगलिक होइन",
    cancelled: "मांगलिक, तर अपवादले परिहार भएको",
    mild: "आंशिक मांगलिक (चन्द्रमाबाट मात्र)",
    present: "मांगलिक",
  },
  marsHouse: "मङ्गल {house}मा",
  exceptions: "अपवाद",
  school: "पद्धति: {school}",
  schools: { parashari: "पराशरी", phaladeepika: "फलदीपिका", saravali: "सारावली", "common-practice": "प्रचलित परम्परा" },
  yogas: "योग",
  noYogas: "कुनै योग भेटिएन।",
  cancelled: "भङ्ग भएको",
  weakened: "कमजोर",
  interpretation: "फलादेश",
  polar: "ध्रुवीय वृत्तभित्रको जन्म: लग्न स्विस एफिमेरिसको नियमअनुसार।",
  labels: {
    ascendant: "ल",
    sun: "सू",
    moon: "च",
    mars: "मं",
    mercury: "बु",
    jupiter: "बृ",
    venus: "शु",
    saturn: "श",
    rahu: "रा",
    ketu: "के",
  },
  bsMonths: BS_MONTHS_DEVANAGARI,
  bs: "वि.सं.",
};

const HI: PdfWords = {
  ...NE,
  title: "जन्म कुंडली",
  birthDate: "जन्म तिथि",
  coordinates: "अक्षांश, देशांतर",
  rasiChart: "राशि कुंडली (D1)",
  navamsaChart: "नवांश कुंडली (D9)",
  planetPositions: "ग्रहों की स्थिति",
  notes: "टिप्पणी",
  legend: "व वक्री · अ अस्त · अंश राशि के भीतर",
  balance: "जन्म के समय {lord} दशा के {years} वर्ष शेष थे।",
  antardashasOf: "{lord} महादशा की अंतर्दशाएँ",
  pratyantardashasOf: "{lord} अंतर्दशा की प्रत्यंतर दशाएँ",
  from: "से",
  to: "तक",
  running: "अभी चल रही",
  asOf: "{date} की दशा और गोचर",
  transits: "वर्तमान गोचर",
  houseFromMoon: "चंद्रमा से\nभाव",
  houseFromAscendant: "लग्न से\nभाव",
  since: "से",
  until: "तक",
  sadeSati: "साढ़ेसाती",
  sadeSatiRunning: "अभी चल रही: {phase} चरण",
  sadeSatiNotRunning: "अभी नहीं चल रही",
  currentSpell: "यह साढ़ेसाती",
  phaseSpan: "यह चरण",
  nextSpell: "अगली साढ़ेसाती",
  previousSpell: "पिछली साढ़ेसाती",
  manglikStatus: {
    none: "मांगलिक नहीं",
    cancelled: "मांगलिक, पर अपवाद से परिहार",
    mild: "आंशिक मांगलिक (केवल चंद्रमा से)",
    present: "मांगलिक",
  },
  marsHouse: "मंगल {house} में",
  schools: { parashari: "पराशरी", phaladeepika: "फलदीपिका", saravali: "सारावली", "common-practice": "प्रचलित परंपरा" },
  noYogas: "कोई योग नहीं मिला।",
  cancelled: "भंग",
  weakened: "कमज़ोर",
  polar: "ध्रुवीय वृत्त के भीतर जन्म: लग्न स्विस एफ़ेमेरिस के नियम से।",
  labels: { ...NE.labels, moon: "चं", jupiter: "गु" },
};

export const PDF_WORDS: Record<PdfLanguage, PdfWords> = { en: EN, ne: NE, hi: HI };

/** Fills {placeholders}. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const LOCALES: Record<PdfLanguage, string> = { en: "en-GB", ne: "ne-NP", hi: "hi-IN" };

/** The PDF's numbers: Devanagari digits in Nepali, no grouping. */
export function formatNumber(value: number, language: PdfLanguage, fractionDigits = 0): string {
  const format = cached(
    `number|${language}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(LOCALES[language], {
        useGrouping: false,
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
  return format.format(value);
}

// Intl formatters are slow to make and a PDF writes hundreds of numbers and dates: one of each kind is kept.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/** Digits in the language's script, whatever else the text holds ("+05:45" -> "+०५:४५" in Nepali). */
export function localDigits(text: string, language: PdfLanguage): string {
  return language === "ne" ? text.replace(/\d/g, (digit) => formatNumber(Number(digit), language)) : text;
}

/** Degrees within a sign as 14°32′ in the language's digits. */
export function formatDegree(degrees: number, language: PdfLanguage): string {
  return localDigits(signDegreeText(degrees), language);
}

/** A Bikram Sambat date ("18 जेठ 2083") of a calendar date, or null outside the table. */
export function bsDate(date: string, language: PdfLanguage): string | null {
  const bs = adToBs(date);
  if (!bs) return null;
  const words = PDF_WORDS[language];
  return `${formatNumber(bs.day, language)} ${words.bsMonths[bs.month - 1]} ${formatNumber(bs.year, language)}`;
}

/** A calendar date ("YYYY-MM-DD") as written in the language; in Nepali with its BS date after it. */
export function formatCalendarDate(date: string, language: PdfLanguage): string {
  const [year, month, day] = date.split("-").map(Number);
  const at = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  const ad = cached(
    `date|${language}`,
    // Hindi's short months are abbreviated with a mark ("अग॰"); its full names fit the tables as well.
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        day: "numeric",
        month: language === "hi" ? "long" : "short",
        year: "numeric",
        timeZone: "UTC",
      }),
  ).format(at);
  if (language !== "ne") return ad;
  const bs = bsDate(date, language);
  return bs ? `${ad} (${bs})` : ad;
}

/** An instant's calendar date in the zone, as written in the language. */
export function formatInstantDate(iso: string, timeZone: string, language: PdfLanguage): string {
  return formatCalendarDate(calendarDateOf(iso, timeZone), language);
}
