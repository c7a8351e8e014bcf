// GET /api/health: liveness plus a real round-trip to the database.
import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { APP_VERSION } from "../version";

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
