// The error shapes the client expects: 422 as `{ message, errors: { field: [messages] } }` (Laravel's
// shape), everything else as `{ message }`. A message of the server's own list (contract/server-messages.ts) has its
// id beside it: `messageId` for `message`, `errorIds` per field; the app translates by id. Stack traces never leave
// the server.
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ServerMessageId, serverMessages } from "../../contract/server-messages";
import type { Logger } from "../log";
import { loggableError } from "./loggable-error";

export type FieldErrors = Record<string, string[]>;

/** A request that failed validation; answered as 422 with per-field messages (`errorIds`: their ids, where known). */
export class ValidationError extends Error {
  constructor(
    readonly errors: FieldErrors,
    readonly errorIds: Readonly<Record<string, ServerMessageId>> = {},
  ) {
    super(summarise(errors));
  }

  /** One field refused in one of the server's own messages. */
  static said(field: string, id: ServerMessageId): ValidationError {
    return new ValidationError({ [field]: [serverMessages[id]] }, { [field]: id });
  }

  /** The summary's id: when the one message there is has one. */
  get messageId(): ServerMessageId | undefined {
    const fields = Object.entries(this.errors);
    const [field, messages] = fields[0] ?? [];
    return fields.length === 1 && messages?.length === 1 && field ? this.errorIds[field] : undefined;
  }
}

/**
 * A failure with a status and a message that is safe to show to the user; `errors` adds the messages per field (a
 * read's bad query is a 400 with them, not the forms' 422).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly errors?: FieldErrors,
    readonly messageId?: ServerMessageId,
  ) {
    super(message);
  }

  /** A refusal in one of the server's own messages: its id goes with the text. */
  static said(status: ContentfulStatusCode, id: ServerMessageId, headers: Record<string, string> = {}): ApiError {
    return new ApiError(status, serverMessages[id], headers, undefined, id);
  }
}

/** `{ message }`, with `messageId` beside it when the message is one of the server's own. */
function said(
  message: string,
  messageId: ServerMessageId | undefined,
): { message: string; messageId?: ServerMessageId } {
  return messageId ? { message, messageId } : { message };
}

/** Laravel's summary: the first message, plus how many more there are. */
function summarise(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? "The given data was invalid.";
  const more = all.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? "s" : ""})` : first;
}

/** The matched route pattern (e.g. /api/user), never the raw path, which could carry anything the client sent. */
function routeOf(c: Context): string {
  return c.req.routePath || "(unmatched)";
}

/**
 * The client closed the connection before its request had arrived in full: reading the body failed because of the
 * client, not the server. Nobody receives the answer; it is not logged as an error.
 */
function clientHungUp(c: Context): boolean {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming !== undefined && !incoming.complete && (incoming.destroyed || incoming.socket?.destroyed === true);
}

export function errorHandler(log: Logger) {
  return (err: Error, c: Context) => {
    if (clientHungUp(c)) return c.json({ message: "The request was not received in full." }, 400);
    if (err instanceof ValidationError) {
      const ids = Object.keys(err.errorIds).length > 0 ? { errorIds: err.errorIds } : {};
      return c.json({ ...said(err.message, err.messageId), errors: err.errors, ...ids }, 422);
    }
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json({ ...said(err.message, err.messageId), ...(err.errors ? { errors: err.errors } : {}) }, err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 413 ? "The request body is too large." : err.message || "Request failed.";
      return c.json({ message }, status);
    }
    log.error(`${c.req.method} ${routeOf(c)} failed: ${loggableError(err)}`);
    return c.json({ message: "An unexpected error occurred." }, 500);
  };
}
