// The guru's settings: an optional OpenAI-compatible chat-completions server. Without all three of
// URL, model and key the built-in guru answers (no network needed).
import { z } from "zod";
import { positiveInt } from "./fields";

export const guruSettings = {
  GURU_LLM_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .optional()
    .describe(
      "Base URL of an OpenAI-compatible API, e.g. `https://api.openai.com/v1` (the call goes to " +
        "`BASE/chat/completions`). With the model and key set, readings are said through it.",
    ),
  GURU_LLM_MODEL: z.string().min(1).optional().describe("Model name sent to that API."),
  GURU_LLM_API_KEY: z.string().min(1).optional().describe("Bearer key for that API."),
  GURU_LLM_TIMEOUT_MS: positiveInt
    .default(8_000)
    .describe("Milliseconds to wait for the LLM before answering with the built-in guru instead."),
  GURU_LLM_MAX_TOKENS: positiveInt
    .default(900)
    .describe(
      "The longest reply asked of the LLM for an English answer (`max_tokens`). A reply the model stops at this " +
        "limit is trimmed to its last complete paragraph, or replaced by the built-in answer.",
    ),
  GURU_LLM_MAX_TOKENS_NE: positiveInt
    .default(2_700)
    .describe(
      "`max_tokens` for a Nepali answer: Devanagari takes about three times the tokens of English on older tokenizers.",
    ),
  GURU_LLM_MAX_TOKENS_HI: positiveInt.default(2_700).describe("`max_tokens` for a Hindi answer (as for Nepali)."),
};
