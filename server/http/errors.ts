// The error shapes the client expects: 422 as `{ message, errors: { field: [messages] } }` (Laravel's
// shape), everything else as `{ message }`. Stack traces never leave the server.
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "../log";
import { loggableError } from "./loggable-error";

export type FieldErrors = Record<string, string[]>;

/** A request that failed validation; answered as 422 with per-field messages. */
export class ValidationError extends Error {
  constructor(readonly errors: FieldErrors) {
    super(summarise(errors));
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
  ) {
    super(message);
  }
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
    if (err instanceof ValidationError) return c.json({ message: err.message, errors: err.errors }, 422);
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message }, err.status);
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
