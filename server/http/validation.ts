// Reads and validates request input with zod, turning every problem into a ValidationError (422)
// or an ApiError (400 for a body that is not JSON at all). Text that is not well-formed is refused for every schema.
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

export const MALFORMED_TEXT = "This field contains an invalid character.";

/**
 * The top-level fields whose value holds, at any depth, a string that is not well-formed UTF-16 (a lone surrogate,
 * which JSON's \ud800 escapes can carry). PostgreSQL cannot store such text, so every schema refuses it up front.
 */
export function malformedTextFields(input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (input === null || typeof input !== "object") return errors;
  for (const [field, value] of Object.entries(input)) {
    if (!isWellFormedDeep(value)) errors[field] = [MALFORMED_TEXT];
  }
  return errors;
}

function isWellFormedDeep(value: unknown): boolean {
  if (typeof value === "string") return value.isWellFormed();
  if (Array.isArray(value)) return value.every(isWellFormedDeep);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).every(([k, v]) => k.isWellFormed() && isWellFormedDeep(v));
  }
  return true;
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const malformed = malformedTextFields(input);
  if (Object.keys(malformed).length > 0) throw new ValidationError(malformed);
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error));
  return result.data;
}

/**
 * application/json (any parameters, e.g. charset). A cross-site form can post text/plain, urlencoded or multipart
 * without a CORS preflight, so those are refused (415) before the body is read as JSON.
 */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** Objects and arrays nested deeper than any call's body needs (registration's is 2) are refused before parsing. */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`;

/** Whether the JSON text opens more than `max` objects or arrays inside each other (brackets in strings aside). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      if (++depth > max) return true;
    } else if (char === "}" || char === "]") depth--;
  }
  return false;
}

/**
 * Parses the JSON body strictly: not declared as JSON is a 415, nested too deeply a 422, not a JSON object a 400,
 * never a crash.
 */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  if (!isJson(c.req.header("content-type"))) {
    throw new ApiError(415, "The request body must be JSON, sent with Content-Type: application/json.");
  }
  // Deep nesting costs every recursive walk of the value (and could exhaust the stack); refused before any of them.
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw new ValidationError({ body: [TOO_DEEP] });
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
