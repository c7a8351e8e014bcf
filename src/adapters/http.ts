// HTTP on ky (SPEC §7-§9): the Authorization header, the single-flight token refresh, error shaping, offline refusal.
//
// - Every call carries `Authorization: Bearer <token>` when a token is stored.
// - On a 401 exactly one refresh runs however many calls failed at once: the first failure starts it, the others
//   wait on the same promise, then every one retries once with the new token. A call that was sent with an older
//   token than the current one retries straight away (a refresh already happened). A failed or 401 refresh clears
//   the session (`onSessionExpired`) and the waiting calls fail.
// - 422 -> a failure with per-field errors and no toast; other errors -> the server's message or
//   'An unexpected error occurred.' reported to `onError` (the 5 s bottom-center toast).
// - Offline: calls are refused with 'You are offline. Check your internet connection.', without a toast (the offline
//   banner already says so: one message, not three); a network failure reads 'No internet connection.'.
// - No timeout; reads retry with a 1 s delay doubling up to 30 s.
// The transport (ky, the token refresh and the error shaping: httpTransport.ts) is fetched as the client is created
// rather than with the app's first load, and awaited by each call; a call refused offline, or made when the transport
// could not be fetched, fails here as one the network refused would.
// - In development each JSON answer is checked against its schema in contract/ (answerCheck.ts, fetched on demand
//   and left out of the production build); tests turn the check on with `checkAnswers`.
import type { CallFailure } from "../../machines/lib/callFailure";
import type { HttpTransport } from "./httpTransport";
import { nextTask } from "./nextTask";

export const OFFLINE_MESSAGE = "You are offline. Check your internet connection.";
export const NO_CONNECTION_MESSAGE = "No internet connection.";
export const RETRY_BASE_MS = 1000;
export const RETRY_CAP_MS = 30_000;

export class HttpFailure extends Error implements CallFailure {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "HttpFailure";
  }
}

export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  setTokens(tokens: { accessToken: string; refreshToken: string }): void;
}

export interface HttpClientOptions {
  /** Prefix of every call path (e.g. "" for same origin, where paths start with /api). */
  baseUrl: string;
  tokens: TokenStore;
  isOnline(): boolean;
  /** The refresh failed: the app clears the session. */
  onSessionExpired(): void;
  /** A non-422 failure worth a toast. */
  onError(message: string): void;
  /** Tells the session machine about new tokens. */
  onTokensRefreshed?(tokens: { accessToken: string; refreshToken: string }): void;
  fetch?: typeof fetch;
  /** Retries of reads (default 3). */
  readRetries?: number;
  /** The reader's language, sent as Accept-Language so catalogue content and mails come in it. */
  language?(): string;
  /**
   * Check each JSON answer against contract/ (development builds only; never in production). Default: on in
   * development, off in tests, whose fake servers answer only what the test reads.
   */
  checkAnswers?: boolean;
}

export interface HttpClient {
  get<T>(path: string, options?: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, body?: unknown, options?: HttpCall): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: { signal?: AbortSignal }): Promise<T>;
  /** A file (GET), e.g. the kundali PDF: the body as it came, with the same token, refresh and error handling. */
  file(path: string, options?: { signal?: AbortSignal }): Promise<Blob>;
}

/** What one call asks for: an abort signal, no toast on failure, no retry, to outlive the page (sent as it unloads). */
export interface HttpCall {
  signal?: AbortSignal;
  silent?: boolean;
  once?: boolean;
  keepalive?: boolean;
}

export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** (attempt - 1), RETRY_CAP_MS);
}

/** A failure reported to `onError` (the toast) unless it carries field errors (422) or the call is silent. */
export function fail(options: HttpClientOptions, call: HttpCall, failure: HttpFailure): never {
  if (failure.status !== 422 && !call.silent) options.onError(failure.message);
  throw failure;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  let loading: Promise<HttpTransport> | null = null;
  /** The transport, made once; null when its chunk could not be fetched (the next call tries again). */
  const loadTransport = (): Promise<HttpTransport | null> => {
    loading ??= import("./httpTransport").then(({ createHttpTransport }) => createHttpTransport(options));
    return loading.catch(() => {
      loading = null;
      return null;
    });
  };
  // Fetched at start, beside the first screen's chunks, so the first call does not wait for it; in a task of its own,
  // as the import's preload helper adds a link for each of the transport's modules, a millisecond or two each.
  void nextTask().then(loadTransport);
  const checkAnswers = import.meta.env.DEV && (options.checkAnswers ?? import.meta.env.MODE !== "test");

  async function send<T>(
    method: "get" | "post" | "delete",
    path: string,
    body: unknown,
    call: HttpCall,
    read?: (response: Response) => Promise<T>,
  ): Promise<T> {
    if (!options.isOnline()) throw new HttpFailure(OFFLINE_MESSAGE, null);
    const transport = await loadTransport();
    if (!transport) return fail(options, call, new HttpFailure(NO_CONNECTION_MESSAGE, null));
    const answer = await transport.send(method, path, body, call, read);
    // `import.meta.env.DEV` first, so a production build drops the check and its chunk (zod) entirely.
    if (import.meta.env.DEV && checkAnswers && !read) (await import("./answerCheck")).checkAnswer(method, path, answer);
    return answer;
  }

  return {
    get: (path, call = {}) => send("get", path, undefined, call),
    post: (path, body, call = {}) => send("post", path, body, call),
    delete: (path, body, call = {}) => send("delete", path, body, call),
    // Not retried: the reader asked for it now, and a 429's Retry-After can be most of an hour.
    file: (path, call = {}) => send("get", path, undefined, { ...call, once: true }, (response) => response.blob()),
  };
}
