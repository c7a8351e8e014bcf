// Chart claims in Nepali and Hindi (Devanagari), read like the English ones: each planet gets the piece of its
// sentence that speaks of it, with a location said before it ("तपाईंको सातौं भावमा मङ्गल छ") or after it ("मङ्गल
// सातौं भावमा छ"); a sign counts as the planet's when written "<sign> राशिमा" / "<sign> राशि में", a house when
// written "<ordinal> भावमा" / "भाव में" (or घर). A piece about today's sky (गोचर, अहिले, अभी, इस समय) is a transit
// claim for शनि, गुरु, राहु and केतु; the navamsa, hypotheses, the future and negations state no birth placement.
import type { PlanetName } from "../../astro/types";
import { type Claim, placementClaims } from "./claim";
import { DEVANAGARI_CLAUSE_START, isHypothetical, piecesOf } from "./clauses";
import {
  alternation,
  DEVANAGARI_ORDINALS,
  DEVANAGARI_PLANETS,
  DEVANAGARI_SIGNS,
  digitsValue,
  LORD_TITLES,
} from "./vocabulary";

// \b does not work around Devanagari marks, so a word's edges are spaces, punctuation or the text's ends.
const START = "(?<![\\p{L}\\p{M}])";
const END = "(?![\\p{L}\\p{M}])";
const PLANET = new RegExp(`${START}(${alternation(DEVANAGARI_PLANETS)})(?:को|की|का|के|ले|लाई|मा|में|चाहिँ)?${END}`, "gu");
const SIGN = alternation(DEVANAGARI_SIGNS);
const ORDINAL = `(${alternation(DEVANAGARI_ORDINALS)}|[0-9०-९]{1,2}(?:औं|औँ|ौं|ौँ|वें|वाँ|वां|ओं)?)`;
// A planet in a sign or house ("मकर राशिमा", "पाँचवें भाव में"), or passing through it, as transits are told ("पाँचवें
// भाव से गुज़र रहा है", "पाँचौं भावबाट गुज्रिँदै", "मकर राशि होकर").
const PASSING = "(?:गुज़र|गुज़र|गुजर|गुज्र|पार|होकर|हो कर|हुँदै)";
const IN_OR_THROUGH = `(?:मा|में|(?:से|बाट)(?=\\s*${PASSING})|(?=\\s*${PASSING}))`;
const SIGN_LOCATIVE = new RegExp(`${START}(${SIGN})\\s*राशि\\s*${IN_OR_THROUGH}`, "u");
const HOUSE_LOCATIVE = new RegExp(`${START}${ORDINAL}\\s*(?:भाव|घर|स्थान)\\s*${IN_OR_THROUGH}`, "u");
const HOUSE_IS_SIGN = new RegExp(
  `${START}${ORDINAL}\\s*(?:भाव|घर)\\s*(?:मा|में)?\\s+(${SIGN})\\s*राशि(?!\\s*(?:मा|में))`,
  "gu",
);
const HOUSE_MENTION = new RegExp(`${START}${ORDINAL}\\s*(?:भाव|घर)`, "gu");
// "सातौं भावको स्वामी शुक्र", "सातवें भाव के स्वामी शुक्र", "यसको स्वामी बुध", "इसका स्वामी", and the one-word
// titles: "सप्तमेश शुक्र", "दशमेश, शनि".
const TITLE = `${START}(${alternation(LORD_TITLES)})${END}`;
const LORD_BEFORE_PLANET = new RegExp(
  `(?:(?:${ORDINAL}\\s*(?:भाव|घर|स्थान)\\s*(?:को|का|के|की)|यसको|इसका|इसके|उसको|उसका|जसको|जिसका)\\s*(?:स्वामी|मालिक|अधिपति|लर्ड)(?:\\s*ग्रह)?|${TITLE})[\\s,:*]*$`,
  "u",
);
// The lordship said after the planet: "चन्द्रमा तपाईंको सातौं भावको स्वामी हो", "चंद्रमा आपके सातवें भाव का स्वामी है",
// "शुक्र सप्तमेश हो".
const LORD_AFTER_PLANET = new RegExp(
  `^[\\s*]*[,(:]?\\s*(?:जो|जुन|जसले)?\\s*(?:(?:तपाईंको|तपाईँको|आपके|आपका|आपकी)?\\s*(?:${ORDINAL}\\s*(?:र|और|,)\\s*)?${ORDINAL}\\s*(?:भाव|घर|स्थान)\\s*(?:को|का|के|की)\\s*(?:स्वामी|मालिक|अधिपति)|(?:तपाईंको|तपाईँको|आपका|आपके)?\\s*${TITLE})`,
  "u",
);
const TODAY = /(गोचर|अहिले|अभी|इस समय|यस समय|हाल|हालमा|वर्तमानमा|वर्तमान में|आजकल|गुज्र|गुज़र|गुज़र|गुजर|पार गर्दै|भ्रमण|संचार|संचरण)/u;
const NATAL = /(जन्म\s*कुण्डली|जन्म\s*कुंडली|जन्मको|जन्म के समय|जन्म समय)/u;
const OTHER_CHART = /(नवांश|नवमांश|डी ?९|D9|दशमांश)/u;
const FROM_MOON = /(चन्द्रमाबाट|चन्द्रबाट|चंद्रमा से|चंद्र से|चन्द्र राशिबाट|चंद्र राशि से)/u;
const NOT_NOW = /(हुनेछ|हुनेछन्|जानेछ|प्रवेश|आउनेछ|जाएगा|जाएगी|होगा|होगी|आएगा|आगामी|अर्को वर्ष|अगले साल|दृष्टि|हेर्छ|देखता|देखती)/u;
const NEGATION = /(छैन|छैनन्|होइन|हुँदैन|नहीं|न त|बिना|नभएको)/u;
const EXALTED = /उच्च(?:स्थ|\s*(?:को|का|की|के|मा|में|राशि|छ|हुन्छ|है|हैं|भए|हो|अवस्था|स्थिति|\)))/u;
const DEBILITATED = /नीच(?:स्थ|\s*(?:को|का|की|के|मा|में|राशि|छ|हुन्छ|है|हैं|भए|हो|अवस्था|स्थिति|\)))/u;
const OWN = /(स्वराशि|स्वगृही|स्वगृह|स्वक्षेत्री|आफ्नै राशि|आफ्नो राशि|आफ्नै घर|अपनी राशि|अपनी ही राशि|अपने घर)/u;
// What a planet does in general, not in this chart: "बुध प्रायः अस्त हुन्छ", "शनि तुलामा उच्च मानिन्छ".
const GENERAL = /(प्रायः|प्राय:|सामान्यतया|सामान्यतः|अक्सर|आमतौर पर|मानिन्छ|माना जाता|मानी जाती|भनिन्छ|कहा जाता)/u;
const COMBUST = new RegExp(`${START}(?:अस्त|अस्तङ्गत|अस्तंगत)${END}(?!\\s*-?\\s*व्यस्त)`, "u");
const RETROGRADE = new RegExp(`${START}(?:वक्री|वक्रि)${END}`, "u");

