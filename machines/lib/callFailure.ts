// What an adapter throws for a failed call (src/adapters/http.ts builds it), and the 422 field errors it carries.

export interface CallFailure {
  message: string;
  status: number | null;
  /** 422 per-field messages (Laravel shape, contract/answers.ts). */
  fieldErrors: Record<string, string[]>;
}

export function isCallFailure(error: unknown): error is CallFailure {
  return typeof error === "object" && error !== null && "message" in error && "fieldErrors" in error;
}

/** The 422 field errors of a failure, first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isCallFailure(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0] as string]),
  );
}
