// A match read out for a family, in the asker's language: the score against the bands tradition uses, where the two
// agree most and least, the doshas and what cancels them, and Manglik of both; calm, and without remedies to buy.
// The /matching page shows it as the summary; the guru answers questions about the match from the same sentences.
import { WORDS } from "../guru/compose/words";
import type { GuruLanguage } from "../guru/contract";
import type { Ashtakoot, Dosha, DoshaName, Koota, KootaName } from "../jyotish/matching/types";
import { MATCH_WORDS } from "./words";

/** The traditional reading of a total out of 36 (common North Indian practice: 18 is the usual minimum). */
export type MatchBand = "excellent" | "good" | "acceptable" | "low";

export function bandOf(total: number): MatchBand {
  if (total >= 33) return "excellent";
  if (total >= 25) return "good";
  if (total >= 18) return "acceptable";
  return "low";
}

export interface MatchNames {
  bride: string;
  groom: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

interface Phrases {
  score(a: string, b: string, total: string): string;
  band: Record<MatchBand, string>;
  strongest(items: string): string;
  weakest(item: string, weighs: string): string;
  /** "Varna (1 of 1)" */
  points(koota: string, points: string, max: string): string;
  noDosha: string;
  doshaCancelled(dosha: string, why: string): string;
  doshaPresent(dosha: string, why: string): string;
  manglik: Record<Ashtakoot["manglikMatch"], (bride: string, groom: string) => string>;
  perspective: string;
  /** Why a dosha is present, from the two categories the koota compared. */
  doshaWhy(dosha: DoshaName, bride: string, groom: string): string;
  cancelledWhy: string;
  /** One koota asked about: what it weighs and the points the two have in it. */
  focus(koota: string, weighs: string, points: string, max: string): string;
}

const en: Phrases = {
  score: (a, b, total) => `${a} and ${b} share ${total} of 36 gunas.`,
  band: {
    excellent: "Tradition counts this as an excellent match.",
    good: "Tradition counts this as a good match.",
    acceptable: "Tradition counts this as an acceptable match, above the 18 gunas usually asked for.",
    low: "This is below the 18 gunas tradition usually asks for, so families often look more closely at both charts before deciding.",
  },
  strongest: (items) => `The strongest agreement is in ${items}.`,
  weakest: (item, weighs) => `The least is in ${item}, which weighs ${weighs}.`,
  points: (koota, points, max) => `${koota} (${points} of ${max})`,
  noDosha: "There is no Nadi, Bhakoot or Gana dosha between you.",
  // The engine's reasons say what is present and what cancels it.
  doshaCancelled: (dosha, why) => `${dosha}: ${lowerFirst(why)}`,
  doshaPresent: (dosha, why) =>
    `${dosha}: ${lowerFirst(why)} Astrologers weigh it together with both whole charts rather than on its own.`,
  manglik: {
    neither: () => "Neither of you is Manglik.",
    both: () => "Both of you are Manglik, which tradition counts as balancing each other.",
    bride_only: (bride, groom) =>
      `${bride} is Manglik and ${groom} is not; this is usually read together with the rest of both charts before it is given weight.`,
    groom_only: (bride, groom) =>
      `${groom} is Manglik and ${bride} is not; this is usually read together with the rest of both charts before it is given weight.`,
  },
  perspective:
    "Guna milan is one part of matching: the 7th house and its lord in both charts, and how the two of you understand each other, matter as much.",
  doshaWhy: (dosha, bride, groom) =>
    dosha === "nadi"
      ? `both Moons are in the same nadi (${bride}).`
      : dosha === "bhakoot"
        ? `the Moon signs (${bride} and ${groom}) stand in one of the pairs tradition avoids.`
        : `the ganas (${bride} and ${groom}) differ in nature.`,
  cancelledWhy: "",
  focus: (koota, weighs, points, max) =>
    `${koota} weighs ${weighs}; the two of you have ${points} of its ${max} points.`,
};

const ne: Phrases = {
  score: (a, b, total) => `${a} र ${b}का बीच ३६ मध्ये ${total} गुण मिल्छन्।`,
  band: {
    excellent: "परम्परामा यसलाई उत्तम मिलान मानिन्छ।",
    good: "परम्परामा यसलाई राम्रो मिलान मानिन्छ।",
    acceptable: "परम्परामा यसलाई स्वीकार्य मिलान मानिन्छ: सामान्यतया चाहिने १८ गुणभन्दा माथि छ।",
    low: "यो परम्पराले सामान्यतया खोज्ने १८ गुणभन्दा कम हो, त्यसैले परिवारहरू निर्णय गर्नुअघि दुवै कुण्डली अझ ध्यान दिएर हेर्छन्।",
  },
  strongest: (items) => `सबैभन्दा बलियो मेल ${items}मा छ।`,
  weakest: (item, weighs) => `सबैभन्दा कम ${item}मा छ, जसले ${weighs} हेर्छ।`,
  points: (koota, points, max) => `${koota} (${max} मध्ये ${points})`,
  noDosha: "तपाईंहरूबीच नाडी, भकूट वा गण दोष छैन।",
  doshaCancelled: (dosha, why) => `${dosha} छ, तर रद्द हुन्छ: ${why}`,
  doshaPresent: (dosha, why) => `${dosha} छ: ${why} ज्योतिषीहरू यसलाई एक्लै नहेरी दुवैको पूरा कुण्डलीसँगै हेर्छन्।`,
  manglik: {
    neither: () => "तपाईंहरूमध्ये कोही पनि मांगलिक हुनुहुन्न।",
    both: () => "तपाईंहरू दुवै मांगलिक हुनुहुन्छ, जसलाई परम्पराले एकअर्कालाई सन्तुलन गर्ने मान्छ।",
    bride_only: (bride, groom) =>
      `${bride} मांगलिक हुनुहुन्छ र ${groom} हुनुहुन्न; यसलाई महत्त्व दिनुअघि सामान्यतया दुवै कुण्डलीका बाँकी कुरासँगै हेरिन्छ।`,
    groom_only: (bride, groom) =>
      `${groom} मांगलिक हुनुहुन्छ र ${bride} हुनुहुन्न; यसलाई महत्त्व दिनुअघि सामान्यतया दुवै कुण्डलीका बाँकी कुरासँगै हेरिन्छ।`,
  },
  perspective:
    "गुण मिलान कुण्डली मिलानको एउटा भाग मात्र हो: दुवै कुण्डलीको सातौं भाव र त्यसको स्वामी, र तपाईंहरू एकअर्कालाई कति बुझ्नुहुन्छ, त्यो पनि उत्तिकै महत्त्वपूर्ण छ।",
  doshaWhy: (dosha, bride, groom) =>
    dosha === "nadi"
      ? `दुवैको चन्द्रमा एउटै नाडी (${bride})मा छ।`
      : dosha === "bhakoot"
        ? `चन्द्र राशिहरू (${bride} र ${groom}) परम्पराले टार्ने जोडीमा पर्छन्।`
        : `गणहरू (${bride} र ${groom}) स्वभावमा फरक छन्।`,
  cancelledWhy: "परम्परागत अपवादअनुसार यो दोष लाग्दैन।",
  focus: (koota, weighs, points, max) => `${koota}ले ${weighs} हेर्छ; तपाईंहरूको यसमा ${max} मध्ये ${points} अंक छ।`,
};

const hi: Phrases = {
  score: (a, b, total) => `${a} और ${b} के बीच 36 में से ${total} गुण मिलते हैं।`,
  band: {
    excellent: "परंपरा में इसे उत्तम मिलान माना जाता है।",
    good: "परंपरा में इसे अच्छा मिलान माना जाता है।",
    acceptable: "परंपरा में इसे स्वीकार्य मिलान माना जाता है: आम तौर पर चाहिए 18 गुणों से ऊपर है।",
    low: "यह परंपरा में आम तौर पर माँगे जाने वाले 18 गुणों से कम है, इसलिए परिवार निर्णय से पहले दोनों कुंडलियाँ और ध्यान से देखते हैं।",
  },
  strongest: (items) => `सबसे मज़बूत मेल ${items} में है।`,
  weakest: (item, weighs) => `सबसे कम ${item} में है, जो ${weighs} को देखता है।`,
  points: (koota, points, max) => `${koota} (${max} में से ${points})`,
  noDosha: "आपके बीच नाड़ी, भकूट या गण दोष नहीं है।",
  doshaCancelled: (dosha, why) => `${dosha} है, पर निरस्त होता है: ${why}`,
  doshaPresent: (dosha, why) => `${dosha} है: ${why} ज्योतिषी इसे अकेले नहीं, दोनों की पूरी कुंडली के साथ देखते हैं।`,
  manglik: {
    neither: () => "आप दोनों में से कोई भी मांगलिक नहीं है।",
    both: () => "आप दोनों मांगलिक हैं, जिसे परंपरा एक-दूसरे को संतुलित करना मानती है।",
    bride_only: (bride, groom) =>
      `${bride} मांगलिक हैं और ${groom} नहीं; इसे महत्व देने से पहले आम तौर पर दोनों कुंडलियों की बाकी बातों के साथ देखा जाता है।`,
    groom_only: (bride, groom) =>
      `${groom} मांगलिक हैं और ${bride} नहीं; इसे महत्व देने से पहले आम तौर पर दोनों कुंडलियों की बाकी बातों के साथ देखा जाता है।`,
  },
  perspective:
    "गुण मिलान कुंडली मिलान का एक हिस्सा है: दोनों कुंडलियों का सातवाँ भाव और उसका स्वामी, और आप दोनों एक-दूसरे को कितना समझते हैं, यह भी उतना ही मायने रखता है।",
  doshaWhy: (dosha, bride, groom) =>
    dosha === "nadi"
      ? `दोनों का चंद्रमा एक ही नाड़ी (${bride}) में है।`
      : dosha === "bhakoot"
        ? `चंद्र राशियाँ (${bride} और ${groom}) परंपरा में टाली जाने वाली जोड़ी में हैं।`
        : `गण (${bride} और ${groom}) स्वभाव में अलग हैं।`,
  cancelledWhy: "परंपरागत अपवाद के अनुसार यह दोष नहीं लगता।",
  focus: (koota, weighs, points, max) => `${koota} ${weighs} को देखता है; आप दोनों के इसमें ${max} में से ${points} अंक हैं।`,
};

const PHRASES: Record<GuruLanguage, Phrases> = { en, ne, hi };

function kootaOf(match: Ashtakoot, name: KootaName): Koota | undefined {
  return match.kootas.find((k) => k.name === name);
}

/** Why a dosha is there (and what cancels it), in the language: the engine's own reason in English. */
export function doshaReason(match: Ashtakoot, dosha: Dosha, language: GuruLanguage): string {
  if (language === "en") return dosha.reason;
  const p = PHRASES[language];
  const w = MATCH_WORDS[language];
  const koota = kootaOf(match, dosha.name);
  const why = p.doshaWhy(dosha.name, w.category(koota?.bride ?? ""), w.category(koota?.groom ?? ""));
  return dosha.cancelled ? `${why} ${p.cancelledWhy}` : why;
}

/** The score and its band, the strongest and weakest kootas, the doshas and Manglik: plain sentences. */
export function matchSentences(match: Ashtakoot, names: MatchNames, language: GuruLanguage): string[] {
  const p = PHRASES[language];
  const w = MATCH_WORDS[language];
  const bride = firstName(names.bride);
  const groom = firstName(names.groom);
  const num = (n: number) => WORDS[language].number(n);
  const share = (k: Koota) => k.points / k.max;
  const byShare = [...match.kootas].sort((a, b) => share(b) - share(a) || b.max - a.max);
  const full = byShare.filter((k) => k.points === k.max && k.max >= 3).slice(0, 2);
  const weakest = [...match.kootas].sort((a, b) => share(a) - share(b) || b.max - a.max)[0];
  const sentences = [p.score(bride, groom, num(match.total)), p.band[bandOf(match.total)]];
  if (full.length > 0) {
    sentences.push(
      p.strongest(WORDS[language].list(full.map((k) => p.points(w.koota[k.name], num(k.points), num(k.max))))),
    );
  }
  if (weakest && weakest.points < weakest.max) {
    sentences.push(
      p.weakest(p.points(w.koota[weakest.name], num(weakest.points), num(weakest.max)), w.weighs[weakest.name]),
    );
  }
  const present = match.doshas.filter((d) => d.present);
  if (present.length === 0) sentences.push(p.noDosha);
  for (const dosha of present) {
    const why = doshaReason(match, dosha, language);
    sentences.push(
      dosha.cancelled ? p.doshaCancelled(w.dosha[dosha.name], why) : p.doshaPresent(w.dosha[dosha.name], why),
    );
  }
  sentences.push(p.manglik[match.manglikMatch](bride, groom));
  sentences.push(p.perspective);
  return sentences;
}

/** What one koota weighs and the points the two have in it, for a question about that koota. */
export function kootaFocus(match: Ashtakoot, name: KootaName, language: GuruLanguage): string | null {
  const koota = kootaOf(match, name);
  if (!koota) return null;
  const w = MATCH_WORDS[language];
  const num = (n: number) => WORDS[language].number(n);
  return PHRASES[language].focus(w.koota[name], w.weighs[name], num(koota.points), num(koota.max));
}
