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
// ky is fetched as the client is created rather than with the app's first load, and awaited by each call.
import type { KyInstance, Options } from "ky";
import type { CallFailure } from "../../machines/lib/apiTypes";
import { UNEXPECTED_ERROR } from "../../machines/lib/placeholders";

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
}

export interface HttpClient {
  get<T>(path: string, options?: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, body?: unknown, options?: { signal?: AbortSignal; silent?: boolean }): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: { signal?: AbortSignal }): Promise<T>;
  /** A file (GET), e.g. the kundali PDF: the body as it came, with the same token, refresh and error handling. */
  file(path: string, options?: { signal?: AbortSignal }): Promise<Blob>;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === "object" && body !== null ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

function fieldErrorsFrom(errors: unknown): Record<string, string[]> {
  if (typeof errors !== "object" || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.map(String) : [String(messages)],
    ]),
  );
}

export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** (attempt - 1), RETRY_CAP_MS);
}

interface Ky {
  base: KyInstance;
  HTTPError: typeof import("ky").HTTPError;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  let loading: Promise<Ky> | null = null;
  /** ky, configured once; null when its chunk could not be fetched (the next call tries again). */
  const loadKy = (): Promise<Ky | null> => {
    loading ??= import("ky").then(({ default: ky, HTTPError }) => ({
      HTTPError,
      base: ky.create({
        prefixUrl: options.baseUrl || undefined,
        timeout: false,
        throwHttpErrors: true,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        retry: {
          limit: options.readRetries ?? 3,
          methods: ["get"],
          statusCodes: [408, 429, 500, 502, 503, 504],
          backoffLimit: RETRY_CAP_MS,
          delay: retryDelay,
        },
      }),
    }));
    return loading.catch(() => {
      loading = null;
      return null;
    });
  };
  // Fetched now, beside the first screen's chunks, so the first call does not wait for it.
  void loadKy();

  let refreshing: Promise<string | null> | null = null;

  async function runRefresh(): Promise<string | null> {
    const refreshToken = options.tokens.refreshToken();
    const ky = await loadKy();
    if (!refreshToken || !ky) return null;
    try {
      const answer = await ky.base
        .post("api/refresh-token", { json: { refresh_token: refreshToken }, retry: 0 })
        .json<{ access_token: string; refresh_token: string }>();
      const tokens = { accessToken: answer.access_token, refreshToken: answer.refresh_token };
      options.tokens.setTokens(tokens);
      options.onTokensRefreshed?.(tokens);
      return tokens.accessToken;
    } catch {
      return null;
    }
  }

  /** The new access token after the one `sentWith` was refused, refreshing at most once at a time. */
  async function freshTokenAfter(sentWith: string | null): Promise<string | null> {
    const current = options.tokens.accessToken();
    if (!refreshing && current && current !== sentWith) return current;
    if (!refreshing) {
      refreshing = runRefresh().then((token) => {
        if (token === null) options.onSessionExpired();
        return token;
      });
      void refreshing.finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  /** A JSON answer (undefined for an empty body or a 204). */
  async function readJson<T>(response: Response): Promise<T> {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text === "" ? undefined : JSON.parse(text)) as T;
  }

  async function send<T>(
    method: "get" | "post" | "delete",
    path: string,
    body: unknown,
    call: { signal?: AbortSignal; silent?: boolean; once?: boolean },
    read: (response: Response) => Promise<T> = readJson,
  ): Promise<T> {
    if (!options.isOnline()) throw new HttpFailure(OFFLINE_MESSAGE, null);
    const fail = (failure: HttpFailure): never => {
      if (failure.status !== 422 && !call.silent) options.onError(failure.message);
      throw failure;
    };
    const ky = await loadKy();
    if (!ky) return fail(new HttpFailure(NO_CONNECTION_MESSAGE, null));
    const { base, HTTPError } = ky;
    const attempt = (token: string | null) => {
      const request: Options = {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(options.language ? { "Accept-Language": options.language() } : {}),
        },
        ...(body === undefined ? {} : { json: body }),
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.once ? { retry: 0 } : {}),
      };
      return base(path.replace(/^\//, ""), request);
    };
    try {
      const sentWith = options.tokens.accessToken();
      let response: Response;
      try {
        response = await attempt(sentWith);
      } catch (error) {
        if (!(error instanceof HTTPError) || error.response.status !== 401) throw error;
        const token = await freshTokenAfter(sentWith);
        if (token === null) throw error;
        response = await attempt(token);
      }
      return await read(response);
    } catch (error) {
      if (error instanceof HTTPError) {
        const errorBody = await readErrorBody(error.response);
        const message =
          typeof errorBody.message === "string" && errorBody.message ? errorBody.message : UNEXPECTED_ERROR;
        return fail(new HttpFailure(message, error.response.status, fieldErrorsFrom(errorBody.errors)));
      }
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      if (error instanceof SyntaxError) return fail(new HttpFailure(UNEXPECTED_ERROR, null));
      return fail(new HttpFailure(NO_CONNECTION_MESSAGE, null));
    }
  }

  return {
    get: (path, call = {}) => send("get", path, undefined, call),
    post: (path, body, call = {}) => send("post", path, body, call),
    delete: (path, body, call = {}) => send("delete", path, body, call),
    // Not retried: the reader asked for it now, and a 429's Retry-After can be most of an hour.
    file: (path, call = {}) => send("get", path, undefined, { ...call, once: true }, (response) => response.blob()),
  };
}
