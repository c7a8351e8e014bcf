// The words an answer uses for planets, signs and house numbers, in English (with the common Sanskrit names) and
// in Nepali and Hindi as the glossary writes them (docs/languages.md): what the claim extractor recognises. Longer forms come first so
// that "वृषभ" is read before "वृष" and "कर्कट" before "कर्क".

import { BODY_DISPLAY_NAMES, SIGN_NAMES, SIGN_SANSKRIT } from "../../astro/jyotish";
import { BODY_NAMES, type BodyName, type DashaLord } from "../../astro/types";
import type { YogaName } from "../../jyotish";

/** Planet words in Latin script (case-insensitive). "Guru" is left out: it also names the teacher and this app. */
export const LATIN_PLANETS: Record<string, BodyName> = {
  ...Object.fromEntries(BODY_NAMES.map((b) => [BODY_DISPLAY_NAMES[b].toLowerCase(), b])),
  surya: "sun",
  chandra: "moon",
  mangal: "mars",
  budha: "mercury",
  brihaspati: "jupiter",
  shukra: "venus",
  shani: "saturn",
};

/** Planet words in Devanagari, Nepali and Hindi together. */
export const DEVANAGARI_PLANETS: Record<string, BodyName> = {
  सूर्य: "sun",
  चन्द्रमा: "moon",
  चंद्रमा: "moon",
  चन्द्र: "moon",
  चंद्र: "moon",
  मङ्गल: "mars",
  मंगल: "mars",
  बुध: "mercury",
  बृहस्पति: "jupiter",
  गुरु: "jupiter",
  शुक्र: "venus",
  शनि: "saturn",
  राहु: "rahu",
  केतु: "ketu",
};

/** Sign words in Latin script: English names are matched capitalised only ("in cancer" may be the illness). */
export const LATIN_SIGNS: Record<string, number> = Object.fromEntries([
  ...SIGN_NAMES.map((name, i) => [name, i] as const),
  ...SIGN_SANSKRIT.map((name, i) => [name, i] as const),
]);

export const DEVANAGARI_SIGNS: Record<string, number> = {
  मेष: 0,
  वृषभ: 1,
  वृष: 1,
  मिथुन: 2,
  कर्कट: 3,
  कर्क: 3,
  सिंह: 4,
  कन्या: 5,
  तुला: 6,
  वृश्चिक: 7,
  धनु: 8,
  मकर: 9,
  कुम्भ: 10,
  कुंभ: 10,
  मीन: 11,
};

/** House ordinals written as words, Nepali and Hindi (both the direct and the oblique forms). */
export const DEVANAGARI_ORDINALS: Record<string, number> = {
  पहिलो: 1,
  पहिले: 1,
  पहला: 1,
  पहले: 1,
  प्रथम: 1,
  दोस्रो: 2,
  दूसरा: 2,
  दूसरे: 2,
  द्वितीय: 2,
  तेस्रो: 3,
  तीसरा: 3,
  तीसरे: 3,
  चौथो: 4,
  चौथा: 4,
  चौथे: 4,
  पाँचौं: 5,
  पाँचौँ: 5,
  पांचौं: 5,
  पाँचवाँ: 5,
  पाँचवें: 5,
  पांचवें: 5,
  छैटौं: 6,
  छैठौं: 6,
  छठा: 6,
  छठे: 6,
  सातौं: 7,
  सातौँ: 7,
  सातवाँ: 7,
  सातवें: 7,
  आठौं: 8,
  आठौँ: 8,
  आठवाँ: 8,
  आठवें: 8,
  नवौं: 9,
  नवौँ: 9,
  नौवाँ: 9,
  नौवें: 9,
  नवें: 9,
  दसौं: 10,
  दसौँ: 10,
  दसवाँ: 10,
  दसवें: 10,
  एघारौं: 11,
  एघारौँ: 11,
  ग्यारहवाँ: 11,
  ग्यारहवें: 11,
  चतुर्थ: 4,
  तृतीय: 3,
  पञ्चम: 5,
  पंचम: 5,
  षष्ठ: 6,
  सप्तम: 7,
  अष्टम: 8,
  नवम: 9,
  दशम: 10,
  एकादश: 11,
  द्वादश: 12,
  बाह्रौं: 12,
  बाह्रौँ: 12,
  बारहवाँ: 12,
  बारहवें: 12,
};

export const DASHA_LORD_OF: Record<BodyName, DashaLord> = BODY_DISPLAY_NAMES;

