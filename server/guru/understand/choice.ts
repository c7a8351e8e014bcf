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

/** The two options around the language's "or", as written; null when the question offers no choice. */
export function optionsIn(question: string, language: GuruLanguage): [string, string] | null {
  const choice = orsIn(question, language).find((or) => !yesOrNo(or));
  return choice ? [choice.left.slice(-2).join(" "), choice.right.slice(0, 2).join(" ")] : null;
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
  if (NEGATIVE_FORM.test(first) && right.length <= 2) return true;
  return (
    (first.startsWith("न") || first.startsWith("na")) && first.length > 2 && first.slice(1).startsWith(last.slice(0, 2))
  );
}
