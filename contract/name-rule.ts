// The one full-name rule (docs/product.md §5, widened for names as Nepal writes them), shared by the forms and the server:
// two or more words of letters in any script, one space between words, longer than 3 characters. A letter may
// carry combining marks (Devanagari vowel signs, virama, nukta), so "सीता शर्मा" and "Ram Bahadur Thapa" pass;
// digits, punctuation and control characters (a CR/LF could reach a mail header) do not.
export const NAME_REQUIRED = "The name field is required";
export const NAME_NEEDS_FIRST_AND_LAST = "Please enter both first and last name";

const WORD = String.raw`\p{L}[\p{L}\p{M}]*`;
const FULL_NAME = new RegExp(`^${WORD}(?: ${WORD})+$`, "u");

/** True when the (already trimmed) text is a full name. */
export function isFullName(text: string): boolean {
  return text.length > 3 && FULL_NAME.test(text);
}

/** The error message for a full name, or null when it passes. Leading/trailing spaces are ignored. */
export function validateFullName(name: string): string | null {
  const text = name.trim();
  if (text === "") return NAME_REQUIRED;
  return isFullName(text) ? null : NAME_NEEDS_FIRST_AND_LAST;
}
