// Rules and model together. The rules (../understand.ts and its word lists) read a question first; the model, which
// sees the question's words, letters and concepts and also what the rules concluded, then has the last word on the
// first form, the main area and the language of a new question when it is confident enough. What the rules decide
// precisely stays theirs: danger (../../safety), an explicit task, instruction or prescription, the subject, the time
// frame and follow-ups.
import type { GuruLanguage } from "../../contract";
import type { LifeArea } from "../../life-areas";
import { optionsIn } from "../choice";
import type { GuruIntent, QuestionPart, Understanding } from "../types";
import { languageFeatures, meaningFeatures } from "./features";
import { predict } from "./linear";
import type { UnderstandingModel } from "./training";

/**
 * How sure the model must be to overrule the rules, chosen by 5-fold cross-validation on the training rows (where the
 * rules, tuned on those rows, look better than they are on new wording).
 */
export const CONFIDENCE = { intent: 0.3, area: 0.45, language: 0.9 } as const;

/** What the rules concluded, as features: the model learns where they can be trusted. */
export function ruleFeatures(u: Understanding): { meaning: string[]; language: string[] } {
  return {
    meaning: [`r:intent:${u.intent}`, `r:area:${u.area ?? "-"}`, `r:reply:${u.replyKind}`],
    language: [`r:language:${u.language}`],
  };
}

/** The forms only the rules give: danger is the safety detector's, and a follow-up's form is its topic's. */
const RULES_ONLY: GuruIntent[] = ["crisis", "emergency", "explain"];
const FREE: GuruIntent[] = ["greeting", "off_topic"];
const isFree = (intent: GuruIntent): intent is "greeting" | "off_topic" => FREE.includes(intent);

export function withModel(u: Understanding, question: string, model: UnderstandingModel): Understanding {
  const rules = ruleFeatures(u);
  let out = u;
  const language = predict(model.language, [...languageFeatures(question), ...rules.language]);
  if (language.p >= CONFIDENCE.language && language.label !== u.language) {
    const chosen = language.label as GuruLanguage;
    out = { ...out, language: chosen, answerLanguage: chosen };
  }
  if (u.act !== "new" || RULES_ONLY.includes(u.intent) || u.offTopicReason === "task") return out;
  if (u.offTopicReason === "instruction" || u.offTopicReason === "prescription") return out;
  const meaning = [...meaningFeatures(question), ...rules.meaning];
  const intent = predict(model.intent, meaning);
  const area = predict(model.area, meaning);
  const newIntent =
    intent.p >= CONFIDENCE.intent && !RULES_ONLY.includes(intent.label as GuruIntent)
      ? (intent.label as GuruIntent)
      : null;
  const newArea = area.p >= CONFIDENCE.area ? (area.label as LifeArea) : null;

  if (newIntent && isFree(newIntent)) {
    // Asking the guru to explain is about the conversation, never off-topic, even with nothing before it to explain.
    if (newIntent === u.intent || meaning.includes("k:ask:explain") || meaning.includes("k:simplify")) return out;
    return asFreeReply(out, newIntent);
  }
  const reading = !isFree(out.intent);
  if (!reading || out.areas.length === 0) {
    // A question the rules could not place (or took for a greeting or off-topic) that the model reads confidently.
    if (!newArea) return out;
    const form = newIntent ?? (reading ? out.intent : null);
    if (!form) return out;
    return placed(out, question, form, [newArea], [{ intent: form, area: newArea }]);
  }
  const form = newIntent ?? out.intent;
  const main = newArea ?? (out.area as LifeArea);
  const areas = [main, ...out.areas.filter((a) => a !== main)];
  const parts = out.parts.map((p, i) => ({
    intent: i === 0 ? form : p.intent,
    area: p.area === out.area && (i === 0 || out.parts.length === 1) ? main : p.area,
  }));
  return placed(out, question, form, areas, parts.length > 0 ? parts : [{ intent: form, area: main }]);
}

function placed(
  u: Understanding,
  question: string,
  intent: GuruIntent,
  areas: LifeArea[],
  parts: QuestionPart[],
): Understanding {
  const choice = parts.some((p) => p.intent === "which_of_two");
  const options = choice ? (u.options ?? optionsIn(question, u.language)) : null;
  // A choice needs its two options; without them the rules' form stands.
  if (choice && !options) return u;
  return {
    ...u,
    intent,
    areas,
    area: areas[0] ?? null,
    parts,
    options,
    timing: intent === "when" || u.timeFrame !== null,
    offTopicReason: null,
    replyKind: "reading",
  };
}

function asFreeReply(u: Understanding, intent: "greeting" | "off_topic"): Understanding {
  return {
    ...u,
    intent,
    areas: [],
    area: null,
    parts: [],
    options: null,
    subject: "self",
    subjectGender: null,
    subjectAge: null,
    timing: u.timeFrame !== null,
    direct: null,
    offTopicReason: intent === "off_topic" ? "other" : null,
    replyKind: intent,
  };
}
