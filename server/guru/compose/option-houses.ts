// Which house speaks for each option of a "this or that?" question (love → 5th, arranged → 7th, shares → 5th,
// savings → 2nd, abroad → 12th, a job → 10th, business → 7th, higher studies → 9th ...), in the three languages.
const OPTION_HOUSES: { words: string[]; house: number }[] = [
  { words: ["love", "prem", "pyar", "प्रेम", "प्यार", "माया", "maya", "लभ", "लव", "lav"], house: 5 },
  { words: ["arranged", "arrange", "magi", "मागी", "arranged marriage", "अरेन्ज", "अरेंज"], house: 7 },
  { words: ["shares", "share", "stock", "stocks", "trading", "crypto", "सेयर", "शेयर"], house: 5 },
  { words: ["savings", "saving", "save", "fd", "fixed deposit", "bachat", "बचत"], house: 2 },
  { words: ["abroad", "foreign", "bidesh", "videsh", "विदेश", "बिदेश", "masters abroad"], house: 12 },
  { words: ["job", "naukri", "jagir", "service", "जागिर", "नौकरी", "नोकरी"], house: 10 },
  { words: ["business", "vyapar", "byapar", "व्यापार", "व्यवसाय", "own company"], house: 7 },
  { words: ["masters", "master", "study", "studies", "phd", "mba", "padhai", "पढाइ", "पढाई", "पढ़ाई"], house: 9 },
  { words: ["government", "sarkari", "सरकारी"], house: 10 },
  { words: ["home", "nepal", "india", "desh", "देश", "स्वदेश"], house: 4 },
  { words: ["house", "land", "flat", "ghar", "jagga", "घर", "जग्गा", "जमीन"], house: 4 },
  { words: ["rent", "bhada", "भाडा", "किराया"], house: 12 },
];

/** The house an option speaks for, or null when none of the words is known. */
export function houseOfOption(option: string): number | null {
  const text = ` ${option
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()} `;
  for (const { words, house } of OPTION_HOUSES) {
    if (words.some((w) => text.includes(` ${w} `) || (/\p{Script=Devanagari}/u.test(w) && text.includes(w))))
      return house;
  }
  return null;
}

const LEADING_FILLERS = new Set([
  "in",
  "into",
  "a",
  "an",
  "the",
  "do",
  "take",
  "my",
  "go",
  "for",
  "to",
  "get",
  "keep",
  "put",
]);

/** An option as the answer names it: "in shares" → "shares", "take a job" → "job". */
export function optionLabel(option: string): string {
  const words = option.trim().split(/\s+/);
  while (words.length > 1 && LEADING_FILLERS.has((words[0] as string).toLowerCase())) words.shift();
  return words.join(" ");
}
