// One log line and one metrics sample per request: method, route pattern, status and duration. The route
// pattern (`/api/charts/:id`), never the path: paths and query strings can hold ids, e-mail addresses and tokens.
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "./log";
import { recordHttpRequest } from "./metrics/http";

export function observeRequests(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // The last route matched is the one that answered.
      const route = routePath(c) || "unmatched";
      const status = c.res.status;
      recordHttpRequest(c.req.method, route, status, seconds);
      log.info("request", { method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10 });
    }
  };
}
