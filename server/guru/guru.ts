// The guru the chat uses: the built-in guru always composes its answer; for a reading, the LLM (when configured)
// is asked to say it better from the same facts. The LLM's reply is checked before anyone sees it (the claim
// checker: no claim the chart contradicts, no sale, no link, no fear language); a rejected, failed or late reply
// gives the built-in answer instead. Either way a reading is one reading: charging is decided by `kind`.
import type { Config } from "../config";
import type { Logger } from "../log";
import { recordGuruAnswer } from "../metrics/guru";
import { recordLlmCall, recordLlmRejection } from "../metrics/llm";
import { answerWithBuiltinGuru } from "./builtin-guru";
import { checkAnswer, rejectedSentences, rejectionKinds, rejectionReason } from "./claims/check-answer";
import type { GuruAnswer, GuruQuestion } from "./contract";
import { trimCutReply } from "./cut-reply";
import { plainTextToHtml } from "./html";
import { groundingMessage } from "./llm-grounding";
import { askLlm, type LlmSettings } from "./llm-guru";
import { maskAsker } from "./mask";
import { planLogFields } from "./plan/plan";

export type Guru = (input: GuruQuestion) => Promise<GuruAnswer>;

export function llmSettingsOf(config: Config): LlmSettings | null {
  if (!config.GURU_LLM_BASE_URL || !config.GURU_LLM_MODEL || !config.GURU_LLM_API_KEY) return null;
  return {
    baseUrl: config.GURU_LLM_BASE_URL,
    model: config.GURU_LLM_MODEL,
    apiKey: config.GURU_LLM_API_KEY,
    timeoutMs: config.GURU_LLM_TIMEOUT_MS,
    maxTokens: { en: config.GURU_LLM_MAX_TOKENS, ne: config.GURU_LLM_MAX_TOKENS_NE, hi: config.GURU_LLM_MAX_TOKENS_HI },
  };
}

export function createGuru(config: Config, log: Logger): Guru {
  const llm = llmSettingsOf(config);
  const helpLineNumbers = config.GURU_HELP_LINES.map((line) => line.number);
  return async (input) => {
    const builtin = answerWithBuiltinGuru(input, config.GURU_HELP_LINES);
    // Codes only (no question text, no name): enough to trace a wrong answer to a wrong plan.
    log.info(
      `Guru plan: ${Object.entries(planLogFields(builtin.plan))
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")}`,
    );
    if (!llm || builtin.answer.kind !== "reading" || !builtin.judgement) {
      recordGuruAnswer("builtin", "answered");
      return builtin.answer;
    }
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const reply = await askLlm(
        llm,
        groundingMessage(input, builtin.plan, builtin.judgement, builtin.answer.html),
        builtin.plan.answerLanguage,
      );
      recordLlmCall("ok", seconds());
      const text = reply.cutByLength ? trimCutReply(reply.text, builtin.plan.act === "simplify" ? 1 : 2) : reply.text;
      if (text === null) {
        recordLlmRejection("cut");
        recordGuruAnswer("builtin", "fallback");
        log.warn("Guru LLM reply was cut at max_tokens before it answered, answering with the built-in guru");
        return builtin.answer;
      }
      if (reply.cutByLength) log.info("Guru LLM reply was cut at max_tokens; its last complete paragraphs are given");
      const check = checkAnswer(text, input.chart, input.now, { helpLineNumbers });
      if (!check.passes) {
        // One low-cardinality label per kind of rejection; the model's rejected words go to the log, masked.
        for (const kind of rejectionKinds(check)) recordLlmRejection(kind);
        recordGuruAnswer("builtin", "fallback");
        log.warn(`Guru LLM reply rejected, answering with the built-in guru: ${rejectionReason(check)}`, {
          rejected: rejectedSentences(check, text).map((r) => ({ kind: r.kind, sentence: maskAsker(r.text, input) })),
        });
        return builtin.answer;
      }
      const html = plainTextToHtml(text);
      if (html === "") {
        recordLlmRejection("empty");
        recordGuruAnswer("builtin", "fallback");
        log.warn("Guru LLM reply had no text, answering with the built-in guru");
        return builtin.answer;
      }
      recordGuruAnswer("llm", "answered");
      return { ...builtin.answer, html, provider: "llm" };
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      recordLlmCall(timedOut ? "timeout" : "error", seconds());
      recordGuruAnswer("builtin", "fallback");
      log.warn(
        `Guru LLM failed, answering with the built-in guru: ${err instanceof Error ? err.message : String(err)}`,
      );
      return builtin.answer;
    }
  };
}
