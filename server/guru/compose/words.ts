// The chart words of the answers in English, Nepali and Hindi, exactly as the glossary gives them (docs/languages.md) (never
// machine-translated): planets, signs, house ordinals, the life areas, dignities, dates and lists.
import { BODY_DISPLAY_NAMES, NAKSHATRA_NAMES, SIGN_NAMES } from "../../astro/jyotish";
import type { BodyName, Dignity } from "../../astro/types";
import type { GuruLanguage } from "../contract";
import type { LifeArea } from "../life-areas";

export interface Words {
  planet(body: BodyName): string;
  sign(sign: number): string;
  /** Ashwini = 0. */
  nakshatra(nakshatra: number): string;
  /** "7th house" / "सातौं भाव" / "सातवें भाव" (the form used before "in"/"मा"/"में"). */
  house(n: number): string;
  /** Houses a planet rules, as one phrase: "3rd and 12th houses" / "तेस्रो र बाह्रौं भाव" / "तीसरे और बारहवें भावों"
   * (Hindi in the oblique plural, as it is only written before का). */
  houses(ns: number[]): string;
  area(area: LifeArea): string;
  /** A dignity note after a placement, or "" when there is nothing to say. */
  dignity(dignity: Dignity | null): string;
  /** What else weakens or lifts a planet: combust, retrograde, neecha bhanga (the glossary's words (docs/languages.md)). */
  condition: { combust: string; retrograde: string; neechaBhanga: string };
  /** "March 2027" in the language's words and digits. */
  monthYear(iso: string): string;
  year(iso: string): string;
  number(n: number): string;
  /** "a, b and c" */
  list(items: string[]): string;
}

const EN_AREAS: Record<LifeArea, string> = {
  career: "career and work",
  marriage: "marriage",
  relationships: "love and relationships",
  health: "health",
  finance: "money and savings",
  education: "studies",
  family: "family life",
  children: "children",
  travel: "travel and life abroad",
  property: "property and a home of your own",
  spirituality: "spiritual life",
  legal: "legal matters",
};

const NE_AREAS: Record<LifeArea, string> = {
  career: "करियर र जागिर",
  marriage: "विवाह",
  relationships: "प्रेम सम्बन्ध",
  health: "स्वास्थ्य",
  finance: "धन र बचत",
  education: "पढाइ",
  family: "पारिवारिक जीवन",
  children: "सन्तान",
  travel: "विदेश र यात्रा",
  property: "घर, जग्गा र सवारी",
  spirituality: "आध्यात्मिक जीवन",
  legal: "मुद्दा र कानुनी विषय",
};

const HI_AREAS: Record<LifeArea, string> = {
  career: "करियर और नौकरी",
  marriage: "विवाह",
  relationships: "प्रेम संबंध",
  health: "स्वास्थ्य",
  finance: "धन और बचत",
  education: "पढ़ाई",
  family: "पारिवारिक जीवन",
  children: "संतान",
  travel: "विदेश और यात्रा",
  property: "घर, ज़मीन और वाहन",
  spirituality: "आध्यात्मिक जीवन",
  legal: "मुकदमे और कानूनी मामले",
};

const NE_PLANETS: Record<BodyName, string> = {
  sun: "सूर्य",
  moon: "चन्द्रमा",
  mars: "मङ्गल",
  mercury: "बुध",
  jupiter: "बृहस्पति",
  venus: "शुक्र",
  saturn: "शनि",
  rahu: "राहु",
  ketu: "केतु",
};
const HI_PLANETS: Record<BodyName, string> = { ...NE_PLANETS, moon: "चंद्रमा", mars: "मंगल", jupiter: "गुरु" };

/** The glossary's nakshatras (docs/languages.md), index 0 = Ashwini. */
const DEVANAGARI_NAKSHATRAS = [
  "अश्विनी",
  "भरणी",
  "कृत्तिका",
  "रोहिणी",
  "मृगशिरा",
  "आर्द्रा",
  "पुनर्वसु",
  "पुष्य",
  "आश्लेषा",
  "मघा",
  "पूर्वाफाल्गुनी",
  "उत्तराफाल्गुनी",
  "हस्त",
  "चित्रा",
  "स्वाती",
  "विशाखा",
  "अनुराधा",
  "ज्येष्ठा",
  "मूल",
  "पूर्वाषाढा",
  "उत्तराषाढा",
  "श्रवण",
  "धनिष्ठा",
  "शतभिषा",
  "पूर्वाभाद्रपद",
  "उत्तराभाद्रपद",
  "रेवती",
];

