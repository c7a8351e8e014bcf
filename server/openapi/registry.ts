// The API's OpenAPI 3.1 document, generated from the same zod schemas that validate requests.
//
// How to add a call (any route file, at module level, beside the route):
//
//   import { registerApiCall } from "../openapi/registry";
//   registerApiCall({
//     method: "post", path: "/api/login", summary: "Log in", tags: ["Accounts"],
//     auth: "none",                       // "none" | "optional" (guest or user) | "required"
//     body: loginRequest,                 // the contract's schema the route validates with (omit for no body)
//     responses: {
//       200: { description: "Logged in", schema: loginAnswerSchema },   // the contract's answer schema
//       422: validationFailure,           // shared answers below: validationFailure, messageAnswer(..)
//     },
//   });
//
// The schemas live in contract/ (one file per area), where the client takes its types from; test/server/contract
// checks that every route under /api is registered here and that the client's answers parse.
// Paths use OpenAPI's `{param}` form. Registering the same method and path again replaces the entry.
// GET /api/openapi.json serves `openApiDocument()`.
import { z } from "zod";
import { messageAnswerSchema, validationAnswerSchema } from "../../contract/answers";
import { APP_VERSION } from "../version";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface ApiResponse {
  description: string;
  schema?: z.ZodType;
}

export interface ApiCall {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  tags?: string[];
  auth: "none" | "optional" | "required";
  body?: z.ZodType;
  query?: z.ZodObject;
  responses: Record<number, ApiResponse>;
}

const calls = new Map<string, ApiCall>();

export function registerApiCall(call: ApiCall): void {
  calls.set(`${call.method} ${call.path}`, call);
}

/** `{ message }` answers: errors (401, 404, 429 ...) and simple confirmations. */
export function messageAnswer(description: string): ApiResponse {
  return { description, schema: messageAnswerSchema };
}

/** The 422 answer of every validated call (Laravel's shape). */
export const validationFailure: ApiResponse = {
  description: "Validation failed: a summary message and the messages per field",
  schema: validationAnswerSchema,
};

type JsonSchema = Record<string, unknown>;

function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function operationOf(call: ApiCall): JsonSchema {
  const operation: JsonSchema = {
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    ...(call.tags ? { tags: call.tags } : {}),
    operationId: `${call.method}${call.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? "").toUpperCase())}`,
  };
  if (call.auth === "required") operation.security = [{ bearer: [] }];
  if (call.auth === "optional") operation.security = [{}, { bearer: [] }];
  if (call.query) {
    const shape = jsonSchemaOf(call.query, "input");
    const properties = (shape.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((shape.required ?? []) as string[]);
    operation.parameters = Object.entries(properties).map(([name, schema]) => ({
      name,
      in: "query",
      required: required.has(name),
      schema,
    }));
  }
  if (call.body) {
    operation.requestBody = {
      required: true,
      content: { "application/json": { schema: jsonSchemaOf(call.body, "input") } },
    };
  }
  operation.responses = Object.fromEntries(
    Object.entries(call.responses).map(([status, answer]) => [
      status,
      {
        description: answer.description,
        ...(answer.schema
          ? { content: { "application/json": { schema: jsonSchemaOf(answer.schema, "output") } } }
          : {}),
      },
    ]),
  );
  return operation;
}

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const sorted = [...calls.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const call of sorted) {
    paths[call.path] ??= {};
    (paths[call.path] as Record<string, JsonSchema>)[call.method] = operationOf(call);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Kundali Guru API",
      version: APP_VERSION,
      description:
        "Errors: 422 answers `{ message, errors: { field: [messages] } }`; every other failure answers `{ message }`. " +
        "Guests send no Authorization header (or the values null, undefined or blank).",
    },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}
