// A reading of the asker's kundali match, for "are we compatible?" or "what does Nadi dosha mean for us?": the
// koota asked about first (what it weighs, their points, its dosha), then the match as the /matching page reads it,
// leaving out what this conversation has already said.
import type { KootaName } from "../../jyotish/matching/types";
import { kootaFocus, matchSentences } from "../../matching/reading";
import type { GuruMatch, GuruQuestion } from "../contract";
import { renderBlocks } from "../html";
import { normalise } from "../understand/text";
import type { Understanding } from "../understand/types";
import { PHRASES } from "./context";
import { saidBefore, wasSaid } from "./no-repeat";

/** Words that name one koota in a question (Latin and Devanagari). */
const KOOTA_WORDS: [KootaName, RegExp][] = [
  ["nadi", /nadi|naadi|नाडी|नाड़ी/],
  ["bhakoot", /bhakoot|bhakut|bhakoota|भकूट|भकुट/],
  ["gana", /\bgana\b|\bgan\b|गण/],
  ["yoni", /yoni|योनि/],
  ["graha_maitri", /maitri|maitree|मैत्री/],
  ["tara", /\btara\b|तारा/],
  ["vashya", /vashya|vasya|वश्य/],
  ["varna", /varna|वर्ण/],
];

export function kootaAskedAbout(question: string): KootaName | null {
  const text = normalise(question);
  return KOOTA_WORDS.find(([, words]) => words.test(text))?.[0] ?? null;
}

export function composeMatchReading(input: GuruQuestion, understanding: Understanding, match: GuruMatch): string {
  const language = understanding.answerLanguage;
  const names =
    match.askerRole === "bride"
      ? { bride: match.askerName, groom: match.partnerName }
      : { bride: match.partnerName, groom: match.askerName };
  const asked = kootaAskedAbout(input.question);
  const focus = asked ? kootaFocus(match.result, asked, language) : null;
  const said = saidBefore(input.history);
  const sentences = [...(focus ? [focus] : []), ...matchSentences(match.result, names, language)];
  // A follow-up about the match says what is new; a repeated question still gets the score and its band.
  const fresh = sentences.filter((s) => !wasSaid(s, said));
  const body = fresh.length >= 2 ? fresh : sentences.slice(0, 3);
  if (input.history.length === 0) {
    const firstName = input.name.trim().split(/\s+/)[0] ?? "";
    body.unshift(PHRASES[language].hello(firstName));
  }
  const middle = Math.ceil(body.length / 2);
  return renderBlocks([
    { paragraph: [body.slice(0, middle).join(" ")] },
    { paragraph: [body.slice(middle).join(" ")] },
  ]);
}
