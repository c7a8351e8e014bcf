// Chart claims in English (and romanised Sanskrit terms) from an answer's plain text. A sentence is cut at each
// planet it names, and each piece is read for that planet's sign, house and dignity; transits, navamsa and
// "from the Moon" counts are not birth-chart placements and are skipped, as are negated statements.
import type { Claim } from "./claim";
import { alternation, DASHA_LORD_OF, LATIN_PLANETS, LATIN_SIGNS } from "./vocabulary";

const PLANET = new RegExp(`\\b(${alternation(LATIN_PLANETS)})\\b`, "gi");
const SIGN_AFTER_IN = new RegExp(`\\b(?:in|into)\\s+(?:the\\s+sign\\s+(?:of\\s+)?)?(${alternation(LATIN_SIGNS)})\\b`);
const HOUSE_AFTER_IN =
  /\b(?:in|from|occupies|occupying|occupy|placed in|sits in)\s+(?:your\s+|the\s+|its\s+)?(\d{1,2})(?:st|nd|rd|th)[\s-]+house\b/i;
const HOUSE_IS_SIGN = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)[\\s-]+house(?:\\s*\\([^)]*\\)|,[^,.;]{0,60},|,\\s*which)?\\s+(?:is|falls in|is in|has)\\s+(?:the\\s+sign\\s+(?:of\\s+)?)?(${alternation(LATIN_SIGNS)})\\b`,
  "g",
);
// Words that make a whole sentence about something other than the birth placements.
const OTHER_CHART = /\b(transit\w*|moving|passing|gochar|navamsa|navamsha|d-?9|from (?:the |your )?moon|would|if)\b/i;
// Words that make one planet's piece of a sentence about something other than where it sits.
const NOT_ITS_PLACEMENT = /\b(moves|passes|enter\w*|will be|aspect\w*|drishti|rules or)\b/i;
const NEGATION = /\b(not|isn't|isnt|never|no|neither|nor|without)\b/i;
const DIGNITY = /\b(exalted|debilitated|in (?:its|his|her) own sign|own sign)\b/i;
const RUNNING = /\b(running|current|currently|present|ongoing|now)\b/i;
const FUTURE = /\b(will|coming|next|upcoming|later|after|begins|starts|start)\b/i;
const DASHA = new RegExp(`\\b(${alternation(LATIN_PLANETS)})\\s+(maha\\s?dasha|antar\\s?dasha|bhukti)\\b`, "gi");

function lowerKey(word: string): string {
  return word.toLowerCase();
}

function signOf(word: string): number | undefined {
  const exact = LATIN_SIGNS[word];
  if (exact !== undefined) return exact;
  return undefined;
}

/** Sentences of plain text; a decimal point ("12.5°") does not end one. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;:।])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function latinClaims(sentence: string): Claim[] {
  const claims: Claim[] = [];
  for (const m of sentence.matchAll(HOUSE_IS_SIGN)) {
    const sign = signOf(m[2] as string);
    if (sign !== undefined && !NEGATION.test(m[0]))
      claims.push({ kind: "house-sign", house: Number(m[1]), sign, text: m[0] });
  }
  const mentions = [...sentence.matchAll(PLANET)];
  mentions.forEach((m, i) => {
    const body = LATIN_PLANETS[lowerKey(m[1] as string)];
    if (!body) return;
    const end = mentions[i + 1]?.index ?? sentence.length;
    const piece = sentence.slice(m.index, end);
    if (OTHER_CHART.test(sentence) || NOT_ITS_PLACEMENT.test(piece) || NEGATION.test(piece)) return;
    const sign = piece.match(SIGN_AFTER_IN);
    if (sign) {
      const index = signOf(sign[1] as string);
      if (index !== undefined) claims.push({ kind: "planet-sign", body, sign: index, text: piece });
    }
    const house = piece.match(HOUSE_AFTER_IN);
    if (house) claims.push({ kind: "planet-house", body, house: Number(house[1]), text: piece });
    const dignity = piece.match(DIGNITY);
    if (dignity && body !== "rahu" && body !== "ketu") {
      const word = (dignity[1] as string).toLowerCase();
      claims.push({
        kind: "dignity",
        body,
        dignity: word === "exalted" ? "exalted" : word === "debilitated" ? "debilitated" : "own",
        text: piece,
      });
    }
  });
  if (RUNNING.test(sentence) && !FUTURE.test(sentence)) {
    for (const m of sentence.matchAll(DASHA)) {
      const body = LATIN_PLANETS[lowerKey(m[1] as string)];
      if (!body) continue;
      const level = /^maha/i.test(m[2] as string) ? "mahadasha" : "antardasha";
      claims.push({ kind: "running-dasha", level, lord: DASHA_LORD_OF[body], text: m[0] });
    }
  }
  return claims;
}
