// Reads and validates request input with zod, turning every problem into a ValidationError (422)
// or an ApiError (400 for a body that is not JSON at all).
import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, type FieldErrors, ValidationError } from "./errors";

/** Converts zod issues into Laravel-style field errors, keyed by the top-level field name. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "body";
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

/** For `.refine(hasNoNul, message)`: PostgreSQL text cannot hold NUL, so refuse it before it fails as a 500. */
export const hasNoNul = (value: string) => !value.includes("\u0000");

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error));
  return result.data;
}

/** Parses the JSON body strictly: a body that is not a JSON object is a 400, never a crash. */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, "The request body is not valid JSON.");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new ApiError(400, "The request body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}

export async function validateBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readJsonBody(c));
}