function ordinalValue(word: string): number {
  return DEVANAGARI_ORDINALS[word] ?? digitsValue(word.replace(/[^0-9०-९]/g, ""));
}

const planetOf = (m: RegExpMatchArray) => DEVANAGARI_PLANETS[m[1] as string];
const PLANET_AT_START = new RegExp(`^${PLANET.source}`, "u");

export function devanagariClaims(sentence: string): Claim[] {
  const claims: Claim[] = [];
  for (const m of sentence.matchAll(HOUSE_IS_SIGN)) {
    const sign = DEVANAGARI_SIGNS[m[2] as string];
    const rest = sentence.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12);
    if (sign !== undefined && !NEGATION.test(rest) && !isHypothetical(rest))
      claims.push({ kind: "house-sign", house: ordinalValue(m[1] as string), sign, text: m[0] });
  }
  const pieces = piecesOf(sentence, PLANET, planetOf, DEVANAGARI_CLAUSE_START);
  // A sentence that opens with today ("Right now Saturn ..., and Jupiter ...") speaks of today for every planet in it.
  const opensWithToday = TODAY.test(sentence.slice(0, pieces[0]?.at ?? 0));
  for (const piece of pieces) {
    const body = piece.value;
    const text = piece.text;
    const before = sentence.slice(0, piece.at);
    if (OTHER_CHART.test(piece.first ? piece.lead : text) || isHypothetical(text) || NEGATION.test(text)) continue;
    if (GENERAL.test(text)) continue;
    if (body !== "rahu" && body !== "ketu") {
      const after = sentence.slice(piece.at).replace(PLANET_AT_START, "");
      const lord = before.match(LORD_BEFORE_PLANET) ?? after.match(LORD_AFTER_PLANET);
      if (lord) {
        // The groups: ordinals (one or two: "दोस्रो र पाँचौं भावको स्वामी") or a title.
        const named = lord.slice(1).filter((g): g is string => g !== undefined && LORD_TITLES[g] === undefined);
        const title = lord.slice(1).find((g) => g !== undefined && LORD_TITLES[g] !== undefined);
        const earlier = [...before.matchAll(HOUSE_MENTION)].at(-1)?.[1];
        const houses = title
          ? [LORD_TITLES[title] as number]
          : named.length > 0
            ? named.map(ordinalValue)
            : earlier
              ? [ordinalValue(earlier)]
              : [];
        for (const house of houses) claims.push({ kind: "lordship", house, body: body as PlanetName, text });
      }
    }
    if (NOT_NOW.test(text)) continue;
    // A location said before the planet is in its piece; a location after it belongs to it as well.
    const signWord = text.match(SIGN_LOCATIVE)?.[1];
    const sign = signWord === undefined ? undefined : DEVANAGARI_SIGNS[signWord];
    const houseWord = text.match(HOUSE_LOCATIVE)?.[1];
    const house = houseWord === undefined ? undefined : ordinalValue(houseWord);
    const today = (TODAY.test(text) || opensWithToday || (piece.first && TODAY.test(piece.lead))) && !NATAL.test(text);
    claims.push(...placementClaims({ body, sign, house, fromMoon: FROM_MOON.test(text), today, text }));
    if (today) continue;
    if (body === "rahu" || body === "ketu") continue;
    if (EXALTED.test(text)) claims.push({ kind: "dignity", body, dignity: "exalted", text });
    else if (DEBILITATED.test(text)) claims.push({ kind: "dignity", body, dignity: "debilitated", text });
    else if (OWN.test(text)) claims.push({ kind: "dignity", body, dignity: "own", text });
    if (COMBUST.test(text)) claims.push({ kind: "dignity", body, dignity: "combust", text });
    if (RETROGRADE.test(text) && body !== "sun" && body !== "moon")
      claims.push({ kind: "dignity", body, dignity: "retrograde", text });
  }
  return claims;
}
