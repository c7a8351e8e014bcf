// The HTTP client's transport (src/adapters/http.ts says what the client does): ky with its retries, the
// Authorization header, the single-flight token refresh and the shaping of errors. Fetched as the client is created,
// apart from the app's first load.
import ky, { HTTPError, type Options } from "ky";
import { isServerMessageId, type ServerMessageId } from "../../contract/server-messages";
import {
  type FailureWords,
  fail,
  type HttpCall,
  type HttpClientOptions,
  HttpFailure,
  RETRY_CAP_MS,
  retryDelay,
} from "./http";

export interface HttpTransport {
  send<T>(
    method: "get" | "post" | "delete",
    path: string,
    body: unknown,
    call: HttpCall,
    read?: (response: Response) => Promise<T>,
  ): Promise<T>;
}

interface ErrorBody {
  message?: unknown;
  messageId?: unknown;
  errors?: unknown;
  errorIds?: unknown;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === "object" && body !== null ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

/** What an error answer said (contract/answers.ts): its message, the fields' messages, and the ids of those known. */
function wordsOf(body: ErrorBody): FailureWords {
  const words: FailureWords = {
    fieldErrors: fieldErrorsFrom(body.errors),
    fieldMessageIds: fieldIdsFrom(body.errorIds),
  };
  if (typeof body.message === "string" && body.message) words.message = body.message;
  if (isServerMessageId(body.messageId)) words.messageId = body.messageId;
  return words;
}

function fieldIdsFrom(ids: unknown): Record<string, ServerMessageId> {
  if (typeof ids !== "object" || ids === null) return {};
  return Object.fromEntries(
    Object.entries(ids as Record<string, unknown>).filter((entry): entry is [string, ServerMessageId] =>
      isServerMessageId(entry[1]),
    ),
  );
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

export function createHttpTransport(options: HttpClientOptions): HttpTransport {
  const base = ky.create({
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
  });

  let refreshing: Promise<string | null> | null = null;

  async function runRefresh(): Promise<string | null> {
    const refreshToken = options.tokens.refreshToken();
    if (!refreshToken) return null;
    try {
      const answer = await base
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
    call: HttpCall,
    read: (response: Response) => Promise<T> = readJson,
  ): Promise<T> {
    const failed = (failure: HttpFailure): never => fail(options, call, failure);
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
        ...(call.keepalive ? { keepalive: true } : {}),
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
        return failed(HttpFailure.answer(error.response.status, wordsOf(await readErrorBody(error.response))));
      }
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      if (error instanceof SyntaxError) return failed(HttpFailure.unreadable());
      return failed(HttpFailure.network());
    }
  }

  return { send };
}
