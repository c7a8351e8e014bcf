// Field messages: the server's 422 answer carries { field: [messages] } (a machine keeps the first, by id when it is
// one of the server's own), the machines' own checks one string per field. Views take either and show the first.
import type { Said } from "../../machines/lib/callFailure";

export type FieldMessage = Said | readonly Said[] | null | undefined;

export type FieldErrors = Readonly<Record<string, FieldMessage>>;

export function firstMessage(message: FieldMessage): Said | undefined {
  if (message == null) return undefined;
  if (typeof message === "string") return message || undefined;
  if (!Array.isArray(message)) return message as Said;
  return message[0];
}
