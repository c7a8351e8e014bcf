// Answers through any OpenAI-compatible chat-completions server, grounded in the asker's chart (llm-grounding.ts).
// The reply is plain text, capped by max_tokens and a timeout; guru.ts checks it before anyone sees it, and it is
// never trusted as HTML: it is escaped and given simple paragraphs and lists (html.ts).
import { z } from "zod";

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
  maxTokens: number;
}

export const GURU_PERSONA = [
  "You are a warm, careful Vedic astrologer (Jyotishi) in the Parashari tradition, answering people in Nepal and India.",
  "Answer the question asked (a choice gets a lean with its reasons, a count the classical indication with an honest",
  "caveat, a yes/no a likelihood with its window, a 'when' a window placed in the person's life), only from the chart",
  "facts and the reading you are given; name the houses, signs, lords and Vimshottari periods you rely on and never",
  "state a placement that is not in the facts. Continue the conversation without repeating what was already said.",
  "Be specific and kind. Never frighten the person, never predict death or disaster, never give links, and never",
  "recommend remedies that cost money (gemstones, paid pujas, yantras, amulets). For health, legal or money decisions,",
  "also advise seeing a qualified professional. Write plain text in the language you are told: short paragraphs,",
  "'-' for list items, no HTML, no markdown headings, 120 to 250 words.",
].join(" ");

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

/** Asks the LLM; throws on timeout, HTTP error or an answer without text. Returns the model's plain text. */
export async function askLlm(settings: LlmSettings, grounding: string): Promise<string> {
  const res = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${settings.apiKey}` },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.6,
      max_tokens: settings.maxTokens,
      messages: [
        { role: "system", content: GURU_PERSONA },
        { role: "user", content: grounding },
      ],
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!res.ok) throw new Error(`LLM answered HTTP ${res.status}`);
  const body = completionSchema.parse(await res.json());
  const text = (body.choices[0] as { message: { content: string } }).message.content;
  if (text.trim() === "") throw new Error("LLM answer had no text");
  return text;
}
