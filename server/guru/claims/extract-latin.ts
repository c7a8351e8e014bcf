// Chart claims in English (and romanised Sanskrit terms) from an answer's plain text. Each planet named gets the
// piece of its sentence that speaks of it (clauses.ts), read for its sign, house (said before or after the planet),
// lordship and dignity. A piece that speaks of today's sky ("now", "currently", "is moving through", "transit") is
// a transit claim for Saturn, Jupiter, Rahu and Ketu, checked against today's transits, and no claim for the fast
// planets; the navamsa, hypotheses, the future and negated statements state no birth placement.
import { DIGNITIES } from "../../astro/jyotish";
import type { BodyName, PlanetName } from "../../astro/types";
import { type Claim, placementClaims } from "./claim";
import { isHypothetical, LATIN_CLAUSE_START, piecesOf } from "./clauses";
import { alternation, LATIN_PLANETS, LATIN_SIGNS, LORD_TITLES } from "./vocabulary";

const PLANET = new RegExp(`\\b(${alternation(LATIN_PLANETS)})\\b`, "gi");
const SIGN = alternation(LATIN_SIGNS);
// A house number: "7th" or "seventh" (the group holds "7" or the word; ordinalValue reads both).
const ORDINAL_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
];
const ORD = `(\\d{1,2}(?=st|nd|rd|th)|${ORDINAL_WORDS.join("|")})(?:st|nd|rd|th)?`;
// A lord of two houses: "the 9th and 12th lord", "lord of your 3rd and 6th houses".
const AND_ORD = `(?:\\s*(?:,|and|&)\\s*${ORD})?`;
function ordinalValue(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  const i = ORDINAL_WORDS.indexOf(word.toLowerCase());
  return i >= 0 ? i + 1 : undefined;
}
const SIGN_AFTER_IN = new RegExp(
  `\\b(?:in|into|through|occupies|occupying|transiting|transits|crossing)\\s+(?:the\\s+sign\\s+(?:of\\s+)?)?(${SIGN})\\b`,
);
const HOUSE_OF_PLANET = new RegExp(
  `\\b(?:in|into|through|from|occupies|occupying|occupy|placed in|sits in|is your|in your own|transits|transiting|crosses|crossing)\\s+(?:your\\s+|the\\s+|its\\s+|their\\s+)?${ORD}[\\s-]+house\\b|\\b${ORD}[\\s-]+house\\s+(?:holds|has|hosts|contains|houses|is occupied by|sits|is home to)\\b|^\\s*in\\s+(?:your\\s+|the\\s+)?${ORD}[\\s-]+house\\b`,
  "i",
);
const HOUSE_IS_SIGN = new RegExp(
  `\\b${ORD}[\\s-]+house(?:\\s*\\([^)]*\\))?\\s+(?:is|falls in|is in|has|holds)\\s+(?:the\\s+sign\\s+(?:of\\s+)?)?(${SIGN})\\b|\\b(${SIGN})\\s+(?:is|falls on|occupies|rises in)\\s+(?:your\\s+|the\\s+)${ORD}[\\s-]+house\\b`,
  "g",
);
const HOUSE_MENTION = new RegExp(`\\b${ORD}[\\s-]+(?:house|bhava)\\b`, "gi");
// "its lord Mercury", "the lord of your 7th house, Venus", "the lord of your 7th, Venus", "7th lord Venus", "Venus,
// the 7th lord", "Venus is the lord of the 5th house", "with Venus as the ruler of your 9th", "ruled by Venus",
// "Venus rules your 4th"; romanised: "Saptamesh Shukra", "7th house ka lord Shukra", "Shukra aapke 7th house ka lord".
const HOUSE_WORD = "(?:[\\s-]+(?:houses?|bhav|bhava))";
const LORD_WORD = "(?:lord|ruler|swami|malik)";
const OF_HOUSE = `${ORD}${HOUSE_WORD}?\\s+(?:ka|ko|ke|ki)\\s+${LORD_WORD}`;
const TITLE = alternation(LORD_TITLES);
const LORD_BEFORE_PLANET = new RegExp(
  `\\b(?:(?:its|whose)\\s+(?:lord|ruler)|(?:lord|ruler)\\s+of\\s+(?:your\\s+|the\\s+)?${ORD}${AND_ORD}${HOUSE_WORD}?|${ORD}${AND_ORD}[\\s-]+(?:house\\s+)?(?:lord|ruler)|(?:ruled|governed|owned) by|belongs to|(?:lord|ruler)\\s+of\\s+(?:your\\s+|the\\s+)?${ORD}${HOUSE_WORD}?\\s+is|${ORD}[\\s-]+(?:house\\s+)?(?:lord|ruler)\\s+is|${OF_HOUSE}|(?<![\\p{L}])(?:${TITLE}))[\\s,:*]*$`,
  "iu",
);
const LORD_AFTER_PLANET = new RegExp(
  `^[\\s*]*[,(:]?\\s*(?:(?:is|was|as|being|which is|who is)\\s+)?(?:(?:the\\s+|your\\s+|(?<=\\(\\s*))${ORD}${AND_ORD}[\\s-]+(?:house\\s+)?(?:lord|ruler)|(?:the\\s+|your\\s+)?(?:lord|ruler)\\s+of\\s+(?:your\\s+|the\\s+)?${ORD}${AND_ORD}${HOUSE_WORD}?|(?:(?:which|who)\\s+)?(?:rules|governs|owns|lords over)\\s+(?:your\\s+|the\\s+)?${ORD}${HOUSE_WORD}?|(?:tapai\\s?ko|tapain\\s?ko|aapke|aapka|apke|apka)\\s+${OF_HOUSE}|(?:${TITLE})(?![\\p{L}]))`,
  "iu",
);
const TODAY =
  /\b(transit\w*|currently|now|at present|presently|these days|at the moment|is moving|moving through|moves through|moves across|passing through|passes through|gochar|today)\b/i;
