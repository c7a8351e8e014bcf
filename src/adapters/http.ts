// HTTP on ky (SPEC §7-§9): the Authorization header, the single-flight token refresh, error shaping, offline refusal.
//
// - Every call carries `Authorization: Bearer <token>` when a token is stored.
// - On a 401 exactly one refresh runs however many calls failed at once: the first failure starts it, the others
//   wait on the same promise, then every one retries once with the new token. A call that was sent with an older
//   token than the current one retries straight away (a refresh already happened). A failed or 401 refresh clears
//   the session (`onSessionExpired`) and the waiting calls fail.
// - 422 -> a failure with per-field errors and no toast; other errors -> the server's message or
//   'An unexpected error occurred.' reported to `onError` (the 5 s bottom-center toast).
// - Each failure has a kind (machines/lib/callFailure.ts): offline, network, validation, http; a message of the
//   server's own list carries its id (contract/server-messages.ts), which the screens translate.
// - Offline: calls are refused (kind offline) with the offline banner's words, without a toast (the banner already
//   says so: one message, not three); a network failure (kind network) reads 'No internet connection.'.
// - No timeout; reads retry with a 1 s delay doubling up to 30 s.
// The transport (ky, the token refresh and the error shaping: httpTransport.ts) is fetched as the client is created
// rather than with the app's first load, and awaited by each call; a call refused offline, or made when the transport
// could not be fetched, fails here as one the network refused would.
// - In development each JSON answer is checked against its schema in contract/ (answerCheck.ts, fetched on demand
//   and left out of the production build); tests turn the check on with `checkAnswers`.
import type { ServerMessageId } from "../../contract/server-messages";
import type { CallFailure, FailureKind, Said } from "../../machines/lib/callFailure";
import { saidBy } from "../../machines/lib/callFailure";
import { UNEXPECTED_ERROR } from "../../machines/lib/placeholders";
import { NO_INTERNET, OFFLINE_BANNER } from "../../machines/offline";
import type { HttpTransport } from "./httpTransport";
import { nextTask } from "./nextTask";

export const RETRY_BASE_MS = 1000;
export const RETRY_CAP_MS = 30_000;

/** What the server said with a failure: its message (none: the adapter's generic words), their ids, the fields'. */
export interface FailureWords {
  message?: string;
  messageId?: ServerMessageId;
  fieldErrors?: Record<string, string[]>;
  fieldMessageIds?: Record<string, ServerMessageId>;
}

export class HttpFailure extends Error implements CallFailure {
  readonly kind: FailureKind;
  readonly generic: boolean;
  readonly messageId?: ServerMessageId;
  readonly fieldErrors: Record<string, string[]>;
  readonly fieldMessageIds: Record<string, ServerMessageId>;

  private constructor(
    kind: FailureKind,
    readonly status: number | null,
    words: FailureWords,
    fallback: string,
  ) {
    super(words.message || fallback);
    this.name = "HttpFailure";
    this.kind = kind;
    this.generic = !words.message;
    if (words.messageId) this.messageId = words.messageId;
    this.fieldErrors = words.fieldErrors ?? {};
    this.fieldMessageIds = words.fieldMessageIds ?? {};
  }

  /** Refused before sending: the device is offline. */
  static offline(): HttpFailure {
    return new HttpFailure("offline", null, { message: OFFLINE_BANNER }, OFFLINE_BANNER);
  }

  /** Sent, and no answer came. */
  static network(): HttpFailure {
    return new HttpFailure("network", null, { message: NO_INTERNET }, NO_INTERNET);
  }

  /** An answer that could not be read. */
  static unreadable(): HttpFailure {
    return new HttpFailure("network", null, {}, UNEXPECTED_ERROR);
  }

  /** The server's answer to a failed call: a 422 is a validation failure with its fields. */
  static answer(status: number, words: FailureWords): HttpFailure {
    return new HttpFailure(status === 422 ? "validation" : "http", status, words, UNEXPECTED_ERROR);
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
  /** A non-422 failure worth a toast: the server's words (by id when they have one) or the adapter's. */
  onError(message: Said): void;
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
  if (failure.kind !== "validation" && !call.silent) options.onError(saidBy(failure));
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
    if (!options.isOnline()) throw HttpFailure.offline();
    const transport = await loadTransport();
    if (!transport) return fail(options, call, HttpFailure.network());
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
