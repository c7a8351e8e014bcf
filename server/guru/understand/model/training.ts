// How the understanding model is trained from labelled questions (test/fixtures/guru-plan, training rows only):
// one head for the first form asked (the intent), one for the main area, one for whom it is about (the subject), one
// for the language. New questions only for the intent, area and subject (a follow-up's come from the turn before it),
// and only readings for the subject; every question for the language.
// `npm run train:understanding` writes the result; a test retrains and fails when the committed file is stale.
import { join } from "node:path";
import type { GuruLanguage } from "../../contract";
import type { LifeArea } from "../../life-areas";
import type { ConversationAct, GuruIntent, GuruSubject, Understanding } from "../types";
import { understand } from "../understand";
import { ruleFeatures } from "./combine";
import { languageFeatures, meaningFeatures, subjectFeatures } from "./features";
import { type Example, type LinearModel, type TrainingSettings, train } from "./linear";

export interface TrainingRow {
  question: string;
  intents: GuruIntent[];
  areas: LifeArea[];
  subject: GuruSubject;
  language: GuruLanguage;
  act: ConversationAct;
  /** The question asked just before, for follow-ups. */
  previous: string | null;
}

export interface UnderstandingModel {
  /** What it was trained on: the number of rows and a hash of their text and labels (the staleness test reads it). */
  trainedOn: { rows: number; hash: string };
  intent: LinearModel;
  area: LinearModel;
  subject: LinearModel;
  language: LinearModel;
}

export const SETTINGS: TrainingSettings = { epochs: 20, rate: 1, l2: 0.0001, minCount: 4, keep: 0.12, seed: 38 };

/** FNV-1a over the rows' text and labels, as hex. */
export function hashOf(rows: readonly TrainingRow[]): string {
  let h = 0x811c9dc5;
  const text = rows
    .map((r) =>
      [r.question, r.intents.join(","), r.areas.join(","), r.subject, r.language, r.act, r.previous ?? ""].join("|"),
    )
    .join("\n");
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

export interface Featured {
  row: TrainingRow;
  /** What the rules alone concluded of the row. */
  rules: Understanding;
  meaning: string[];
  subject: string[];
  language: string[];
}

/** Each row's features: its own, and what the rules alone concluded of it (in its conversation, if a follow-up). */
export function featured(rows: readonly TrainingRow[]): Featured[] {
  return rows.map((row) => {
    const history = row.previous ? [{ question: row.previous, answerHtml: "", at: "2026-01-01T00:00:00.000Z" }] : [];
    const byRules = understand(row.question, history, "en", null);
    const rules = ruleFeatures(byRules);
    const meaning = [...meaningFeatures(row.question), ...rules.meaning];
    return {
      row,
      rules: byRules,
      meaning,
      subject: [...meaning, ...subjectFeatures(row.question), ...rules.subject],
      language: [...languageFeatures(row.question), ...rules.language],
    };
  });
}

/** Trains from rows whose features are already computed (cross-validation computes them once). */
export function trainFromFeatured(
  rows: readonly Featured[],
  settings: TrainingSettings = SETTINGS,
): UnderstandingModel {
  const fresh = rows.filter((r) => r.row.act === "new");
  const intent: Example[] = fresh.map((r) => ({ features: r.meaning, label: r.row.intents[0] as string }));
  const area: Example[] = fresh
    .filter((r) => r.row.areas.length > 0)
    .map((r) => ({ features: r.meaning, label: r.row.areas[0] as string }));
  const subject: Example[] = fresh
    .filter((r) => !r.row.intents.some((i) => NOT_READINGS.includes(i)))
    .map((r) => ({ features: r.subject, label: r.row.subject }));
  const language: Example[] = rows.map((r) => ({ features: r.language, label: r.row.language }));
  return {
    trainedOn: { rows: rows.length, hash: hashOf(rows.map((r) => r.row)) },
    intent: train(intent, settings),
    area: train(area, settings),
    subject: train(subject, settings),
    language: train(language, settings),
  };
}

/** Forms that are no reading of anyone: the subject head does not learn from them. */
const NOT_READINGS: GuruIntent[] = ["greeting", "off_topic", "crisis", "emergency"];

export function trainUnderstanding(rows: readonly TrainingRow[]): UnderstandingModel {
  return trainFromFeatured(featured(rows));
}

/** Where the committed model lives (read at run time through an import, so the server bundle carries it). */
export const MODEL_FILE = join(import.meta.dirname, "understanding-model.json");

/** The model as committed: one line per feature, so a retrained model's diff is readable. */
export function modelText(model: UnderstandingModel): string {
  const head = (name: "intent" | "area" | "subject" | "language") => {
    const m = model[name];
    const weights = Object.entries(m.weights)
      .map(([f, w]) => `    ${JSON.stringify(f)}: ${JSON.stringify(w)}`)
      .join(",\n");
    return `  "${name}": {\n   "classes": ${JSON.stringify(m.classes)},\n   "bias": ${JSON.stringify(m.bias)},\n   "weights": {\n${weights}\n   }\n  }`;
  };
  return `{\n  "trainedOn": ${JSON.stringify(model.trainedOn)},\n${head("intent")},\n${head("area")},\n${head("subject")},\n${head("language")}\n}\n`;
}
