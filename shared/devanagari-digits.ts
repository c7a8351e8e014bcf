// Nepali writes its numbers in Devanagari digits (२०८३, १५:४९): one conversion for the client's formats, the report
// and the guru's answers.
const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** The text with every ASCII digit written as its Devanagari digit. */
export function withDevanagariDigits(text: string): string {
  return text.replace(/\d/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);
}