const NE_SIGNS = ["मेष", "वृष", "मिथुन", "कर्कट", "सिंह", "कन्या", "तुला", "वृश्चिक", "धनु", "मकर", "कुम्भ", "मीन"];
const HI_SIGNS = ["मेष", "वृषभ", "मिथुन", "कर्क", "सिंह", "कन्या", "तुला", "वृश्चिक", "धनु", "मकर", "कुंभ", "मीन"];
const NE_ORDINALS = ["पहिलो", "दोस्रो", "तेस्रो", "चौथो", "पाँचौं", "छैटौं", "सातौं", "आठौं", "नवौं", "दसौं", "एघारौं", "बाह्रौं"];
const HI_ORDINALS = ["पहले", "दूसरे", "तीसरे", "चौथे", "पाँचवें", "छठे", "सातवें", "आठवें", "नौवें", "दसवें", "ग्यारहवें", "बारहवें"];

const EN_DIGNITY: Partial<Record<Dignity, string>> = {
  exalted: "exalted",
  debilitated: "debilitated",
  moolatrikona: "in its moolatrikona sign",
  own: "in its own sign",
  enemy: "in an unfriendly sign",
  friend: "in a friendly sign",
};
// Nepali and Hindi dignities as short labels; the phrases write them as "(उच्चको स्थिति)" / "(उच्च की स्थिति)".
const NE_DIGNITY: Partial<Record<Dignity, string>> = {
  exalted: "उच्च",
  debilitated: "नीच",
  moolatrikona: "मूलत्रिकोण",
  own: "स्वराशि",
  enemy: "शत्रु राशि",
  friend: "मित्र राशि",
};
const HI_DIGNITY: Partial<Record<Dignity, string>> = NE_DIGNITY;

function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const f = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  return (iso: string) => f.format(new Date(iso));
}

function joiner(and: string) {
  return (items: string[]) =>
    items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

const enOrdinal = (n: number) => (n === 1 ? "1st" : n === 2 ? "2nd" : n === 3 ? "3rd" : `${n}th`);

const en: Words = {
  planet: (b) => BODY_DISPLAY_NAMES[b],
  sign: (s) => SIGN_NAMES[s] ?? "",
  nakshatra: (n) => NAKSHATRA_NAMES[n] ?? "",
  house: (n) => `${enOrdinal(n)} house`,
  houses: (ns) => `${joiner("and")(ns.map(enOrdinal))} ${ns.length > 1 ? "houses" : "house"}`,
  area: (a) => EN_AREAS[a],
  dignity: (d) => (d ? (EN_DIGNITY[d] ?? "") : ""),
  condition: {
    combust: "combust",
    retrograde: "retrograde",
    neechaBhanga: "with its debilitation cancelled (neecha bhanga)",
  },
  monthYear: formatter("en-GB", { month: "long", year: "numeric" }),
  year: formatter("en-GB", { year: "numeric" }),
  number: (n) => String(n),
  list: joiner("and"),
};

const devanagariNumber = new Intl.NumberFormat("ne-NP", { useGrouping: false });

const ne: Words = {
  planet: (b) => NE_PLANETS[b],
  sign: (s) => NE_SIGNS[s] ?? "",
  nakshatra: (n) => DEVANAGARI_NAKSHATRAS[n] ?? "",
  house: (n) => `${NE_ORDINALS[n - 1]} भाव`,
  houses: (ns) => `${joiner("र")(ns.map((n) => NE_ORDINALS[n - 1] ?? ""))} भाव`,
  area: (a) => NE_AREAS[a],
  dignity: (d) => (d ? (NE_DIGNITY[d] ?? "") : ""),
  condition: { combust: "अस्त", retrograde: "वक्री", neechaBhanga: "नीचभङ्ग" },
  monthYear: formatter("ne-NP", { month: "long", year: "numeric" }),
  year: formatter("ne-NP", { year: "numeric" }),
  number: (n) => devanagariNumber.format(n),
  list: joiner("र"),
};

const hi: Words = {
  planet: (b) => HI_PLANETS[b],
  sign: (s) => HI_SIGNS[s] ?? "",
  nakshatra: (n) => DEVANAGARI_NAKSHATRAS[n] ?? "",
  house: (n) => `${HI_ORDINALS[n - 1]} भाव`,
  houses: (ns) => `${joiner("और")(ns.map((n) => HI_ORDINALS[n - 1] ?? ""))} ${ns.length > 1 ? "भावों" : "भाव"}`,
  area: (a) => HI_AREAS[a],
  dignity: (d) => (d ? (HI_DIGNITY[d] ?? "") : ""),
  condition: { combust: "अस्त", retrograde: "वक्री", neechaBhanga: "नीचभंग" },
  monthYear: formatter("hi-IN", { month: "long", year: "numeric" }),
  year: formatter("hi-IN", { year: "numeric" }),
  number: (n) => String(n),
  list: joiner("और"),
};

export const WORDS: Record<GuruLanguage, Words> = { en, ne, hi };
