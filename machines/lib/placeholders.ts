// Placeholders for what the machines declare but the adapters implement (bound in src/app/logic.ts).
import { isServerMessageId } from "../../contract/server-messages";
import { isCallFailure, type Said, saidBy } from "./callFailure";

/** An actor body that fails loudly when the app forgot to provide the real one. */
export function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`${name} is not provided: bind it in src/app/logic.ts`);
  };
}

export const UNEXPECTED_ERROR = "An unexpected error occurred.";

/**
 * The message to show for a failed call (docs/product.md §8): the server's (by id when it has one) or the adapter's
 * words for the failure's kind; the screen's own fallback when nobody worded it.
 */
export function errorMessage(error: unknown, fallback: Said = UNEXPECTED_ERROR): Said {
  if (isCallFailure(error)) return error.generic || error.message.trim() === "" ? fallback : saidBy(error);
  // not a call's failure (a device bridge, a script): its own text when it has one
  const message = typeof error === "object" && error !== null && "message" in error ? error.message : error;
  return typeof message === "string" && message.trim() !== "" ? message : fallback;
}

/**
 * The words of a success answer: the server's message (top level or under data; by id when it carries one), else the
 * screen's default.
 */
export function successMessage(answer: unknown, fallback: string): Said {
  // Stryker disable next-line ConditionalExpression: a string or number answer has no message either, so it falls back below
  if (typeof answer !== "object" || answer === null) return fallback;
  type Worded = { message?: unknown; messageId?: unknown };
  const record = answer as Worded & { data?: Worded };
  const { message, messageId } = record.data?.message === undefined ? record : record.data;
  if (typeof message !== "string" || message.trim() === "") return fallback;
  return isServerMessageId(messageId) ? { id: messageId, text: message } : message;
}
