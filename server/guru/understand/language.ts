// Which language and script a question is written in, and which language to answer in. Devanagari questions are
// Nepali or Hindi by their marker words (हुन्छ, छ, मेरो, कहिले against है, होगी, मेरी, कब); Latin-letter questions are
// English unless romanised Nepali or Hindi words ("mero biha kahile hunchha", "meri shaadi kab hogi") outnumber the
// English ones. Every question is answered in its own language: a romanised Nepali question in Nepali.
import type { GuruLanguage } from "../contract";
import { normalise } from "./text";
import type { GuruScript } from "./types";
import { VOCABULARIES } from "./vocabulary";

const DEVANAGARI_LETTER = /\p{Script=Devanagari}/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;

export interface QuestionLanguage {
  language: GuruLanguage;
  script: GuruScript;
  answerLanguage: GuruLanguage;
}

/**
 * The marker words and endings of each language, compared as written: vowel length and the like tell the languages
 * apart (Nepali हुँ, Hindi हूँ), so the folded spellings vocabulary is matched with (./text.ts) are not used here.
 */
const MARKS = Object.fromEntries(
  (Object.keys(VOCABULARIES) as GuruLanguage[]).map((language) => [
    language,
    {
      words: VOCABULARIES[language].markers.map((m) => normalise(m)),
      endings: VOCABULARIES[language].markerEndings.map((e) => normalise(e).trim()),
    },
  ]),
) as Record<GuruLanguage, { words: string[]; endings: string[] }>;

/**
 * How many distinct marker words of a language the text holds (whole words only: "छ" must not match "छोरा"), and
 * how many of its words end like that language's verbs ("lagegi", "लाग्छ"). `text` is normalised, not folded.
 */
function markerCount(text: string, language: GuruLanguage): number {
  const { words, endings } = MARKS[language];
  const whole = words.filter((marker) => text.includes(marker)).length;
  const ending = text
    .trim()
    .split(" ")
    .filter((word) => endings.some((e) => word.length >= e.length + 2 && word.endsWith(e))).length;
  return whole + ending;
}

/**
 * `previous` is the language of the turn this one follows, if any: a reply with no marker of any language ("पक्का?",
 * "pakka?") is in the conversation's language.
 */
export function languageOf(
  question: string,
  normalised: string,
  uiLanguage: GuruLanguage,
  previous: GuruLanguage | null = null,
): QuestionLanguage {
  const devanagari = question.match(DEVANAGARI_LETTER)?.length ?? 0;
  const latin = question.match(LATIN_LETTER)?.length ?? 0;
  const ne = markerCount(normalised, "ne");
  const hi = markerCount(normalised, "hi");
  if (devanagari > latin) {
    // Nepal first: a Devanagari question with no marker either way is read as the UI's language, else Nepali.
    const tie: GuruLanguage = previous === "ne" || previous === "hi" ? previous : uiLanguage === "hi" ? "hi" : "ne";
    const language: GuruLanguage = ne > hi ? "ne" : hi > ne ? "hi" : tie;
    return { language, script: "devanagari", answerLanguage: language };
  }
  const en = markerCount(normalised, "en");
  const romanised = Math.max(ne, hi);
  const unmarked = romanised === 0 && en === 0 && previous !== null;
  const language: GuruLanguage = unmarked
    ? (previous as GuruLanguage)
    : romanised === 0 || romanised <= en
      ? "en"
      : ne > hi
        ? "ne"
        : hi > ne
          ? "hi"
          : uiLanguage === "hi"
            ? "hi"
            : "ne";
  return { language, script: "latin", answerLanguage: language };
}
