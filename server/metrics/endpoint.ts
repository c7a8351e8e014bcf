// GET /metrics in Prometheus' text format, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`.
// Without METRICS_TOKEN the endpoint does not exist: behind a reverse proxy every request comes from the proxy's
// address, so "only from localhost" would not keep it private.
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { registry } from "./registry";
// Every metric is declared by the first scrape, also those whose code has not run yet: dashboards and alerts
// then find each name from the start.
import "./database";
import "./guru";
import "./http";
import "./llm";
import "./rate-limit";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoutes(token: string | undefined) {
  const app = new Hono();
  app.get("/metrics", async (c) => {
    if (!token) return c.json({ message: "Not found." }, 404);
    const given = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1];
    if (!given || !sameToken(given, token)) {
      return c.json({ message: "A valid metrics token is required." }, 401, { "WWW-Authenticate": "Bearer" });
    }
    return c.body(await registry.metrics(), 200, { "content-type": registry.contentType, "cache-control": "no-store" });
  });
  return app;
}
