// The request being served, for code far from the handler (the logger): its id lives in an AsyncLocalStorage
// for the duration of the request, so log lines carry it without every call passing it along.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** A caller's id is kept when it looks like one (a proxy's or a load balancer's); anything else is replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Gives each request an id (X-Request-Id, echoed in the response) and runs it inside that context. */
export function requestContext(): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header("x-request-id");
    const requestId = given && ACCEPTED_ID.test(given) ? given : randomUUID();
    await storage.run({ requestId }, next);
    c.header("X-Request-Id", requestId);
  };
}
