// Builds the HTTP application: the API under /api and the SPA for everything else.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "./deps";
import { ApiError, errorHandler } from "./http/errors";
import { spaRoutes } from "./http/spa";
import { healthRoutes } from "./routes/health";

/** Largest JSON body any call accepts; the biggest legitimate one (registration) is far smaller. */
const MAX_BODY_BYTES = 64 * 1024;

export function createApiApp(deps: AppDeps) {
  const api = new Hono();
  api.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, "The request body is too large.");
      },
    }),
  );
  api.route("/", healthRoutes(deps));
  // Unknown API paths are JSON 404s, never the SPA's HTML.
  api.all("*", (c) => c.json({ message: "Not found." }, 404));
  api.onError(errorHandler(deps.log));
  return api;
}

export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.route("/api", createApiApp(deps));
  app.route("/", spaRoutes(deps.config.STATIC_DIR));
  app.onError(errorHandler(deps.log));
  return app;
}
