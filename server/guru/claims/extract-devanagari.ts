// Chart claims in Nepali and Hindi (Devanagari) from an answer's plain text, read the same way as the English
// ones: a sentence is cut at each planet it names; a sign counts as the planet's when written "<sign> राशिमा" /
// "<sign> राशि में", a house when written "<ordinal> भावमा" / "भाव में" (or घर). Negated, transit and navamsa
// statements are skipped.
import type { Claim } from "./claim";
import {
  alternation,
  DASHA_LORD_OF,
  DEVANAGARI_ORDINALS,
  DEVANAGARI_PLANETS,
  DEVANAGARI_SIGNS,
  digitsValue,
} from "./vocabulary";

// \b does not work around Devanagari marks, so a word's edges are spaces, punctuation or the text's ends.
const START = "(?<![\\p{L}\\p{M}])";
const PLANET = new RegExp(
  `${START}(${alternation(DEVANAGARI_PLANETS)})(?:को|की|का|ले|लाई|मा|में)?(?![\\p{L}\\p{M}])`,
  "gu",
);
const SIGN = alternation(DEVANAGARI_SIGNS);
const ORDINAL = `(${alternation(DEVANAGARI_ORDINALS)}|[0-9०-९]{1,2}(?:औं|औँ|ौं|वें|वाँ|वां|ओं)?)`;
const SIGN_LOCATIVE = new RegExp(`${START}(${SIGN})\\s*राशि\\s*(?:मा|में)`, "u");
const HOUSE_LOCATIVE = new RegExp(`${START}${ORDINAL}\\s*(?:भाव|घर)\\s*(?:मा|में)`, "u");
const HOUSE_IS_SIGN = new RegExp(
  `${START}${ORDINAL}\\s*(?:भाव|घर)\\s*(?:मा|में)?\\s+(${SIGN})\\s*राशि(?!\\s*(?:मा|में))`,
  "gu",
);
const NOT_A_BIRTH_PLACEMENT = /(गोचर|नवांश|चन्द्रमाबाट|चंद्रमा से|दृष्टि|भएमा|होता तो)/u;
const NEGATION = /(छैन|छैनन्|होइन|नहीं|न त|बिना)/u;
const EXALTED = /उच्च\s*(?:को|का|की|मा|में|राशि|छ|हुन्छ|है|हैं)/u;
const DEBILITATED = /नीच\s*(?:को|का|की|मा|में|राशि|छ|हुन्छ|है|हैं)/u;
const OWN = /स्वराशि/u;
const RUNNING = /(चलिरहेको|चलिरहेछ|चल्दैछ|चल रही|चल रहा|अहिले|अभी|वर्तमान)/u;
const FUTURE = /(आउने|आउँदो|हुनेछ|सुरु हुने|आगामी|आने वाली|आने वाला|शुरू होगी|अगली|अर्को)/u;
const DASHA = new RegExp(
  `${START}(${alternation(DEVANAGARI_PLANETS)})\\s*(?:को|की|का)?\\s*(महादशा|अन्तर्दशा|अंतर्दशा)`,
  "gu",
);

function ordinalValue(word: string): number {
  return DEVANAGARI_ORDINALS[word] ?? digitsValue(word.replace(/[^0-9०-९]/g, ""));
}

export function devanagariClaims(sentence: string): Claim[] {
  const claims: Claim[] = [];
  for (const m of sentence.matchAll(HOUSE_IS_SIGN)) {
    const sign = DEVANAGARI_SIGNS[m[2] as string];
    if (sign !== undefined && !NEGATION.test(sentence))
      claims.push({ kind: "house-sign", house: ordinalValue(m[1] as string), sign, text: m[0] });
  }
  const mentions = [...sentence.matchAll(PLANET)];
  mentions.forEach((m, i) => {
    const body = DEVANAGARI_PLANETS[m[1] as string];
    if (!body) return;
    const end = mentions[i + 1]?.index ?? sentence.length;
    const piece = sentence.slice(m.index, end);
    if (NOT_A_BIRTH_PLACEMENT.test(sentence) || NEGATION.test(piece)) return;
    const sign = piece.match(SIGN_LOCATIVE);
    if (sign) {
      const index = DEVANAGARI_SIGNS[sign[1] as string];
      if (index !== undefined) claims.push({ kind: "planet-sign", body, sign: index, text: piece });
    }
    const house = piece.match(HOUSE_LOCATIVE);
    if (house) claims.push({ kind: "planet-house", body, house: ordinalValue(house[1] as string), text: piece });
    if (body === "rahu" || body === "ketu") return;
    if (EXALTED.test(piece)) claims.push({ kind: "dignity", body, dignity: "exalted", text: piece });
    else if (DEBILITATED.test(piece)) claims.push({ kind: "dignity", body, dignity: "debilitated", text: piece });
    else if (OWN.test(piece)) claims.push({ kind: "dignity", body, dignity: "own", text: piece });
  });
  if (RUNNING.test(sentence) && !FUTURE.test(sentence)) {
    for (const m of sentence.matchAll(DASHA)) {
      const body = DEVANAGARI_PLANETS[m[1] as string];
      if (!body) continue;
      const level = (m[2] as string).startsWith("महा") ? "mahadasha" : "antardasha";
      claims.push({ kind: "running-dasha", level, lord: DASHA_LORD_OF[body], text: m[0] });
    }
  }
  return claims;
}
