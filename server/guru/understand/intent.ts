// What a question asks for, from cue words in any of the three languages. Danger comes first (../safety), then
// a bare greeting or thanks, a request to explain, a choice between two, a count, a reason, timing, a kind, a
// yes/no; a question about the asker's life with none of these is "general", and one that is not about the
// asker's life at all is "off_topic".

import type { GuruLanguage } from "../contract";
import type { Danger } from "../safety/danger";
import { asksYesOrNo, optionsIn } from "./choice";
import { hasAny, matchable, normalise } from "./text";
import type { GuruIntent } from "./types";
import { allOf } from "./vocabulary";
import type { CuedIntent } from "./vocabulary/vocabulary";

const CUES: Record<CuedIntent, string[]> = {
  general: allOf((v) => v.intents.general),
  when: allOf((v) => v.intents.when),
  will_it: allOf((v) => v.intents.will_it),
  how_many: allOf((v) => v.intents.how_many),
  what_kind: allOf((v) => v.intents.what_kind),
  why: allOf((v) => v.intents.why),
  explain: allOf((v) => v.intents.explain),
  greeting: allOf((v) => v.intents.greeting),
};
/**
 * In order of precedence: the most specific ask wins ("why ... and when?" is answered as why); an open "how is ..."
 * outranks the kind and yes/no cues it contains ("how is my health?" is an overview, not a yes/no).
 */
const ASKS: CuedIntent[] = ["explain", "how_many", "why", "when", "general", "what_kind", "will_it"];
/** A Nepali question ending in "कि" / "ki" asks yes or no ("मेरो जागिर लाग्छ कि?"). */
const YES_NO_TAILS = [" कि ", " ki "];
/**
 * With no sharper cue, a question that opens like a yes/no question ("is sade sati running?", "can I...") or
 * carries a yes/no marker of Nepali or Hindi ("... ki nai", "... lagchha?", "क्या ...", "... milegi?") asks yes or no.
 */
const YES_NO = allOf((v) => v.yesNo);
const OFF_TOPIC = allOf((v) => v.offTopic);

/** Clear signs that a question is not about the asker's life ("capital of", "recipe"). */
export function looksOffTopic(text: string): boolean {
  return hasAny(text, OFF_TOPIC);
}
const PERSONAL = allOf((v) => v.personal);

export interface IntentReading {
  intent: GuruIntent;
  options: [string, string] | null;
  /** The question speaks of the asker ("I", "my", "मलाई"). */
  personal: boolean;
}

export interface IntentClues {
  question: string;
  text: string;
  language: GuruLanguage;
  danger: Danger | null;
  /** The question names a life area, or the asker's life or chart as a whole. */
  aboutLife: boolean;
}

/** The question asks when, why, how many or what kind: it is more than a greeting even with "ok" or "thanks" in it. */
export function asksSharply(text: string): boolean {
  return SHARP.some((intent) => hasAny(text, CUES[intent]));
}
const SHARP: CuedIntent[] = ["when", "why", "how_many", "what_kind"];

export function intentOf({ question, text, language, danger, aboutLife }: IntentClues): IntentReading {
  const personal = hasAny(text, PERSONAL);
  if (danger) return { intent: danger, options: null, personal };
  const cued = ASKS.find((intent) => hasAny(text, CUES[intent])) ?? null;
  const ask = (cued === null || cued === "will_it" || cued === "general") && opensWithKind(text) ? "what_kind" : cued;
  if (!aboutLife && ask !== "explain" && !asksSharply(text) && hasAny(text, CUES.greeting)) {
    return { intent: "greeting", options: null, personal };
  }
  if (ask === "explain") return { intent: "explain", options: null, personal };
  const options = optionsIn(question, language);
  if (options && aboutLife) return { intent: "which_of_two", options, personal };
  if (hasAny(text, OFF_TOPIC) && (!aboutLife || !personal)) return { intent: "off_topic", options: null, personal };
  // Left: about the asker but no area, or words the guru cannot read at all ("asdf qwerty"): general, unplaced.
  if (ask === null && language === "ne" && YES_NO_TAILS.some((tail) => text.endsWith(tail))) {
    return { intent: "will_it", options: null, personal };
  }
  if (
    (ask === null || ask === "general") &&
    !OPEN_GENERAL.some((w) => hasAny(text, [w])) &&
    (yesNo(question, text) || asksYesOrNo(question, language))
  ) {
    return { intent: "will_it", options: null, personal };
  }
  return { intent: ask ?? "general", options: null, personal };
}

const OPEN_GENERAL = allOf((v) => v.intents.general);
const KIND_OPENERS = new Set(allOf((v) => v.kindOpeners.openers));
const NOT_KIND = new Set(allOf((v) => v.kindOpeners.notBefore));

/** "which stream is good for my daughter?", "what business should I do?": a question word and a noun ask for a kind. */
function opensWithKind(text: string): boolean {
  const [first = "", second = ""] = text.trim().split(" ");
  return KIND_OPENERS.has(first) && second !== "" && !NOT_KIND.has(second);
}
const YES_NO_OPENERS = allOf((v) => v.yesNoOpeners);

function yesNo(question: string, text: string): boolean {
  const first = ` ${text.trim().split(" ")[0] ?? ""} `;
  if (hasAny(first, YES_NO_OPENERS) || hasAny(text, YES_NO)) return true;
  // Each clause closed by a question mark (or the question's end) whose last word is a yes/no verb form.
  return question
    .split(/[?？]/u)
    .slice(0, -1)
    .concat(question.trim().endsWith("?") ? [] : [question])
    .some((clause) => {
      const words = normalise(clause).trim().split(" ");
      const last = words[words.length - 1] ?? "";
      return hasAny(lastWords(matchable(clause)), YES_NO_ENDINGS) || VERB_ENDING.test(last);
    });
}

/** Romanised Nepali and Hindi finite verbs as they close a question: "lagchha", "farkinchhe", "banaula", "milegi". */
const VERB_ENDING =
  /^[a-z]{3,}(?:chha|chhe|chhan|chhu|chhau|xa|xe|xan|xu|aula|ela|egi|ega|enge|unga|ungi|हुन्छ|छ|छन्|छु|छे|ला|गी|गा|गे)$/u;

/** Verb endings that close a yes/no question in Nepali and Hindi ("lagchha?", "milegi?", "होला?"). */
const YES_NO_ENDINGS = allOf((v) => v.yesNoEndings);

function lastWords(text: string): string {
  return ` ${text.trim().split(" ").slice(-2).join(" ")} `;
}
