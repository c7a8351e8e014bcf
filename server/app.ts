// Builds the HTTP application: the API under /api and the SPA for everything else.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { onlyExistingAccounts } from "./auth/existing-accounts";
import type { AppDeps } from "./deps";
import { ApiError, errorHandler } from "./http/errors";
import { apiCors, securityHeaders } from "./http/security";
import { spaRoutes } from "./http/spa";
import { metricsRoutes } from "./metrics/endpoint";
import { openApiRoutes } from "./openapi/routes";
import { requestContext } from "./request-context";
import { observeRequests } from "./request-log";
import { astroRoutes } from "./routes/astro";
import { authRoutes } from "./routes/auth";
import { catalogueRoutes } from "./routes/catalogue";
import { chatRoutes } from "./routes/chat";
import { citiesRoutes } from "./routes/cities";
import { commerceRoutes } from "./routes/commerce";
import { healthRoutes } from "./routes/health";
import { kundaliRoutes } from "./routes/kundali";
import { matchingRoutes } from "./routes/matching";
import { panchangRoutes } from "./routes/panchang";
import { userRoutes } from "./routes/user";

/** Largest JSON body any call accepts; the biggest legitimate one (registration) is far smaller. */
const MAX_BODY_BYTES = 64 * 1024;
const BODILESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createApiApp(appDeps: AppDeps) {
  const deps = { ...appDeps, accessTokens: onlyExistingAccounts(appDeps.accessTokens, appDeps.database.db) };
  const api = new Hono();
  api.use("*", apiCors(deps.config));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, "The request body is too large.");
    },
  });
  // Reads carry no body; the limit would still make the Node adapter build a full Request with a body stream for
  // each of them (a fifth of the CPU of an eligibility read under load).
  api.use("*", (c, next) => (BODILESS_METHODS.has(c.req.method) ? next() : limitBody(c, next)));
  api.route("/", healthRoutes(deps));
  api.route("/", authRoutes(deps));
  api.route("/", userRoutes(deps));
  api.route("/", chatRoutes(deps));
  api.route("/", catalogueRoutes(deps));
  api.route("/", commerceRoutes(deps));
  api.route("/", citiesRoutes(deps));
  api.route("/", astroRoutes(deps));
  api.route("/", matchingRoutes(deps));
  api.route("/", kundaliRoutes(deps));
  api.route("/", panchangRoutes());
  api.route("/", openApiRoutes());
  // Unknown API paths are JSON 404s, never the SPA's HTML.
  api.all("*", (c) => c.json({ message: "Not found." }, 404));
  api.onError(errorHandler(deps.log));
  return api;
}

export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use("*", requestContext());
  app.use("*", observeRequests(deps.log));
  app.use("*", securityHeaders(deps.config));
  app.route("/api", createApiApp(deps));
  app.route("/", metricsRoutes(deps.config.METRICS_TOKEN));
  app.route("/", spaRoutes(deps.config));
  app.onError(errorHandler(deps.log));
  return app;
}