/** Alternation of the keys, longest first, for a regular expression. */
export function alternation(words: Record<string, unknown>): string {
  return Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join("|");
}

const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** "7", "०७" or "१२" as a number. */
export function digitsValue(text: string): number {
  return Number(text.replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d))));
}

/** Month names as answers write them (Intl's names for en, ne and hi, and common variants), month 0-11. */
export const MONTHS: Record<string, number> = (() => {
  const months: Record<string, number> = {};
  for (const locale of ["en-GB", "ne-NP", "hi-IN"]) {
    const name = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
    const short = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
    for (let m = 0; m < 12; m++) {
      const day = new Date(Date.UTC(2026, m, 15));
      months[name.format(day)] = m;
      if (locale === "en-GB") months[short.format(day).replace(/\.$/, "")] = m;
    }
  }
  const variants: [string, number][] = [
    ["Sept", 8],
    ["फरवरी", 1],
    ["फेब्रुवरी", 1],
    ["अप्रेल", 3],
    ["अगस्त", 7],
    ["सितम्बर", 8],
    ["सेप्टेम्बर", 8],
    ["नवम्बर", 10],
    ["नोभेम्बर", 10],
    ["दिसम्बर", 11],
    ["डिसेम्बर", 11],
    ["जून", 5],
    ["मई", 4],
  ];
  for (const [word, m] of variants) months[word] = m;
  return months;
})();

/** The named yogas the chart judgement finds, as answers write them (English and Devanagari), to their names. */
export const YOGA_WORDS: Record<string, YogaName> = {
  gajakesari: "gajakesari",
  "gaja kesari": "gajakesari",
  "gaj kesari": "gajakesari",
  ruchaka: "ruchaka",
  ruchak: "ruchaka",
  bhadra: "bhadra",
  hamsa: "hamsa",
  hansa: "hamsa",
  malavya: "malavya",
  sasa: "sasa",
  shasha: "sasa",
  sasha: "sasa",
  "budha-aditya": "budha-aditya",
  "budha aditya": "budha-aditya",
  budhaditya: "budha-aditya",
  "viparita raja": "viparita-raja",
  "vipreet raj": "viparita-raja",
  "viparita raj": "viparita-raja",
  raja: "raja",
  raj: "raja",
  dhana: "dhana",
  dhan: "dhana",
  kemadruma: "kemadruma",
  kemdrum: "kemadruma",
  गजकेसरी: "gajakesari",
  "गज केसरी": "gajakesari",
  रुचक: "ruchaka",
  भद्र: "bhadra",
  हंस: "hamsa",
  मालव्य: "malavya",
  शश: "sasa",
  बुधादित्य: "budha-aditya",
  "बुध आदित्य": "budha-aditya",
  "विपरीत राज": "viparita-raja",
  विपरीत: "viparita-raja",
  राज: "raja",
  धन: "dhana",
  केमद्रुम: "kemadruma",
};

/**
 * A house lord's title, one word for "the lord of the Nth house" ("सप्तमेश शुक्र", "Saptamesh Shukra"): the
 * ordinal's Sanskrit stem with -esh, and the names by the house's meaning (धनेश, सुखेश, भाग्येश, कर्मेश, लाभेश,
 * व्ययेश). Devanagari and romanised (matched case-insensitively).
 */
export const LORD_TITLES: Record<string, number> = {
  लग्नेश: 1,
  द्वितीयेश: 2,
  धनेश: 2,
  तृतीयेश: 3,
  चतुर्थेश: 4,
  सुखेश: 4,
  पञ्चमेश: 5,
  पंचमेश: 5,
  षष्ठेश: 6,
  सप्तमेश: 7,
  अष्टमेश: 8,
  नवमेश: 9,
  भाग्येश: 9,
  दशमेश: 10,
  कर्मेश: 10,
  एकादशेश: 11,
  लाभेश: 11,
  द्वादशेश: 12,
  व्ययेश: 12,
  lagnesh: 1,
  lagnesha: 1,
  lagnesa: 1,
  dwitiyesh: 2,
  dhanesh: 2,
  tritiyesh: 3,
  chaturthesh: 4,
  sukhesh: 4,
  panchamesh: 5,
  shashthesh: 6,
  saptamesh: 7,
  saptamesha: 7,
  saptamesa: 7,
  ashtamesh: 8,
  navamesh: 9,
  bhagyesh: 9,
  dashamesh: 10,
  dashamesha: 10,
  karmesh: 10,
  ekadashesh: 11,
  labhesh: 11,
  dwadashesh: 12,
  vyayesh: 12,
};
