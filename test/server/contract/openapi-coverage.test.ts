// No call skips the contract: every route the server serves under /api is in the OpenAPI document with its schemas,
// each documented success answer is the very schema contract/calls.ts gives the client, and nothing is documented
// that the server does not serve.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiAnswers } from "../../../contract/calls";
import { openApiDocument } from "../../../server/openapi/registry";
import { useTestApp } from "../../support/test-app";

type Operation = {
  requestBody?: { content: { "application/json": { schema: unknown } } };
  parameters?: unknown[];
  responses: Record<string, { content?: { "application/json": { schema: unknown } } }>;
};

/** "GET /api/user" for each route the app serves under /api (Hono's `:param` in OpenAPI's `{param}` form). */
function servedCalls(routes: readonly { method: string; path: string }[]): string[] {
  const calls = routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.includes("*"))
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
  return [...new Set(calls)].sort();
}

function documentedCalls(): Map<string, Operation> {
  const paths = openApiDocument().paths as Record<string, Record<string, Operation>>;
  return new Map(
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
    ),
  );
}

const jsonSchemaOf = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  return rest;
};

describe("the OpenAPI document", () => {
  const suite = useTestApp("pglite");

  it("documents exactly the calls the server serves, and the client's contract lists the same calls", () => {
    const served = servedCalls(suite.app.routes);
    expect(served.length).toBeGreaterThan(20);
    expect([...documentedCalls().keys()].sort()).toEqual(served);
    expect(Object.keys(apiAnswers).sort()).toEqual(served);
  });

  it("gives every call its schemas: the success answer the client checks, failures, and the body it sends", () => {
    for (const [call, operation] of documentedCalls()) {
      const answer = apiAnswers[call];
      const success = operation.responses["200"]?.content?.["application/json"]?.schema;
      if (answer === null) expect(success, `${call} answers a file`).toBeUndefined();
      else if (answer) expect(success, `${call}: 200`).toEqual(jsonSchemaOf(answer));
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status !== "200")
          expect(response.content?.["application/json"]?.schema, `${call}: ${status}`).toBeDefined();
      }
      const method = call.split(" ")[0];
      if (method === "POST" || method === "DELETE") {
        expect(operation.requestBody?.content["application/json"].schema, `${call}: body`).toBeDefined();
      }
    }
  });
});
