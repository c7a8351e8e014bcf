// Field messages: the server's 422 answer carries { field: [messages] }, the machines' own checks one string
// per field. Views take either and show the first message.
export type FieldMessage = string | readonly string[] | null | undefined;

export type FieldErrors = Readonly<Record<string, FieldMessage>>;

export function firstMessage(message: FieldMessage): string | undefined {
  if (message == null) return undefined;
  if (typeof message === "string") return message || undefined;
  return message[0];
}
