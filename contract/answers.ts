// The answers every area shares: `{ message }` (errors such as 401, 404, 429, and plain confirmations) and the 422
// validation answer (Laravel's shape: a summary and the messages per field, which the forms show under the fields).
// A message of the server's own list carries its id beside it (contract/server-messages.ts): `messageId` for
// `message`, `errorIds` for the fields' messages.
import { z } from "zod";
import { type ServerMessageId, serverMessageIds } from "./server-messages";

/** The id of one of the server's own messages (contract/server-messages.ts). */
export const serverMessageIdSchema = z.enum(serverMessageIds as [ServerMessageId, ...ServerMessageId[]]);

export const messageAnswerSchema = z.object({ message: z.string(), messageId: serverMessageIdSchema.optional() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export const validationAnswerSchema = z.object({
  message: z.string(),
  messageId: serverMessageIdSchema.optional(),
  errors: z.record(z.string(), z.array(z.string())),
  errorIds: z.record(z.string(), serverMessageIdSchema).optional(),
});
export type ValidationAnswer = z.infer<typeof validationAnswerSchema>;
