// The consultation calls: POST /api/assistant/chat, GET /api/query-history, GET /api/chat/-/eligibility.
// Users are named by their token, guests by `session_id`.
import { z } from "zod";
import { hasNoNul, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "./rules";

/** Guests name their session; logged-in clients omit it (or send null). */
export const sessionIdField = z
  .string({ error: "The session id must be a string." })
  .trim()
  .max(200, "The session id is not valid.")
  .refine(hasNoNul, "The session id is not valid.")
  .nullish()
  .transform((v) => (v ? v : undefined));

/** `?session_id=` of the guests' reads. */
export const sessionQuery = z.object({ session_id: sessionIdField });

export const chatRequest = z.object({
  message: z
    .string({ error: "The message field is required." })
    .trim()
    .min(MESSAGE_MIN_LENGTH, `The message must be at least ${MESSAGE_MIN_LENGTH} characters.`)
    .max(MESSAGE_MAX_LENGTH, `The message may not be longer than ${MESSAGE_MAX_LENGTH} characters.`)
    .refine(hasNoNul, "The message contains an invalid character."),
  session_id: sessionIdField,
});
export type ChatRequest = z.input<typeof chatRequest>;

/** The guru's answer: one item whose text.value is HTML built from escaped text. */
const htmlAnswer = z.array(z.object({ text: z.object({ value: z.string() }) }));

export const chatAnswerSchema = z.object({
  response: htmlAnswer,
  suggestions: z.array(z.string()),
  availableQueryCount: z.number().int(),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

export const queryHistoryItemSchema = z.object({
  query: z.string(),
  response: htmlAnswer,
  suggestions: z.array(z.string()),
  created_at: z.string(),
});
export type QueryHistoryItem = z.infer<typeof queryHistoryItemSchema>;
/** The newest page of the history, or with `before` the page before it; `next_before` names the next older page. */
export const historyQuery = sessionQuery.extend({
  before: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "The before field must be a next_before value of an earlier answer.")
    .transform(Number)
    .optional(),
});
export const queryHistoryAnswerSchema = z.object({
  query_history: z.array(queryHistoryItemSchema),
  next_before: z.string().optional(),
});
export type QueryHistoryAnswer = z.infer<typeof queryHistoryAnswerSchema>;

export const eligibilityAnswerSchema = z.object({ availableQueryCount: z.number().int() });
export type EligibilityAnswer = z.infer<typeof eligibilityAnswerSchema>;
