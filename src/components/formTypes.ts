// Per-field messages as the server's 422 answer carries them: { field: [messages] }.
export type FieldErrors = Readonly<Record<string, readonly string[] | undefined>>;
