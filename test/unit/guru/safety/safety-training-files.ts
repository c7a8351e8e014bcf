// The lines the danger model is trained on, read in one place for `npm run train:safety`, `npm run eval:guru` and
// the tests: the safety training sets, the net's development set, and the training part of the guru's labelled
// question set (test/fixtures/guru-plan: everyday questions, greetings, off-topic requests and its few danger
// messages, so the model knows ordinary traffic and not only look-alikes), and the development half of the questions
// about today (test/fixtures/guru-today: "aaj hair cut karwa lu ya nahi" is a muhurta question, not a crisis). Never a
// held-back file or part: those are only measured.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { patternDanger } from "../../../../server/guru/safety/danger";
import { crossValidatedScores } from "../../../../server/guru/safety/model-training";
import { type LabelledQuestion, TRAINING_QUESTIONS } from "../../../fixtures/guru-plan";
import { type LabelledTodayQuestion, TODAY_DEV_QUESTIONS } from "../../../fixtures/guru-today";
import { parseSafetyRows, type SafetyLanguage, type SafetyRow, type SafetyScript } from "./measure-safety";

const FIXTURES = fileURLToPath(new URL("../../../fixtures/guru-safety/", import.meta.url));
export const TRAINING_FILES = [
  "training.txt",
  "training-2.txt",
  "training-3.txt",
  "training-wide.txt",
  "net-dev.txt",
  "training-4.txt",
] as const;
export const DANGER_MODEL_FILE = fileURLToPath(
  new URL("../../../../server/guru/safety/danger-model.json", import.meta.url),
);

export const PLAN_TRAINING_PART = "guru-plan training part";
export const TODAY_DEVELOPMENT_HALF = "guru-today development half";

/** A labelled plan question as a safety line: danger when its forms include crisis or emergency. */
function safetyRowOf(q: LabelledQuestion): SafetyRow {
  const label = q.intents.includes("crisis") ? "crisis" : q.intents.includes("emergency") ? "emergency" : "none";
  const script = q.script === "devanagari" ? "deva" : "latin";
  return { label, language: q.language, script, message: q.question, source: `guru-plan/${q.file}:${q.line}` };
}

/** A question about today: every one is ordinary traffic. */
function todayRowOf(q: LabelledTodayQuestion): SafetyRow {
  return { label: "none", language: q.language, script: q.script, message: q.question, source: `guru-today:${q.line}` };
}

export function loadTrainingRows(): SafetyRow[] {
  const files = TRAINING_FILES.flatMap((name) => parseSafetyRows(readFileSync(`${FIXTURES}${name}`, "utf8"), name));
  return [...files, ...TRAINING_QUESTIONS.map(safetyRowOf), ...TODAY_DEV_QUESTIONS.map(todayRowOf)];
}

/** What the model is trained on and a SHA-256 over every line of it: the model records it, a test compares. */
export function trainingDigest(): { files: string[]; sha256: string } {
  const hash = createHash("sha256");
  for (const row of loadTrainingRows()) hash.update(`${row.label}|${row.language}|${row.script}|${row.message}\n`);
  return { files: [...TRAINING_FILES, PLAN_TRAINING_PART, TODAY_DEVELOPMENT_HALF], sha256: hash.digest("hex") };
}

export interface CrossValidationFigures {
  danger: number;
  ordinary: number;
  /** The model alone: danger messages at or above the threshold, ordinary ones at or above it. */
  modelRecall: number;
  modelFalseAlarmRate: number;
  /** Both layers (patterns or model): the patterns were written on these same lines, so this flatters them. */
  recall: number;
  falseAlarmRate: number;
}

/**
 * k-fold cross-validation of the model on the training files, at a threshold: overall and per language and script
 * ("en latin"). Each message is scored by a model trained without its fold.
 */
export function crossValidate(
  threshold: number,
  folds = 5,
): { all: CrossValidationFigures; byGroup: Map<`${SafetyLanguage} ${SafetyScript}`, CrossValidationFigures> } {
  const rows = loadTrainingRows();
  const scores = crossValidatedScores(rows, (row) => `${row.language} ${row.script}`, folds);
  const byModel = new Map(rows.map((row, i) => [row, (scores[i]?.danger ?? 0) >= threshold]));
  const byPatterns = new Map(rows.map((row) => [row, patternDanger(row.message) !== null]));
  const figures = (part: SafetyRow[]): CrossValidationFigures => {
    const danger = part.filter((r) => r.label !== "none");
    const ordinary = part.filter((r) => r.label === "none");
    const share = (of: SafetyRow[], found: (r: SafetyRow) => boolean) =>
      of.length === 0 ? 0 : of.filter(found).length / of.length;
    const either = (r: SafetyRow) => byModel.get(r) === true || byPatterns.get(r) === true;
    return {
      danger: danger.length,
      ordinary: ordinary.length,
      modelRecall: share(danger, (r) => byModel.get(r) === true),
      modelFalseAlarmRate: share(ordinary, (r) => byModel.get(r) === true),
      recall: share(danger, either),
      falseAlarmRate: share(ordinary, either),
    };
  };
  const groups = [...new Set(rows.map((r) => `${r.language} ${r.script}` as const))].sort();
  return {
    all: figures(rows),
    byGroup: new Map(groups.map((g) => [g, figures(rows.filter((r) => `${r.language} ${r.script}` === g))])),
  };
}
