// Placeholders for what the machines declare but the adapters implement (bound in src/app/logic.ts).

/** An actor body that fails loudly when the app forgot to provide the real one. */
export function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`${name} is not provided: bind it in src/app/logic.ts`);
  };
}

export const UNEXPECTED_ERROR = "An unexpected error occurred.";

/** The message to show for a failed call: the adapter's message when it has one (docs/product.md §8). */
export function errorMessage(error: unknown, fallback = UNEXPECTED_ERROR): string {
  const message =
    typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error ?? "");
  // the adapter's generic text means the server gave none: the screen's own fallback reads better
  if (message.trim() === "" || message === UNEXPECTED_ERROR || message === "undefined") return fallback;
  return message;
}

/** The text of a success answer: the server's message (top level or under data), else the screen's default. */
export function successMessage(answer: unknown, fallback: string): string {
  // Stryker disable next-line ConditionalExpression: a string or number answer has no message either, so it falls back below
  if (typeof answer !== "object" || answer === null) return fallback;
  const record = answer as { message?: unknown; data?: { message?: unknown } };
  const message = record.data?.message ?? record.message;
  return typeof message === "string" && message.trim() !== "" ? message : fallback;
}
