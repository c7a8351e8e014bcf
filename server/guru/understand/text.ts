// How questions are compared with vocabulary: lower-cased, punctuation removed, single spaces, padded so whole
// words match as " word ". A word may carry a case ending (Nepali -को/-मा/-लाई, Hindi -का/-में, romanised -ko/-ma):
// people write "बिहेको", "jagirma", "shaadiki" as one word. A vocabulary entry ending in "*" matches any word that
// starts with it ("hunchh*" → hunchha, hunchhu).

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The question as plain text: " lower case words " (punctuation gone, single spaces). */
export function normalise(text: string): string {
  const flat = text
    .toLowerCase()
    .replace(/['’]s\b/g, " s")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
  return ` ${flat} `;
}

/**
 * Devanagari spellings people mix up, folded to one form on both sides of a match: long and short i and u (शादी,
 * शादि), श/ष/स (सादी), व/ब (विदेश, बिदेश; not वा), chandrabindu and anusvara (हूँ, हूं), a nasal half-letter and anusvara
 * (माङ्गलिक, मांगलिक), the nukta (ज़मीन, जमीन), ऋ and रि (ऋण, रिन), and a word-final halant (श्रीमान्, श्रीमान).
 */
const DEVANAGARI_FOLDS: [RegExp, string][] = [
  [/\u093c/gu, ""],
  // Only before a letter of its own class (सन्तान, संतान), so "श्रीमान्को" keeps its न.
  [/ङ\u094d(?=[कखगघ])|ञ\u094d(?=[चछजझ])|ण\u094d(?=[टठडढ])|न\u094d(?=[तथदध])|म\u094d(?=[पफबभ])/gu, "ं"],
  [/ँ/gu, "ं"],
  [/ी/gu, "ि"],
  [/ई/gu, "इ"],
  [/ू/gu, "ु"],
  [/ऊ/gu, "उ"],
  [/[शष]/gu, "स"],
  // Not before ा: Hindi वाला/वाले must not become बा (father) + a case ending.
  [/व(?!ा)/gu, "ब"],
  [/ण/gu, "न"],
  [/ऋ/gu, "रि"],
  [/ृ/gu, "्रि"],
  [/\u094d(?= )/gu, ""],
];

/** Normalised text with its Devanagari spellings folded (see above): what vocabulary is matched against. */
export function matchable(text: string): string {
  let folded = normalise(text);
  if (!DEVANAGARI.test(folded)) return folded;
  for (const [from, to] of DEVANAGARI_FOLDS) folded = folded.replace(from, to);
  return folded;
}

/** Endings a word may carry and still be the vocabulary word (plural, case and postpositions written joined). */
const LATIN_ENDINGS = ["", "s", "es", "ma", "ko", "ki", "ka", "ke", "le", "lai"];
const DEVANAGARI_ENDINGS = [
  "",
  "को",
  "का",
  "की",
  "के",
  "मा",
  "ले",
  "लाई",
  "बाट",
  "सँग",
  "में",
  "से",
  "ने",
  "हरू",
  "हरु",
  "ही",
  "नै",
  "भित्र",
  "सम्म",
  "पछि",
  "देखि",
  "अघि",
];

export interface Hit {
  /** Position in the normalised text. */
  at: number;
  /** Length of the matched text (the whole word(s), ending included). */
  length: number;
  /** How many words the entry has: longer phrases are more specific. */
  words: number;
}

interface CompiledEntry {
  /** " word" as it appears in normalised text (leading space: the start of a word). */
  phrase: string;
  words: number;
  /** What may follow the phrase up to the end of the word; null for a "*" entry (anything may). */
  endings: string[] | null;
}

/** Entries are compiled once: the vocabulary is fixed and every question is matched against all of it. */
const COMPILED = new Map<string, CompiledEntry>();

function compiled(entry: string): CompiledEntry {
  let found = COMPILED.get(entry);
  if (!found) {
    const prefix = entry.endsWith("*");
    const phrase = matchable(prefix ? entry.slice(0, -1) : entry).trimEnd();
    found = { phrase, words: phrase.trim().split(" ").length, endings: prefix ? null : endings(entry) };
    COMPILED.set(entry, found);
  }
  return found;
}

/** Where an entry occurs in normalised text as whole words (with an allowed ending), or null. */
export function findEntry(text: string, entry: string): Hit | null {
  const { phrase, words, endings } = compiled(entry);
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at < 0) return null;
    const end = text.indexOf(" ", at + phrase.length);
    const tail = text.slice(at + phrase.length, end);
    if (endings === null || endings.includes(tail)) return { at, length: end - at, words };
    from = at + 1;
  }
}

/** Short Latin words take no case ending ("ta" + "ke" would be "take"), and one or two letters not even a plural ("i" + "s"). */
const SHORTEST_WITH_ENDINGS = 4;
const SHORTEST_PLURAL = 3;

function endings(entry: string): string[] {
  if (DEVANAGARI.test(entry)) return DEVANAGARI_ENDINGS.map((e) => matchable(e).trim());
  if (entry.length >= SHORTEST_WITH_ENDINGS) return LATIN_ENDINGS;
  return entry.length >= SHORTEST_PLURAL ? ["", "s"] : [""];
}

/** The first hit of any entry in a list, or null. */
export function firstHit(text: string, entries: readonly string[]): Hit | null {
  let best: Hit | null = null;
  for (const entry of entries) {
    const hit = findEntry(text, entry);
    if (hit && (!best || hit.at < best.at)) best = hit;
  }
  return best;
}

export function hasAny(text: string, entries: readonly string[]): boolean {
  return entries.some((entry) => findEntry(text, entry) !== null);
}

/** The text with a hit's words replaced by spaces, so they count for nothing else. */
export function blank(text: string, hit: Hit): string {
  return text.slice(0, hit.at) + " ".repeat(hit.length) + text.slice(hit.at + hit.length);
}
