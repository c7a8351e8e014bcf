/** Search key of a text: lower case, diacritics removed ("São Paulo" -> "sao paulo"), punctuation as spaces. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[łŁ]/g, "l")
    .replace(/[øØ]/g, "o")
    .replace(/[đĐ]/g, "d")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
