// Answers through any OpenAI-compatible chat-completions server, grounded in the asker's chart (llm-grounding.ts).
// The reply is plain text, capped by max_tokens and a timeout; guru.ts checks it before anyone sees it, and it is
// never trusted as HTML: it is escaped and given simple paragraphs and lists (html.ts).
import { z } from "zod";
import type { GuruLanguage } from "./contract";

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
  /** `max_tokens` by answer language: Devanagari needs about three times the tokens of English on older tokenizers. */
  maxTokens: Record<GuruLanguage, number>;
}

// The instructions match what the checker (claims/) rejects, so that a good model is not thrown away for the way it
// writes: every placement, lord, period, date, transit, Manglik, Sade Sati and yoga named must be in the case file;
// no certainty, no fear, no paid remedy, no link or telephone number.
export const GURU_PERSONA = [
  "You are a warm, careful Vedic astrologer (Jyotishi) in the Parashari tradition, answering people in Nepal and India.",
  "Begin with the direct answer to the question in one sentence, in the form asked: a 'when' gets a window placed in",
  "the person's life, a yes/no a likelihood with its window, a choice a lean with its reason, a count the classical",
  "indication with an honest caveat. Then give two or three reasons from the case file: name the houses, signs, lords,",
  "periods with their dates and transits you rely on, exactly as the case file gives them; never state a placement,",
  "lord, period, date, yoga, Manglik or Sade Sati status that is not in it. Say today's transits with a word of now",
  "('currently', 'अहिले', 'इस समय'). End with one thing to do. Write in the language and script you are told.",
  "Never promise ('certainly', 'guaranteed', 'निश्चित रूपमा', 'पक्का', 'ज़रूर होगा'): speak of tendencies. Never frighten",
  "(no death, curse, disaster or accident foretold). Never recommend anything that costs money: no gemstones, no puja,",
  "havan, shanti or jaap done by a pandit, no donations to priests, no prices; a prayer or mantra the person says",
  "themselves is fine. Never give links or telephone numbers. For health, legal or money decisions, also advise seeing",
  "a qualified professional. Plain text: short paragraphs separated by a blank line; a list as lines starting with",
  "'- ' after a blank line; **bold** sparingly; no headings, no HTML. Length as the case file says.",
].join(" ");

// The answer shapes the servers differ in: `content` as a string (OpenAI, vLLM, Ollama, llama.cpp) or as an array
// of parts (some gateways and newer Azure API versions); `usage` and `finish_reason` absent on some; an error as
// `{ "error": { "message": ... } }` or as plain text.
const contentPart = z.union([z.string(), z.object({ type: z.string().optional(), text: z.string().optional() })]);
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.union([z.string(), z.array(contentPart)]).nullable() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});
const errorSchema = z.object({ error: z.union([z.string(), z.object({ message: z.string() })]) });

/** The model's reply: its text, and whether the model stopped because it reached `max_tokens`. */
export interface LlmReply {
  text: string;
  cutByLength: boolean;
}

function textOf(content: string | z.infer<typeof contentPart>[] | null): string {
  if (content === null) return "";
  if (typeof content === "string") return content;
  return content
    .map((part) => (typeof part === "string" ? part : part.type && part.type !== "text" ? "" : (part.text ?? "")))
    .join("");
}

/** Why the server refused, in its own words, cut short (the provider's message, never our prompt). */
async function refusal(res: Response): Promise<string> {
  const raw = await res.text().catch(() => "");
  let said = raw;
  try {
    const parsed = errorSchema.safeParse(JSON.parse(raw));
    if (parsed.success) said = typeof parsed.data.error === "string" ? parsed.data.error : parsed.data.error.message;
  } catch {
    // not JSON: the text as it came
  }
  const short = said.replace(/\s+/g, " ").trim().slice(0, 160);
  return `LLM answered HTTP ${res.status}${short ? `: ${short}` : ""}`;
}

/** Asks the LLM; throws on timeout, HTTP error or an answer without text. */
export async function askLlm(settings: LlmSettings, caseFile: string, language: GuruLanguage): Promise<LlmReply> {
  const res = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${settings.apiKey}` },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.6,
      max_tokens: settings.maxTokens[language],
      messages: [
        { role: "system", content: GURU_PERSONA },
        { role: "user", content: caseFile },
      ],
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!res.ok) throw new Error(await refusal(res));
  const json: unknown = await res.json();
  const failed = errorSchema.safeParse(json);
  if (failed.success) {
    // Some servers (llama.cpp, gateways) put an error in a 200 reply.
    const said = typeof failed.data.error === "string" ? failed.data.error : failed.data.error.message;
    throw new Error(`LLM answered with an error: ${said.slice(0, 160)}`);
  }
  const body = completionSchema.parse(json);
  const choice = body.choices[0] as z.infer<typeof completionSchema>["choices"][number];
  const text = textOf(choice.message.content);
  if (text.trim() === "") throw new Error("LLM answer had no text");
  return { text, cutByLength: choice.finish_reason === "length" };
}
