// What an adapter throws for a failed call (src/adapters/http.ts builds it): its kind, and what the server said. The
// machines decide by kind and status, never by a message's text; the views translate a server message by its id.
import type { ServerMessageId } from "../../contract/server-messages";

/**
 * - offline: refused before sending (the device is offline; the offline banner says so)
 * - network: sent, and no answer came (or an answer that could not be read)
 * - validation: a 422 with the messages per field
 * - http: any other status
 */
export type FailureKind = "offline" | "network" | "validation" | "http";

export interface CallFailure {
  kind: FailureKind;
  /** The English to show: the server's message, or the adapter's words for the kind. */
  message: string;
  /** Nobody worded this failure (no message in the answer, or an unreadable one): a screen's own words read better. */
  generic?: boolean;
  status: number | null;
  /** The id of the server's message (contract/server-messages.ts) when it is one of the server's own. */
  messageId?: ServerMessageId;
  /** 422 per-field messages (Laravel shape, contract/answers.ts). */
  fieldErrors: Record<string, string[]>;
  /** The ids of the fields' messages that are the server's own (`errorIds` in the answer). */
  fieldMessageIds?: Record<string, ServerMessageId>;
}

/**
 * Words for the reader: a machine's own message (English, which src/i18n/messages.ts translates), or one of the
 * server's by id, with the English it came with (shown as it is when the app has no words for the id).
 */
export type Said = string | ServerSaid;
export interface ServerSaid {
  id: ServerMessageId;
  text: string;
}

export function isCallFailure(error: unknown): error is CallFailure {
  return typeof error === "object" && error !== null && "kind" in error && "fieldErrors" in error;
}

export function failureKind(error: unknown): FailureKind | null {
  return isCallFailure(error) ? error.kind : null;
}

/** What the failure said: by id when the server's message has one, else its text. */
export function saidBy(failure: CallFailure): Said {
  return failure.messageId ? { id: failure.messageId, text: failure.message } : failure.message;
}

/** The 422 field errors of a failure, first message per field (by id when the server gave one). */
export function fieldErrorsOf(error: unknown): Record<string, Said> {
  if (!isCallFailure(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => {
        const id = error.fieldMessageIds?.[field];
        const text = messages[0] as string;
        return [field, id ? { id, text } : text];
      }),
  );
}
