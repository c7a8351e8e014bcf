// Placeholders for what the machines declare but the adapters implement (bound in src/app/logic.ts).

/** An actor body that fails loudly when the app forgot to provide the real one. */
export function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`${name} is not provided: bind it in src/app/logic.ts`);
  };
}

export const UNEXPECTED_ERROR = "An unexpected error occurred.";

/** The message to show for a failed call: the adapter's message when it has one (SPEC §8). */
export function errorMessage(error: unknown, fallback = UNEXPECTED_ERROR): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  if (typeof error === "string" && error.trim() !== "") return error;
  return fallback;
}
