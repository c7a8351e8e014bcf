// Calls to the configured LLM: latency by outcome, and the answers we rejected (off-topic, malformed, too long).
import { Counter, Histogram } from "prom-client";
import { registry } from "./registry";

export type LlmCallOutcome = "ok" | "error" | "timeout";

const calls = new Histogram({
  name: "llm_call_duration_seconds",
  help: "Time of a call to the LLM, by outcome (ok, error, timeout).",
  labelNames: ["outcome"] as const,
  buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  registers: [registry],
});

const rejections = new Counter({
  name: "llm_rejections_total",
  help: "LLM replies rejected before reaching the asker, by reason.",
  labelNames: ["reason"] as const,
  registers: [registry],
});

export function recordLlmCall(outcome: LlmCallOutcome, seconds: number): void {
  calls.observe({ outcome }, seconds);
}

export function recordLlmRejection(reason: string): void {
  rejections.inc({ reason });
}
