// How danger patterns are matched against a message, so that wording nobody has seen still matches.
//
// 1. Folding: the message and every pattern word are reduced the same way, so spellings people mix up meet:
//    romanised "jeena/jina", "zindagi/jindagi", "chhati/chati/xati", "marrna/marna", "pleaseee/please";
//    Devanagari "ज़हर/जहर", "जीना/जिना", "दूर/दुर", "विष/बिष", "श/ष/स", "साँस/सांस" (anusvara and chandrabindu are one
//    sign but kept: Hindi सास is a mother-in-law, साँस a breath).
// 2. Misspellings: a message word of 5 letters or more that is one edit (insert, delete, change or swap two
//    neighbours) away from a pattern word with the same first letter is read as that word ("colapsed", "suicde").
// 3. Patterns: words in order; "(a|b c)" is a choice, "(...)?" may be left out, "~" allows up to 3 other words
//    between two parts ("~5": up to 5), a word ending in "*" matches any word starting with it, and a word may
//    carry a case ending (Nepali -को/-मा/-लाई, Hindi -का/-में, English -s/-ed/-ing, romanised -ko/-ma/-le);
//    "(a|b)*" lets every choice go on; "!(a|b)" says the next word is neither; "die=" takes no ending ("died");
//    "%year" is a year written in digits (1998, 2020, २०७२), which places what is told in the past or the future.

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** Devanagari letters people write either way, folded to one (nukta letters, long/short vowels, व/ब, श/ष/स). */
const DEVANAGARI_FOLDS: [RegExp, string][] = [
  [/\u093c/gu, ""],
  [/\u0901/gu, "\u0902"],
  [/\u0940/gu, "\u093f"],
  [/\u0942/gu, "\u0941"],
  [/\u0908/gu, "\u0907"],
  [/\u090a/gu, "\u0909"],
  [/व/gu, "ब"],
  [/[शष]/gu, "स"],
  [/[\u200c\u200d]/gu, ""],
];

/**
 * Romanised spellings that vary: a letter typed three times for emphasis, long vowels doubled or not, aspirated or
 * not, z/j, w/v, x for chh, doubled letters.
 */
function foldLatin(word: string): string {
  // Letters only: a repeated digit is part of a number ("2022", "100").
  return word
    .replace(/(\p{L})\1{2,}/gu, "$1")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/ph/g, "f")
    .replace(/(\p{L})\1+/gu, "$1")
    .replace(/([bcdgjkpst])h/g, "$1")
    .replace(/z/g, "j")
    .replace(/w/g, "v")
    .replace(/q/g, "k")
    .replace(/x/g, "c")
    .replace(/(\p{L})\1+/gu, "$1");
}

function foldDevanagari(word: string): string {
  // NFD splits क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ into the letter and a nukta, which is then dropped.
  let folded = word.normalize("NFD");
  for (const [from, to] of DEVANAGARI_FOLDS) folded = folded.replace(from, to);
  return folded;
}

export function foldWord(word: string): string {
  return DEVANAGARI.test(word) ? foldDevanagari(word) : foldLatin(word);
}

/**
 * Chat shorthand for romanised Hindi and Nepali, read as the word it stands for before folding: "mjhe mrna h",
 * "kuch nhi bacha", "bht dard ho rha". Only forms that stand for one word; "ni" (Nepali "too", Hindi "no") is left.
 */
const CHAT_SHORTHAND: Record<string, string> = {
  nhi: "nahi",
  nhin: "nahi",
  h: "hai",
  hn: "hain",
  kr: "kar",
  krna: "karna",
  krne: "karne",
  krke: "karke",
  kro: "karo",
  krunga: "karunga",
  krungi: "karungi",
  krta: "karta",
  krti: "karti",
  rha: "raha",
  rhi: "rahi",
  rhe: "rahe",
  rhna: "rehna",
  mjhe: "mujhe",
  mujhey: "mujhe",
  muje: "mujhe",
  mje: "mujhe",
  mjhko: "mujhko",
  bht: "bahut",
  bhot: "bahut",
  bahot: "bahut",
  bohot: "bahut",
  bhut: "bahut",
  kch: "kuch",
  sb: "sab",
  pr: "par",
  jb: "jab",
  tb: "tab",
  gya: "gaya",
  gyi: "gayi",
  gye: "gaye",
  yr: "yaar",
  yrr: "yaar",
  zndgi: "zindagi",
  jndgi: "jindagi",
  kyu: "kyun",
  kiu: "kyun",
  mn: "man",
  mr: "mar",
  thk: "thak",
  khtm: "khatam",
  skta: "sakta",
  skti: "sakti",
  or: "aur",
  kb: "kab",
  kl: "kal",
  ghr: "ghar",
  lg: "lag",
  pdi: "padi",
  pda: "pada",
};

