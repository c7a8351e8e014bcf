// App-level request to show the login modal (after a modal registration, or a guest choosing a pack). The screen
// that owns a login modal (questions, chat, profile, subscription) listens and opens it, prefilled when given.
export interface LoginPromptRequest {
  email: string;
  password: string;
}

type Listener = (request: LoginPromptRequest | null) => void;

const listeners = new Set<Listener>();

export const loginPrompt = {
  open(prefill?: LoginPromptRequest): void {
    for (const listener of listeners) listener(prefill ?? null);
  },
  listen(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
