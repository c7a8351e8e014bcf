import { CITY_QUERY_MIN_LENGTH } from "./rules";

/**
 * Search key of a text: lower case, Latin, Greek and Cyrillic diacritics removed ("São Paulo" -> "sao paulo"),
 * punctuation as spaces. Devanagari keeps its vowel signs and virama (they are letters' parts there, "पोखरा" is not
 * "पखर"), without the nukta and with candrabindu as anusvara, the spellings' common variants ("काठमाडौँ" = "काठमाडौं").
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]\p{M}*)\p{M}+/gu, "")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[łŁ]/g, "l")
    .replace(/[øØ]/g, "o")
    .replace(/[đĐ]/g, "d")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/** The one length rule of a city search, the form's and the server's: CITY_QUERY_MIN_LENGTH characters once folded. */
export function isCityQueryLongEnough(text: string): boolean {
  return foldForSearch(text).length >= CITY_QUERY_MIN_LENGTH;
}