/** The message as folded words: lower case, apostrophes dropped ("don't" → "dont"), other punctuation a space. */
export function foldedWords(message: string): string[] {
  return message
    .normalize("NFC")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter((w) => w.length > 0)
    .map((w) => foldWord(CHAT_SHORTHAND[w] ?? w));
}

const LATIN_ENDINGS = ["s", "es", "d", "ed", "ing", "ly", "ma", "ko", "ki", "ka", "ke", "le", "lai", "n"];
const DEVANAGARI_ENDINGS = [
  "को",
  "का",
  "की",
  "के",
  "मा",
  "ले",
  "लाई",
  "बाट",
  "सँग",
  "देखि",
  "लागि",
  "में",
  "से",
  "ने",
  "हरू",
  "ही",
  "नै",
  "पनि",
].map(foldDevanagari);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** "%year": a year in Latin or Devanagari digits, with a case ending ("2020ma", "२०७२मा"). */
const YEAR = "(?:(?:19|20)[0-9]{2}|(?:१९|२०)[०-९]{2})(?:ma|me|mai|मा|में|को|ko|s)?";
const SHORTEST_WITH_ENDINGS = 4;

function wordRegex(word: string): string {
  if (word.endsWith("*")) return `${escapeRegex(foldWord(word.slice(0, -1)))}\\S*`;
  if (word.endsWith("=")) return escapeRegex(foldWord(word.slice(0, -1)));
  const folded = foldWord(word);
  const endings = DEVANAGARI.test(word)
    ? DEVANAGARI_ENDINGS
    : folded.length >= SHORTEST_WITH_ENDINGS
      ? LATIN_ENDINGS
      : ["s"];
  return `${escapeRegex(folded)}(?:${endings.map(escapeRegex).join("|")})?`;
}

/** One pattern, parsed: "(a|b c) ~ d*" → a regular expression over " folded words ". */
function compilePattern(written: string, words: Set<string>, stems: Set<string>): RegExp {
  // "(a|b c)*" is "(a*|b c*)": every choice may go on.
  const pattern = written.replace(
    /\(([^()]*)\)\*/g,
    (_, inner: string) =>
      `(${inner
        .split("|")
        .map((choice) => `${choice}*`)
        .join("|")})`,
  );
  const tokens = pattern.match(/\(|\)\??|\||~\d*|![^\s()|~]*|[^\s()|~!]+/g) ?? [];
  let at = 0;
  /** A word, or the choice group opened by this "(" token (its ")" or ")?" read too). */
  function part(token: string): { regex: string; optional: boolean } {
    if (token === "%year") return { regex: YEAR, optional: false };
    if (token !== "(") {
      if (token.endsWith("*")) stems.add(foldWord(token.slice(0, -1)));
      else words.add(foldWord(token.replace(/=$/, "")));
      return { regex: wordRegex(token), optional: false };
    }
    const choices = [sequence()];
    while (tokens[at] === "|") {
      at++;
      choices.push(sequence());
    }
    const close = tokens[at++];
    if (close === undefined || !close.startsWith(")")) throw new Error(`unclosed "(" in danger pattern: ${written}`);
    return { regex: `(?:${choices.join("|")})`, optional: close === ")?" };
  }
  function sequence(): string {
    let out = "";
    let gap: number | null = null;
    /** Nothing but optional parts so far: the next part needs no separator before it. */
    let opening = true;
    while (at < tokens.length && tokens[at] !== "|" && !tokens[at]?.startsWith(")")) {
      const token = tokens[at++] as string;
      if (token.startsWith("~")) {
        gap = token.length > 1 ? Number(token.slice(1)) : 3;
        continue;
      }
      if (token.startsWith("!")) {
        // "!(in|with)": the next word is none of these ("live" but not "live in this city").
        const next = token.length > 1 ? token.slice(1) : (tokens[at++] as string);
        out += `(?! ${part(next).regex}(?= ))`;
        continue;
      }
      const { regex, optional } = part(token);
      const separator = gap === null ? " " : ` (?:\\S+ ){0,${gap}}`;
      // An optional part takes its separator with it: "(is)? on fire" matches "on fire" too; at the start
      // of a sequence it takes the one after it.
      if (!optional) out += (opening ? "" : separator) + regex;
      else out += opening ? `(?:${regex} )?` : `(?:${separator}${regex})?`;
      opening = opening && optional;
      gap = null;
    }
    return out;
  }
  const body = sequence();
  if (at !== tokens.length) throw new Error(`unbalanced ")" in danger pattern: ${written}`);
  return new RegExp(` ${body}(?= )`, "u");
}

