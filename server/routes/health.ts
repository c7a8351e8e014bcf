// GET /api/health: liveness plus a real round-trip to the database.
import { Hono } from "hono";
import { healthAnswerSchema } from "../../contract/service";
import type { AppDeps } from "../deps";
import { registerApiCall } from "../openapi/registry";
import { APP_VERSION } from "../version";

registerApiCall({
  method: "get",
  path: "/api/health",
  summary: "Liveness and a database round-trip",
  tags: ["Service"],
  auth: "none",
  responses: {
    200: { description: "Up, the database answered", schema: healthAnswerSchema },
    503: { description: "The database did not answer", schema: healthAnswerSchema },
  },
});

export function healthRoutes({ database }: AppDeps) {
  return new Hono().get("/health", async (c) => {
    try {
      await database.ping();
    } catch {
      return c.json(
        { status: "error", version: APP_VERSION, db: database.kind, message: "Database unavailable." },
        503,
      );
    }
    return c.json({ status: "ok", version: APP_VERSION, db: database.kind });
  });
}
