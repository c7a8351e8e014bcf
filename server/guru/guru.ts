// The guru the chat uses: the LLM when configured, else the built-in guru; any LLM failure or timeout falls back
// to the built-in answer, so a question always gets an answer grounded in the chart.
import type { Config } from "../config";
import type { Logger } from "../log";
import { answerWithBuiltinGuru, type GuruAnswer, type GuruQuestion } from "./builtin-guru";
import { answerWithLlm, type LlmSettings } from "./llm-guru";

export type Guru = (input: GuruQuestion) => Promise<GuruAnswer>;

export function llmSettingsOf(config: Config): LlmSettings | null {
  if (!config.GURU_LLM_BASE_URL || !config.GURU_LLM_MODEL || !config.GURU_LLM_API_KEY) return null;
  return {
    baseUrl: config.GURU_LLM_BASE_URL,
    model: config.GURU_LLM_MODEL,
    apiKey: config.GURU_LLM_API_KEY,
    timeoutMs: config.GURU_LLM_TIMEOUT_MS,
  };
}

export function createGuru(config: Config, log: Logger): Guru {
  const llm = llmSettingsOf(config);
  return async (input) => {
    const builtin = answerWithBuiltinGuru(input);
    const fallback: GuruAnswer = { html: builtin.html, suggestions: builtin.suggestions, provider: builtin.provider };
    if (!llm) return fallback;
    try {
      const html = await answerWithLlm(llm, input, builtin);
      return { html, suggestions: builtin.suggestions, provider: "llm" };
    } catch (err) {
      log.warn(
        `Guru LLM failed, answering with the built-in guru: ${err instanceof Error ? err.message : String(err)}`,
      );
      return fallback;
    }
  };
}