const NATAL = /\b(natal|birth chart|in your chart|at birth|born)\b/i;
const OTHER_CHART = /\b(navamsa|navamsha|d-?9|d-?10|dashamsha)\b/i;
const FROM_MOON = /\bfrom (?:the |your )?moon\b|\bchandra lagna\b|\bmoon sign\b/i;
const NOT_NOW =
  /\b(will|would|enter\w*|moves? into|moving into|shifts? into|changes? signs?|next year|later|upcoming|soon|aspect\w*|drishti|rules or|glance\w*)\b/i;
const NEGATION = /\b(not|isn't|isnt|never|no|neither|nor|without)\b/i;
const DIGNITY =
  /\b(exalted|exaltation|uchcha|uchha|debilitated|debilitation|neecha|neech|in (?:its|his|her) fall|in (?:its|his|her) own (?:sign|house)|own sign|swakshetra|swagrihi|combust|combustion|asta|retrograde|retrogression|vakri)\b/i;

// What a planet does in general, not in this chart: "Mercury is often combust", "Saturn is exalted in Libra".
const GENERAL =
  /\b(?:often|usually|generally|typically|tends to|in general|is considered|is said to|classically|by nature)\b/i;
const CLASSICAL = new RegExp(`\\b(exalted|exaltation|debilitated|debilitation)\\s+in\\s+(${SIGN})\\b`);
const YOURS = /\b(?:your|you have|you were born)\b/i;

/** "Saturn is exalted in Libra" said of the sign where it is always exalted: a textbook fact, unless said of yours. */
function statesClassicalDignity(body: BodyName, text: string): boolean {
  const m = text.match(CLASSICAL);
  if (!m || body === "rahu" || body === "ketu" || YOURS.test(text.slice(0, m.index))) return false;
  const sign = LATIN_SIGNS[m[2] as string];
  const row = DIGNITIES[body];
  return /^exalt/i.test(m[1] as string) ? row.exaltedSign === sign : row.debilitatedSign === sign;
}

const DIGNITY_OF: Record<string, "exalted" | "debilitated" | "combust" | "retrograde"> = {
  exalted: "exalted",
  exaltation: "exalted",
  uchcha: "exalted",
  uchha: "exalted",
  debilitated: "debilitated",
  debilitation: "debilitated",
  "in its fall": "debilitated",
  "in his fall": "debilitated",
  "in her fall": "debilitated",
  combustion: "combust",
  retrogression: "retrograde",
  neecha: "debilitated",
  neech: "debilitated",
  combust: "combust",
  asta: "combust",
  retrograde: "retrograde",
  vakri: "retrograde",
};

const planetOf = (m: RegExpMatchArray) => LATIN_PLANETS[(m[1] as string).toLowerCase()];
const signOf = (word: string | undefined) => (word === undefined ? undefined : LATIN_SIGNS[word]);
const firstNumber = (m: RegExpMatchArray) =>
  m
    .slice(1)
    .map(ordinalValue)
    .find((n) => n !== undefined);

/** Sentences of plain text; a decimal point ("12.5°") or an abbreviation ("Rs. 2100", "रु. ५१००") does not end one. */
export function sentencesOf(text: string): string[] {
  return text.split(/\n+/).flatMap((line) => {
    const parts = line
      .split(/(?<=[.!?;:।])(?<!\b(?:Rs|rs|RS|Dr|Mr|Mrs|St|No)\.)(?<!(?:रु|रू)\.)\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    // A label before a colon belongs to what follows it: "**Mars**: exalted in Capricorn", "7th lord: Venus".
    const sentences: string[] = [];
    for (const part of parts) {
      const previous = sentences.at(-1);
      if (previous !== undefined && LABEL.test(previous)) sentences[sentences.length - 1] = `${previous} ${part}`;
      else sentences.push(part);
    }
    return sentences;
  });
}

/** A label whose colon leads to what it names: one word ("- **Mars**:") or a lordship ("7th lord:", "सप्तमेश:"). */
const LABEL =
  /^[-*•\s]*(?:\**[\p{L}\p{M}]+\**|[^:]{0,40}(?:lord|ruler|स्वामी|मालिक|अधिपति|ेश)(?:\s+of\s+(?:your\s+|the\s+)?\S+(?:\s+house)?)?\**)\s*:\**$/iu;

function houseSigns(sentence: string): Claim[] {
  const claims: Claim[] = [];
  for (const m of sentence.matchAll(HOUSE_IS_SIGN)) {
    const house = ordinalValue(m[1] ?? m[4]);
    const sign = signOf(m[2] ?? m[3]);
    if (house !== undefined && sign !== undefined && !NEGATION.test(m[0]) && !isHypothetical(m[0]))
      claims.push({ kind: "house-sign", house, sign, text: m[0] });
  }
  return claims;
}

/** The houses a lordship phrase names: its own numbers ("the 9th and 12th lord"), its title (saptamesh), or for
 * "its lord" the last house the sentence named before. */
function lordshipHouses(phrase: RegExpMatchArray, sentenceBefore: string): number[] {
  const own = phrase.slice(1).flatMap((g) => ordinalValue(g) ?? []);
  if (own.length > 0) return own;
  const title = phrase[0].match(TITLE_WORD)?.[0];
  if (title) return [LORD_TITLES[title.toLowerCase()] as number];
  const last = [...sentenceBefore.matchAll(HOUSE_MENTION)].at(-1);
  const house = ordinalValue(last?.[1]);
  return house === undefined ? [] : [house];
}

export function latinClaims(sentence: string): Claim[] {
  const claims = houseSigns(sentence);
  const pieces = piecesOf(sentence, PLANET, planetOf, LATIN_CLAUSE_START);
  // A sentence that opens with today ("Right now Saturn ..., and Jupiter ...") speaks of today for every planet in it.
  const opensWithToday = TODAY.test(sentence.slice(0, pieces[0]?.at ?? 0));
  for (const piece of pieces) {
    const body = piece.value;
    const text = piece.text;
    if (OTHER_CHART.test(piece.first ? piece.lead : text) || isHypothetical(text) || NEGATION.test(text)) continue;
    if (GENERAL.test(text) || statesClassicalDignity(body, text)) continue;
    const before = sentence.slice(0, piece.at);
    const after = sentence.slice(piece.at).replace(PLANET_AT_START, "");
    if (body !== "rahu" && body !== "ketu") {
      const lord = before.match(LORD_BEFORE_PLANET) ?? after.match(LORD_AFTER_PLANET);
      for (const house of lord ? lordshipHouses(lord, before) : [])
        claims.push({ kind: "lordship", house, body: body as PlanetName, text });
    }
    const today = (TODAY.test(text) || opensWithToday || (piece.first && TODAY.test(piece.lead))) && !NATAL.test(text);
    if (NOT_NOW.test(text)) continue;
    const sign = signOf(text.match(SIGN_AFTER_IN)?.[1]);
    const houseMatch = text.match(HOUSE_OF_PLANET);
    const house = houseMatch ? firstNumber(houseMatch) : undefined;
    claims.push(...placementClaims({ body, sign, house, fromMoon: FROM_MOON.test(text), today, text }));
    if (today) continue;
    const dignity = text.match(DIGNITY)?.[1]?.toLowerCase();
    if (dignity && body !== "rahu" && body !== "ketu") {
      const kind = DIGNITY_OF[dignity] ?? "own";
      if (!(kind === "retrograde" && (body === "sun" || body === "moon")))
        claims.push({ kind: "dignity", body, dignity: kind, text });
    }
  }
  return claims;
}

const TITLE_WORD = new RegExp(`(?<![\\p{L}])(?:${TITLE})(?![\\p{L}])`, "iu");
const PLANET_AT_START = new RegExp(`^(${alternation(LATIN_PLANETS)})\\b`, "i");
