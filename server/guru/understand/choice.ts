// "Which of two" questions: "love or arranged?", "master's abroad or a job?", "प्रेम विवाह कि मागी विवाह?",
// "naukri ya business?". The word for "or" is the question's own language's (Hindi "ki" means "of", Nepali "ki"
// means "or"); "or not" / "कि होइन" / "ya nahi" asks yes or no, not a choice.
import type { GuruLanguage } from "../contract";
import { normalise } from "./text";
import { VOCABULARIES } from "./vocabulary";

const NEGATIONS = new Set([
  "not",
  "no",
  "nai",
  "hoina",
  "होइन",
  "हुँदैन",
  "hudaina",
  "hudaina",
  "chaina",
  "chhaina",
  "छैन",
  "nahi",
  "nahin",
  "नहीं",
  "na",
  "न",
  "नि",
  "ni",
]);

/** Words that frame the question rather than name an option. */
const FRAME = new Set([
  "should",
  "s",
  "take",
  "get",
  "doing",
  "here",
  "there",
  "i",
  "will",
  "it",
  "be",
  "a",
  "an",
  "the",
  "my",
  "is",
  "do",
  "go",
  "for",
  "choose",
  "better",
  "which",
  "one",
  "me",
  "what",
  "mero",
  "meri",
  "मेरो",
  "मेरी",
  "ke",
  "के",
  "kya",
  "क्या",
  "hoga",
  "hogi",
  "होगा",
  "होगी",
  "hunchha",
  "huncha",
  "हुन्छ",
  "garnu",
  "garne",
  "गर्ने",
  "राम्रो",
  "ramro",
  "behtar",
  "बेहतर",
  "thik",
  "ठिक",
]);

/** Marks that end a clause: an option never runs past them ("लाग्छ कि लाग्दैन, नलागे कहिलेसम्म?"). */
const CLAUSE_END = /[,?？!।;:]/u;

/** Each "or" of the question with the words on either side of it in its clause (frame words left out). */
function orsIn(question: string, language: GuruLanguage): { left: string[]; right: string[] }[] {
  const or = VOCABULARIES[language].or;
  const found: { left: string[]; right: string[] }[] = [];
  for (const clause of question.split(CLAUSE_END)) {
    const words = normalise(clause).trim().split(" ");
    for (let i = 1; i < words.length - 1; i += 1) {
      if (!or.includes(words[i] ?? "")) continue;
      const right = words.slice(i + 1).filter((w) => !FRAME.has(w));
      const left = words.slice(0, i).filter((w) => !FRAME.has(w));
      if (right.length > 0 && left.length > 0) found.push({ left, right });
    }
  }
  return found;
}

/** Whether the right-hand side only says "not" or the opposite verb: "X or not" asks yes or no. */
function yesOrNo({ left, right }: { left: string[]; right: string[] }): boolean {
  return NEGATIONS.has(right[0] ?? "") || negates(left, right) || opposes(left, right);
}

/**
 * Words that end one phrase and begin another within a clause: joining words ("and", "because", "अनि", "क्योंकि")
 * and the asker as a new subject ("... arranged, मैं confused हूँ"). An option never runs across them.
 */
const PHRASE_BREAKS = new Set([
  "and",
  "but",
  "because",
  "so",
  "then",
  "also",
  "अनि",
  "र",
  "तर",
  "किनकि",
  "किनभने",
  "त्यसैले",
  "और",
  "लेकिन",
  "पर",
  "क्योंकि",
  "इसलिए",
  "ani",
  "ra",
  "tara",
  "kinaki",
  "aur",
  "lekin",
  "kyunki",
  "kyuki",
  "i",
  "म",
  "मैं",
  "main",
  "mai",
  "ma",
  "हामी",
  "हम",
  "hami",
  "hum",
]);

/** The asker's own words turned to ours inside an option: "start my own business" → "start your own business". */
const ADDRESSED: Record<string, string | null> = {
  my: "your",
  me: "you",
  mine: "yours",
  myself: "yourself",
  मेरो: null,
  मेरी: null,
  मेरा: null,
  मेरे: null,
  mero: null,
  meri: null,
  mera: null,
  mere: null,
};

/** Verbs of being that join a subject to its option ("will my child be a boy or a girl?"): the option starts after. */
const COPULAS = new Set(["be", "is", "are", "was", "will", "would", "होगा", "होगी", "होंगे", "hoga", "hogi"]);
/** A person word at an option's outer end is who it is about, not the option ("बेटा डॉक्टर बनेगा" → "डॉक्टर"). */
const PEOPLE_WORDS = new Set(
  Object.values(VOCABULARIES).flatMap((v) => Object.values(v.people).flatMap((ws) => ws ?? [])),
);