/** Optimal string alignment distance, stopped early once it exceeds 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (restA === restB) return true;
  return (
    restA.slice(1) === restB.slice(1) ||
    restA.slice(1) === restB ||
    restA === restB.slice(1) ||
    (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
  );
}

const SHORTEST_CORRECTED = 5;
/** How many word readings a matcher remembers before it starts afresh (chat repeats its words). */
const MOST_REMEMBERED = 20_000;
/** A word start this long or longer marks a word as known ("dukh*" knows "dukhyo"); shorter ones say too little. */
const SHORTEST_STEM = 4;

/** A romanised word without its vowels after the first letter: chat drops them ("mrna" for "marna", "nhi"). */
function skeleton(word: string): string {
  return word.slice(0, 1) + word.slice(1).replace(/[aeiou]/g, "");
}

/** A compiled list of patterns: `matches(words)` says whether any of them occurs in a folded message. */
export class PatternList {
  private readonly regexes: RegExp[];
  /** The same expressions, global: for erasing every occurrence. */
  private everywhere?: RegExp[];
  /** The whole words of the patterns, folded: what a misspelt word may be read as. */
  readonly words = new Set<string>();
  /** The starts of words ("dukh*"): a word with one of these is already known. */
  readonly stems = new Set<string>();

  constructor(readonly patterns: readonly string[]) {
    this.regexes = patterns.map((p) => compilePattern(p, this.words, this.stems));
  }

  /** The text with every occurrence of these patterns taken out (each leaves one space): sayings set aside. */
  erase(text: string): string {
    let rest = text;
    this.everywhere ??= this.regexes.map((regex) => new RegExp(regex.source, "gu"));
    for (const regex of this.everywhere) rest = rest.replace(regex, " ");
    return rest.replace(/ {2,}/g, " ");
  }

  /** The first pattern found in the text (" word word "), or null. */
  firstMatch(text: string): string | null {
    const index = this.regexes.findIndex((r) => r.test(text));
    return index < 0 ? null : (this.patterns[index] as string);
  }
}

/**
 * How messages become matchable text for these lists: folded words, each misspelt one read as the pattern word it
 * is one edit from, joined as " word word ". The known words are gathered once.
 */
export function matchableTextFor(
  lists: readonly PatternList[],
  ordinary: readonly string[] = [],
): (message: string) => string {
  const targets = new Set(lists.flatMap((list) => [...list.words]));
  /** Ordinary words are known as they are but never a correction ("succeed" is not "suicide", nor its target). */
  const known = new Set([...targets, ...ordinary.map(foldWord)]);
  const stems = [...new Set(lists.flatMap((list) => [...list.stems]))].filter((s) => s.length >= SHORTEST_STEM);
  const long = [...targets].filter((w) => [...w].length >= SHORTEST_CORRECTED);
  const bySkeleton = new Map<string, string>();
  for (const word of targets) {
    if (!DEVANAGARI.test(word) && word.length >= 4 && !bySkeleton.has(skeleton(word)))
      bySkeleton.set(skeleton(word), word);
  }
  /** Known as it is, with a case ending ("pains" is "pain", not a misspelt "paint"), or by its start. */
  const isKnown = (word: string): boolean =>
    known.has(word) ||
    (DEVANAGARI.test(word) ? DEVANAGARI_ENDINGS : LATIN_ENDINGS).some(
      (ending) => word.endsWith(ending) && known.has(word.slice(0, -ending.length)),
    ) ||
    stems.some((stem) => word.startsWith(stem));
  const corrected = (word: string): string => {
    if (isKnown(word)) return word;
    const length = [...word].length;
    // The first letter is kept: people rarely mistype it, and "garna" (to do) is not "marna" (to die).
    const oneEdit = (w: string) => w[0] === word[0] && withinOneEdit(word, w);
    if (length >= SHORTEST_CORRECTED) {
      const near = long.find(oneEdit);
      if (near) return near;
    }
    // Short words: two letters swapped ("wnat"), or vowels left out ("mrna", "nhi", "rhi").
    if (length === 4) {
      const swapped = [...targets].find(
        (w) =>
          w.length === 4 &&
          w[0] === word[0] &&
          withinOneEdit(word, w) &&
          [...w].sort().join() === [...word].sort().join(),
      );
      if (swapped) return swapped;
    }
    const bare = skeleton(word);
    const vowelsLeftOut = !DEVANAGARI.test(word) && bare.length >= 3 && !/[aeiou]/.test(word.slice(1, -1));
    const full = vowelsLeftOut ? bySkeleton.get(bare) : undefined;
    return full !== undefined && full.length > word.length ? full : word;
  };
  /** Each word's reading, remembered: reading an unknown word against every known one is most of the cost. */
  const read = new Map<string, string>();
  const remembered = (word: string): string => {
    let found = read.get(word);
    if (found === undefined) {
      found = corrected(word);
      if (read.size >= MOST_REMEMBERED) read.clear();
      read.set(word, found);
    }
    return found;
  };
  return (message) => ` ${foldedWords(message).map(remembered).join(" ")} `;
}
