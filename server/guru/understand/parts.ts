// The parts of a question: "when will I marry and will it be love or arranged?" asks two things, "how will my
// career and health be?" one thing about two areas. The question is cut into clauses at its joining words and
// marks; each clause gives a form (from its cue words, or a choice from its "or") and an area, and what a clause
// leaves out it takes from the question as a whole. At most three parts are answered.
import type { GuruLanguage } from "../contract";
import type { LifeArea } from "../life-areas";
import { areasIn } from "./areas";
import { asksYesOrNo, optionsIn } from "./choice";
import { hasAny, matchable } from "./text";
import type { GuruIntent, QuestionPart } from "./types";
import { allOf } from "./vocabulary";
import type { CuedIntent } from "./vocabulary/vocabulary";

const MAX_PARTS = 3;
const CLAUSE_BREAK = /[?;!।|]|,|\s(?:and|also|plus|अनि|र|और|aur|ani|ra|tatha|तथा)\s/u;
/** The forms a clause can ask for by its cue words, in the order they win (as in ./intent.ts). */
const CLAUSE_FORMS: Exclude<CuedIntent, "explain" | "greeting">[] = [
  "how_many",
  "why",
  "when",
  "general",
  "what_kind",
  "will_it",
];
const CUES = Object.fromEntries(CLAUSE_FORMS.map((f) => [f, allOf((v) => v.intents[f])])) as Record<
  (typeof CLAUSE_FORMS)[number],
  string[]
>;

export function partsOf(
  question: string,
  language: GuruLanguage,
  main: { intent: GuruIntent; areas: LifeArea[] },
  withoutPerson: (text: string) => string,
  /** A clause's areas as asked of the person (love between spouses is their marriage). */
  asAsked: (areas: LifeArea[]) => LifeArea[] = (areas) => areas,
): QuestionPart[] {
  const mainArea = main.areas[0];
  if (!mainArea) return [];
  const found: { intent: GuruIntent | null; area: LifeArea | null }[] = [];
  for (const clause of question.split(CLAUSE_BREAK)) {
    const text = withoutPerson(matchable(clause ?? ""));
    if (text.trim() === "") continue;
    const cued = CLAUSE_FORMS.find((f) => hasAny(text, CUES[f])) ?? null;
    const intent: GuruIntent | null = optionsIn(clause ?? "", language)
      ? "which_of_two"
      : cued === null && asksYesOrNo(clause ?? "", language)
        ? "will_it"
        : cued;
    const area = asAsked(areasIn(text))[0] ?? null;
    if (intent || area) found.push({ intent, area });
  }
  const parts: QuestionPart[] = [];
  let lastArea: LifeArea = mainArea;
  for (const { intent, area } of found) {
    lastArea = area ?? lastArea;
    const part = { intent: intent ?? main.intent, area: lastArea };
    if (!parts.some((p) => p.intent === part.intent && p.area === part.area)) parts.push(part);
  }
  // Every area the question names is answered, even when no clause of its own carried it.
  // A choice's options cover the areas they name ("love or arranged" is one question, not two).
  const choice = parts.some((p) => p.intent === "which_of_two");
  for (const area of choice ? [] : main.areas) {
    if (!parts.some((p) => p.area === area)) parts.push({ intent: parts[0]?.intent ?? main.intent, area });
  }
  if (parts.length === 0) return [{ intent: main.intent, area: mainArea }];
  return parts.slice(0, MAX_PARTS);
}