/** Words an option does not begin with (the person it is about) or end with (its verb: "अरेंज होगी" → "अरेंज"). */
const notFirst = (word: string) => FRAME.has(word) || word === "to" || PEOPLE_WORDS.has(word);
const notLast = (word: string) => FRAME.has(word) || (word.length > 3 && FINITE_VERB.test(word));

/** The phrase on one side of the "or", from the clause's words: whole, frame words and verbs trimmed from its ends. */
function optionPhrase(words: string[], side: "left" | "right"): string {
  const outward = side === "left" ? [...words].reverse() : [...words];
  let from = 0;
  while (from < outward.length - 1 && (FRAME.has(outward[from] as string) || COPULAS.has(outward[from] as string))) {
    from += 1;
  }
  const rest = outward.slice(from);
  const upTo = rest.findIndex((w) => PHRASE_BREAKS.has(w) || COPULAS.has(w));
  const phrase = (upTo < 0 ? rest : rest.slice(0, upTo)).slice(0, MAX_OPTION_WORDS);
  const inOrder = side === "left" ? phrase.reverse() : phrase;
  while (inOrder.length > 1 && notFirst(inOrder[0] as string)) inOrder.shift();
  while (inOrder.length > 1 && notLast(inOrder[inOrder.length - 1] as string)) inOrder.pop();
  return inOrder
    .flatMap((w) => {
      const ours = ADDRESSED[w];
      return ours === undefined ? [w] : ours === null ? [] : [ours];
    })
    .join(" ");
}
/** An option longer than this is cut from its far end: the words nearest the "or" name it. */
const MAX_OPTION_WORDS = 5;

/**
 * The two options around the language's "or" as whole phrases in our words ("start your own business", "stay in your
 * job"; "लव मैरिज", "अरेंज"); null when the question offers no choice.
 */
export function optionsIn(question: string, language: GuruLanguage): [string, string] | null {
  const or = VOCABULARIES[language].or;
  for (const clause of question.split(CLAUSE_END)) {
    const words = normalise(clause).trim().split(" ");
    for (let i = 1; i < words.length - 1; i += 1) {
      if (!or.includes(words[i] ?? "")) continue;
      const around = {
        left: words.slice(0, i).filter((w) => !FRAME.has(w)),
        right: words.slice(i + 1).filter((w) => !FRAME.has(w)),
      };
      if (around.left.length === 0 || around.right.length === 0 || yesOrNo(around)) continue;
      const left = optionPhrase(words.slice(0, i), "left");
      const right = optionPhrase(words.slice(i + 1), "right");
      if (left !== "" && right !== "" && !FRAME.has(left) && !FRAME.has(right)) return [left, right];
    }
  }
  return null;
}

/** Whether the question asks "X or not X" ("लाग्छ कि लाग्दैन", "jitinchha ki harinchha", "ya nahi"). */
export function asksYesOrNo(question: string, language: GuruLanguage): boolean {
  return orsIn(question, language).some(yesOrNo);
}

/** Finite verbs of Nepali and Hindi as they close a yes/no clause ("जितिन्छ", "rahanchha", "milega"). */
const FINITE_VERB = /(?:छ|छु|छन्|ला|गा|गी|गे|chha|cha|xa|chhu|chu|xu|hola|ega|egi|enge)$/u;

/** "जितिन्छ कि हारिन्छ", "jaanchha ki rahanchha": one verb against its opposite asks whether, not which. */
function opposes(left: string[], right: string[]): boolean {
  const last = left[left.length - 1] ?? "";
  const first = right[0] ?? "";
  return right.length <= 2 && FINITE_VERB.test(last) && FINITE_VERB.test(first) && last.length > 3 && first.length > 3;
}

/** Negative verb forms: "लाग्दैन", "पाउदिन", "xaina", "हैन", "नहोला": "X or not-X" asks yes or no. */
const NEGATIVE_FORM =
  /(?:दैन|दिन|दिनँ|छैन|हैन|होइन|नाइँ|नाई|daina|dina|dain|chaina|chhaina|xaina|haina|hoina|nai|nahi|nhi)$/u;

/** Whether the right-hand option is the left's verb negated ("लाग्छ कि लाग्दैन", "ho ki hoina", "hola ki nahola"). */
function negates(left: string[], right: string[]): boolean {
  const first = right[0] ?? "";
  const last = left[left.length - 1] ?? "";
  // "रहन्छ कि रहँदैन, ..." asks whether even when more words follow the negated verb.
  if (NEGATIVE_FORM.test(first) && (right.length <= 2 || first.slice(0, 2) === last.slice(0, 2))) return true;
  return (
    (first.startsWith("न") || first.startsWith("na")) && first.length > 2 && first.slice(1).startsWith(last.slice(0, 2))
  );
}
