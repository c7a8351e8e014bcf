// The answers every area shares: `{ message }` (errors such as 401, 404, 429, and plain confirmations) and the 422
// validation answer (Laravel's shape: a summary and the messages per field, which the forms show under the fields).
import { z } from "zod";

export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export const validationAnswerSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationAnswer = z.infer<typeof validationAnswerSchema>;
