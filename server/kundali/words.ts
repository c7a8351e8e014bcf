// The kundali page's own words in English, Nepali and Hindi: the conventions line, dignity names, the transit and
// Sade Sati lines, the Manglik exceptions and the schools. Chart words (planets, signs, nakshatras, houses) come from
// the guru's WORDS and the yoga and Manglik sentences from its PHRASES, so the page and the guru say the same thing.
import type { Dignity, NodeKind } from "../astro/types";
import { WORDS } from "../guru/compose/words";
import type { GuruLanguage } from "../guru/contract";
import type { ManglikException, School } from "../jyotish";

/** The exceptions about Mars itself; the others are "Mars in this house in this sign". */
type MarsException = Extract<
  ManglikException,
  | "mars-own-sign"
  | "mars-exalted"
  | "mars-in-leo-or-aquarius"
  | "mars-aspected-by-jupiter"
  | "mars-conjunct-jupiter-or-moon"
>;

export interface KundaliWords {
  ascendant: string;
  /** "Lahiri ayanamsa · mean node". */
  conventions(node: NodeKind): string;
  dignity: Record<Dignity, string>;
  /** A slow planet's transit counted from the Moon, with its classical reading. */
  transit(planet: string, sign: string, houseFromMoon: number, until: string | null, favourable: boolean): string;
  sadeSatiNone(next: { start: string; end: string } | null): string;
  /** Mars's own exceptions; the house-and-sign ones read "Mars in the 7th house in Cancer is excepted". */
  manglikException(id: ManglikException, marsHouse: number, marsSign: number): string;
  school: Record<School, string>;
}

const en: KundaliWords = {
  ascendant: "Ascendant",
  conventions: (node) => `Lahiri ayanamsa · ${node} node`,
  dignity: {
    exalted: "exalted",
    debilitated: "debilitated",
    moolatrikona: "moolatrikona",
    own: "own sign",
    friend: "friendly sign",
    neutral: "neutral sign",
    enemy: "enemy sign",
  },
  transit: (planet, sign, house, until, favourable) =>
    `${planet} in ${sign}, your ${WORDS.en.house(house).replace(" house", "")} from the Moon${
      until ? ` until ${until}` : ""
    }: ${favourable ? "a helpful passage" : "a passage that asks for patience"}.`,
  sadeSatiNone: (next) =>
    next
      ? `Sade Sati is not running now; the next one is from ${next.start} to ${next.end}.`
      : "Sade Sati is not running now.",
  manglikException: (id, house, sign) =>
    ({
      "mars-own-sign": `Mars is in its own sign, ${WORDS.en.sign(sign)}.`,
      "mars-exalted": "Mars is exalted in Capricorn.",
      "mars-in-leo-or-aquarius": `Mars is in ${WORDS.en.sign(sign)}.`,
      "mars-aspected-by-jupiter": "Jupiter aspects Mars.",
      "mars-conjunct-jupiter-or-moon": "Mars is joined by Jupiter or the Moon.",
    })[id as MarsException] ?? `Mars in the ${WORDS.en.house(house)} in ${WORDS.en.sign(sign)} is excepted.`,
  school: {
    parashari: "Parashari (Brihat Parashara Hora Shastra)",
    phaladeepika: "Phaladeepika (Mantreswara)",
    saravali: "Saravali (Kalyanavarma)",
    "common-practice": "common North Indian practice",
  },
};

