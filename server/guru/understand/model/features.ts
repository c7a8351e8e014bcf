// What the understanding model sees of a question. Three kinds of feature, so that wording never seen in training
// still lands near wording that was:
// - words and word pairs of the folded, spelling-corrected text (../text.ts, ../spelling.ts), and the first and last
//   word (questions open and close with their ask: "when ...", "... kahile", "... होगी क्या");
// - character n-grams (3 to 5 letters) inside each word, which carry a misspelt or inflected word ("shaadiki",
//   "carrer", "बिहेको") to the spellings seen in training;
// - concept tokens from the vocabulary shared by all three languages and both scripts: which life areas, asks,
//   people and markers the word lists find ("area:career" for "job", "jagir", "नौकरी" alike).
// The language head sees the text as written (not folded): vowel length and the like tell Nepali from Hindi.
import { LIFE_AREAS } from "../../life-areas";
import { asksYesOrNo, optionsIn } from "../choice";
import { languageOf } from "../language";
import { personMentioned } from "../people";
import { withSpellingCorrected } from "../spelling";
import { hasAny, matchable, normalise } from "../text";
import { timeFrameIn } from "../time-frame";
import { allOf } from "../vocabulary";
import type { CuedIntent, Vocabulary } from "../vocabulary/vocabulary";

const CUED: CuedIntent[] = ["general", "when", "will_it", "how_many", "what_kind", "why", "explain", "greeting"];
const CONCEPTS: [string, string[]][] = [
  ...LIFE_AREAS.map(({ area }): [string, string[]] => [`area:${area}`, allOf((v) => v.areas[area])]),
  ...CUED.map((intent): [string, string[]] => [`ask:${intent}`, allOf((v) => v.intents[intent])]),
  ...(
    [
      ["yes_no", (v) => v.yesNo],
      ["yes_no_ending", (v) => v.yesNoEndings],
      ["off_topic", (v) => v.offTopic],
      ["task", (v) => v.tasks],
      ["instruction", (v) => v.instructions],
      ["prescription", (v) => v.prescriptions],
      ["life", (v) => v.life],
      ["personal", (v) => v.personal],
      ["simplify", (v) => v.simplify],
      ["ask_again", (v) => v.askAgain],
      ["continues", (v) => v.continues],
      ["sade_sati", (v) => v.direct.sade_sati],
      ["manglik", (v) => v.direct.manglik],
      ["matching", (v) => v.matching],
    ] as [string, (v: Vocabulary) => string[]][]
  ).map(([name, pick]): [string, string[]] => [name, allOf(pick)]),
];
const OPENERS = allOf((v) => v.yesNoOpeners);
const PERSONAL = allOf((v) => v.personal);

function wordFeatures(text: string, prefix: string): string[] {
  const words = text.trim().split(" ").filter(Boolean);
  const out: string[] = [];
  words.forEach((word, i) => {
    out.push(`${prefix}w:${word}`);
    if (i > 0) out.push(`${prefix}b:${words[i - 1]}_${word}`);
    const padded = `<${word}>`;
    const letters = [...padded];
    for (let n = 3; n <= 4; n += 1) {
      for (let at = 0; at + n <= letters.length; at += 1) out.push(`${prefix}c:${letters.slice(at, at + n).join("")}`);
    }
  });
  if (words.length > 0) out.push(`${prefix}first:${words[0]}`, `${prefix}last:${words[words.length - 1]}`);
  return out;
}

/** The features for the intent and area heads. */
export function meaningFeatures(question: string): string[] {
  const text = withSpellingCorrected(matchable(question));
  const out = wordFeatures(text, "");
  for (const [name, entries] of CONCEPTS) if (hasAny(text, entries)) out.push(`k:${name}`);
  const first = ` ${text.trim().split(" ")[0] ?? ""} `;
  if (hasAny(first, OPENERS)) out.push("k:yes_no_opener");
  const { language } = languageOf(question, normalise(question), "en");
  const person = personMentioned(text, language);
  if (person) out.push(`k:person:${person.person}`);
  if (timeFrameIn(text)) out.push("k:time");
  if (optionsIn(question, language)) out.push("k:options");
  if (asksYesOrNo(question, language)) out.push("k:x_or_not");
  if (question.trim().endsWith("?")) out.push("k:question_mark");
  return out;
}

/**
 * The features for the subject head, beyond the meaning features: the person word the rules found, whether the asker
 * calls the person theirs ("my son", "छोराको") and what comes right after it, and whether the asker is in the question
 * too ("accept me", "मलाई", "our marriage"): "will my in-laws accept me?" is the asker's own family life.
 */
export function subjectFeatures(question: string): string[] {
  const text = withSpellingCorrected(matchable(question));
  const { language } = languageOf(question, normalise(question), "en");
  const mention = personMentioned(text, language);
  const out: string[] = [];
  if (mention) {
    const { person } = mention;
    out.push(`s:person:${person}`, `s:${mention.owned ? "owned" : "unowned"}:${person}`);
    const before = text.slice(0, mention.hit.at).trim().split(" ").filter(Boolean);
    const after = text
      .slice(mention.hit.at + mention.hit.length)
      .trim()
      .split(" ")
      .filter(Boolean);
    const owner = before[before.length - 1];
    if (owner) out.push(`s:before:${owner}`);
    if (after[0]) out.push(`s:after:${after[0]}`, `s:after:${person}:${after[0]}`);
    // The asker elsewhere than as the person's owner ("my" of "my in-laws" does not count).
    const ownerIsAsker = owner !== undefined && hasAny(` ${owner} `, PERSONAL);
    const elsewhere = ` ${[...(ownerIsAsker ? before.slice(0, -1) : before), ...after].join(" ")} `;
    if (hasAny(elsewhere, PERSONAL)) out.push("s:asker_too", `s:asker_too:${person}`);
  } else if (hasAny(text, PERSONAL)) out.push("s:asker_only");
  return out;
}

/** The features for the language head: the words as written, their letters, and the script. */
export function languageFeatures(question: string): string[] {
  const text = normalise(question);
  const out = wordFeatures(text, "");
  out.push(/\p{Script=Devanagari}/u.test(question) ? "k:devanagari" : "k:latin");
  return out;
}
