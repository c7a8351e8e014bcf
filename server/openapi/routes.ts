// GET /api/openapi.json: the OpenAPI 3.1 document of every registered call.
import { Hono } from "hono";
import { openApiDocument } from "./registry";

export function openApiRoutes() {
  return new Hono().get("/openapi.json", (c) => c.json(openApiDocument()));
}