const ne: KundaliWords = {
  ascendant: "लग्न",
  conventions: (node) => `लाहिरी अयनांश · ${node === "mean" ? "मध्यम" : "स्पष्ट"} राहु`,
  dignity: {
    exalted: "उच्च",
    debilitated: "नीच",
    moolatrikona: "मूलत्रिकोण",
    own: "स्वराशि",
    friend: "मित्र राशि",
    neutral: "सम राशि",
    enemy: "शत्रु राशि",
  },
  transit: (planet, sign, house, until, favourable) =>
    `${planet} ${sign} राशिमा, चन्द्रमाबाट ${WORDS.ne.house(house)}मा${until ? ` ${until}सम्म` : ""}: ${
      favourable ? "सहयोगी गोचर" : "धैर्य माग्ने गोचर"
    }।`,
  sadeSatiNone: (next) =>
    next ? `अहिले साढेसाती चलिरहेको छैन; अर्को साढेसाती ${next.start}देखि ${next.end}सम्म हुनेछ।` : "अहिले साढेसाती चलिरहेको छैन।",
  manglikException: (id, house, sign) =>
    ({
      "mars-own-sign": `मङ्गल आफ्नै राशि ${WORDS.ne.sign(sign)}मा छ।`,
      "mars-exalted": "मङ्गल मकर राशिमा उच्च छ।",
      "mars-in-leo-or-aquarius": `मङ्गल ${WORDS.ne.sign(sign)} राशिमा छ।`,
      "mars-aspected-by-jupiter": "मङ्गलमाथि बृहस्पतिको दृष्टि छ।",
      "mars-conjunct-jupiter-or-moon": "मङ्गलसँग बृहस्पति वा चन्द्रमा छन्।",
    })[id as MarsException] ?? `${WORDS.ne.house(house)}मा ${WORDS.ne.sign(sign)} राशिको मङ्गल अपवादमा पर्छ।`,
  school: {
    parashari: "पराशरी (बृहत् पराशर होराशास्त्र)",
    phaladeepika: "फलदीपिका (मन्त्रेश्वर)",
    saravali: "सारावली (कल्याणवर्मा)",
    "common-practice": "उत्तर भारतीय प्रचलित परम्परा",
  },
};

const hi: KundaliWords = {
  ascendant: "लग्न",
  conventions: (node) => `लाहिड़ी अयनांश · ${node === "mean" ? "मध्यम" : "स्पष्ट"} राहु`,
  dignity: {
    exalted: "उच्च",
    debilitated: "नीच",
    moolatrikona: "मूलत्रिकोण",
    own: "स्वराशि",
    friend: "मित्र राशि",
    neutral: "सम राशि",
    enemy: "शत्रु राशि",
  },
  transit: (planet, sign, house, until, favourable) =>
    `${planet} ${sign} राशि में, चंद्रमा से ${WORDS.hi.house(house)} में${until ? ` ${until} तक` : ""}: ${
      favourable ? "सहायक गोचर" : "धैर्य माँगने वाला गोचर"
    }।`,
  sadeSatiNone: (next) =>
    next ? `अभी साढ़ेसाती नहीं चल रही है; अगली साढ़ेसाती ${next.start} से ${next.end} तक होगी।` : "अभी साढ़ेसाती नहीं चल रही है।",
  manglikException: (id, house, sign) =>
    ({
      "mars-own-sign": `मंगल अपनी ही राशि ${WORDS.hi.sign(sign)} में है।`,
      "mars-exalted": "मंगल मकर राशि में उच्च है।",
      "mars-in-leo-or-aquarius": `मंगल ${WORDS.hi.sign(sign)} राशि में है।`,
      "mars-aspected-by-jupiter": "मंगल पर गुरु की दृष्टि है।",
      "mars-conjunct-jupiter-or-moon": "मंगल के साथ गुरु या चंद्रमा हैं।",
    })[id as MarsException] ?? `${WORDS.hi.house(house)} में ${WORDS.hi.sign(sign)} राशि का मंगल अपवाद में आता है।`,
  school: {
    parashari: "पाराशरी (बृहत् पाराशर होराशास्त्र)",
    phaladeepika: "फलदीपिका (मंत्रेश्वर)",
    saravali: "सारावली (कल्याणवर्मा)",
    "common-practice": "उत्तर भारतीय प्रचलित परंपरा",
  },
};

export const KUNDALI_WORDS: Record<GuruLanguage, KundaliWords> = { en, ne, hi };
