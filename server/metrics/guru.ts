// Guru answers: where each came from (the configured LLM or the built-in guru) and how it ended.
import { Counter } from "prom-client";
import { registry } from "./registry";

export type GuruAnswerSource = "llm" | "builtin";
export type GuruAnswerOutcome = "answered" | "fallback" | "refused" | "failed";

const answers = new Counter({
  name: "guru_answers_total",
  help: "Guru answers, by source (llm, builtin) and outcome (answered, fallback, refused, failed).",
  labelNames: ["source", "outcome"] as const,
  registers: [registry],
});

export function recordGuruAnswer(source: GuruAnswerSource, outcome: GuruAnswerOutcome): void {
  answers.inc({ source, outcome });
}
