// Which language and script a question is written in, and which language to answer in. Devanagari questions are
// Nepali or Hindi by their marker words (हुन्छ, छ, मेरो, कहिले against है, होगी, मेरी, कब); Latin-letter questions are
// English unless romanised Nepali or Hindi words ("mero biha kahile hunchha", "meri shaadi kab hogi") outnumber the
// English ones. Every question is answered in its own language: a romanised Nepali question in Nepali.
import type { GuruLanguage } from "../contract";
import { findEntry } from "./text";
import type { GuruScript } from "./types";
import { VOCABULARIES } from "./vocabulary";

const DEVANAGARI_LETTER = /\p{Script=Devanagari}/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;

export interface QuestionLanguage {
  language: GuruLanguage;
  script: GuruScript;
  answerLanguage: GuruLanguage;
}

/** How many distinct marker words of a language the text holds (whole words only: "छ" must not match "छोरा"). */
function markerCount(text: string, language: GuruLanguage): number {
  return VOCABULARIES[language].markers.filter((m) => {
    const hit = findEntry(text, m);
    return hit !== null && text.slice(hit.at, hit.at + hit.length).trim() === m;
  }).length;
}

export function languageOf(question: string, normalised: string, uiLanguage: GuruLanguage): QuestionLanguage {
  const devanagari = question.match(DEVANAGARI_LETTER)?.length ?? 0;
  const latin = question.match(LATIN_LETTER)?.length ?? 0;
  const ne = markerCount(normalised, "ne");
  const hi = markerCount(normalised, "hi");
  if (devanagari > latin) {
    // Nepal first: a Devanagari question with no marker either way is read as the UI's language, else Nepali.
    const language: GuruLanguage = ne > hi ? "ne" : hi > ne ? "hi" : uiLanguage === "hi" ? "hi" : "ne";
    return { language, script: "devanagari", answerLanguage: language };
  }
  const en = markerCount(normalised, "en");
  const romanised = Math.max(ne, hi);
  const language: GuruLanguage =
    romanised === 0 || romanised <= en ? "en" : ne > hi ? "ne" : hi > ne ? "hi" : uiLanguage === "hi" ? "hi" : "ne";
  return { language, script: "latin", answerLanguage: language };
}
