// Digits as readers type them: a Nepali or Hindi keyboard writes Devanagari digits (०-९), which every number field
// takes as the ASCII digits they are ("२०४८" is the year 2048), before its own rules read the value.

const DEVANAGARI_ZERO = 0x0966;

/** The text with each Devanagari digit as its ASCII digit; everything else unchanged. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) =>
    String((digit.codePointAt(0) ?? DEVANAGARI_ZERO) - DEVANAGARI_ZERO),
  );
}
