// GET /api/openapi.json: the OpenAPI 3.1 document of every registered call.
import { Hono } from "hono";
import { openApiAnswerSchema } from "../../contract/service";
import { openApiDocument, registerApiCall } from "./registry";

registerApiCall({
  method: "get",
  path: "/api/openapi.json",
  summary: "This document",
  tags: ["Service"],
  auth: "none",
  responses: { 200: { description: "The OpenAPI 3.1 document", schema: openApiAnswerSchema } },
});

export function openApiRoutes() {
  return new Hono().get("/openapi.json", (c) => c.json(openApiDocument()));
}
