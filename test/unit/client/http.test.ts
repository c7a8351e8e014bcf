// The HTTP adapter against a fake server at the fetch boundary (the only fake): the single-flight refresh,
// error shaping and offline refusal.
import { describe, expect, it, vi } from "vitest";
import type { Said } from "../../../machines/lib/callFailure";
import { createHttpClient, HttpFailure, retryDelay, type TokenStore } from "../../../src/adapters/http";

function memoryTokens(accessToken: string | null, refreshToken: string | null): TokenStore & { log: string[] } {
  let tokens = { accessToken, refreshToken };
  const log: string[] = [];
  return {
    log,
    accessToken: () => tokens.accessToken,
    refreshToken: () => tokens.refreshToken,
    setTokens(next) {
      tokens = next;
      log.push(next.accessToken);
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fake API: data calls need `Bearer fresh`; the refresh endpoint answers once `releaseRefresh` is called. */
function fakeServer(refreshAnswer: () => Response) {
  const seen: Array<{ path: string; auth: string | null }> = [];
  let refreshCalls = 0;
  let releaseRefresh: () => void = () => {};
  const refreshGate = new Promise<void>((resolve) => {
    releaseRefresh = resolve;
  });
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push({ path, auth: request.headers.get("authorization") });
    if (path === "/api/refresh-token") {
      refreshCalls++;
      await refreshGate;
      return refreshAnswer();
    }
    if (request.headers.get("authorization") !== "Bearer fresh") return json(401, { message: "Unauthenticated." });
    return json(200, { path });
  };
  return { fetchFn, seen, releaseRefresh: () => releaseRefresh(), refreshCalls: () => refreshCalls };
}

function client(fetchFn: typeof fetch, tokens: TokenStore, extra: { online?: boolean } = {}) {
  const errors: Said[] = [];
  let expired = 0;
  const http = createHttpClient({
    baseUrl: "http://app.test",
    tokens,
    fetch: fetchFn,
    isOnline: () => extra.online ?? true,
    onError: (message) => errors.push(message),
    onSessionExpired: () => expired++,
    readRetries: 0,
  });
  return { http, errors, expired: () => expired };
}

// One task boundary: every promise job queued so far has run. Used to show that something does *not* happen.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("single-flight token refresh", () => {
  it("runs exactly one refresh for N concurrent 401s; every call waits and retries with the new token", async () => {
    const server = fakeServer(() => json(200, { access_token: "fresh", refresh_token: "rt2" }));
    const tokens = memoryTokens("stale", "rt1");
    const { http, errors, expired } = client(server.fetchFn, tokens);
    const paths = [
      "/api/user",
      "/api/chart-history",
      "/api/query-history",
      "/api/categories",
      "/api/chat/-/eligibility",
    ];
    const calls = paths.map((path) => http.get<{ path: string }>(path));
    // ky is fetched with the first call, so wait for the refresh to start, then check that no second one follows.
    await vi.waitFor(() => expect(server.refreshCalls()).toBe(1));
    await settle();
    await settle();
    expect(server.refreshCalls()).toBe(1);
    server.releaseRefresh();
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.path)).toEqual(paths);
    expect(server.refreshCalls()).toBe(1);
    expect(tokens.log).toEqual(["fresh"]);
    for (const path of paths) {
      expect(server.seen.filter((s) => s.path === path).map((s) => s.auth)).toEqual(["Bearer stale", "Bearer fresh"]);
    }
    expect(errors).toEqual([]);
    expect(expired()).toBe(0);
  });

  it("a 401 answered after the refresh finished retries with the current token without refreshing again", async () => {
    const server = fakeServer(() => json(200, { access_token: "fresh", refresh_token: "rt2" }));
    server.releaseRefresh();
    const tokens = memoryTokens("stale", "rt1");
    const { http } = client(server.fetchFn, tokens);
    await http.get("/api/user");
    await http.get("/api/user");
    expect(server.refreshCalls()).toBe(1);
  });

  it.each([
    ["fails", () => json(500, { message: "boom" })],
    ["answers 401", () => json(401, { message: "Refresh token expired." })],
  ])("when the refresh %s the session is cleared once and every waiting call fails", async (_label, answer) => {
    const server = fakeServer(answer);
    const tokens = memoryTokens("stale", "rt1");
    const { http, expired } = client(server.fetchFn, tokens);
    const calls = [http.get("/api/user"), http.get("/api/categories"), http.post("/api/assistant/chat", {})];
    const outcomes = Promise.allSettled(calls);
    await vi.waitFor(() => expect(server.refreshCalls()).toBe(1));
    server.releaseRefresh();
    const results = await outcomes;
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    for (const r of results) if (r.status === "rejected") expect((r.reason as HttpFailure).status).toBe(401);
    expect(server.refreshCalls()).toBe(1);
    expect(expired()).toBe(1);
    expect(tokens.log).toEqual([]);
  });

  it("without a refresh token the session is cleared without calling the server", async () => {
    const server = fakeServer(() => json(200, {}));
    const { http, expired } = client(server.fetchFn, memoryTokens("stale", null));
    await expect(http.get("/api/user")).rejects.toBeInstanceOf(HttpFailure);
    expect(server.refreshCalls()).toBe(0);
    expect(expired()).toBe(1);
  });
});

describe("error shaping", () => {
  const respond =
    (response: () => Response | Promise<Response>): typeof fetch =>
    async () =>
      response();

  it("422 gives field errors and no toast", async () => {
    const { http, errors } = client(
      respond(() => json(422, { message: "Invalid.", errors: { email: ["The email has already been taken."] } })),
      memoryTokens(null, null),
    );
    const failure = await http.post("/api/register", {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpFailure);
    expect(failure).toMatchObject({
      kind: "validation",
      status: 422,
      fieldErrors: { email: ["The email has already been taken."] },
    });
    expect(errors).toEqual([]);
  });

  it("a server's own message comes with its id, for the answer and for each field", async () => {
    const { http, errors } = client(
      respond(() =>
        json(422, {
          message: "These credentials do not match our records.",
          messageId: "invalidCredentials",
          errors: { email: ["These credentials do not match our records."], password: ["Too short."] },
          errorIds: { email: "invalidCredentials", password: "not-an-id" },
        }),
      ),
      memoryTokens(null, null),
    );
    const failure = await http.post("/api/login", {}).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      kind: "validation",
      messageId: "invalidCredentials",
      fieldMessageIds: { email: "invalidCredentials" },
    });
    expect(errors).toEqual([]);

    const refused = client(
      respond(() => json(402, { message: "You have no remaining questions.", messageId: "noQuestionsLeft" })),
      memoryTokens(null, null),
    );
    await refused.http.post("/api/assistant/chat", {}).catch(() => {});
    // the toast gets the id: it says it in the reader's language
    expect(refused.errors).toEqual([{ id: "noQuestionsLeft", text: "You have no remaining questions." }]);
  });

  it("other errors toast the server message, or the generic one", async () => {
    const withMessage = client(
      respond(() => json(403, { message: "Forbidden." })),
      memoryTokens(null, null),
    );
    await expect(withMessage.http.post("/api/coupon/-/questions/apply", {})).rejects.toThrow("Forbidden.");
    expect(withMessage.errors).toEqual(["Forbidden."]);
    const bare = client(
      respond(() => new Response("<html>", { status: 502 })),
      memoryTokens(null, null),
    );
    await expect(bare.http.post("/api/login", {})).rejects.toMatchObject({
      kind: "http",
      status: 502,
      generic: true,
      message: "An unexpected error occurred.",
    });
    expect(bare.errors).toEqual(["An unexpected error occurred."]);
  });

  it("sends the stored token and the JSON body", async () => {
    let seen: { auth: string | null; body: string } | null = null;
    const { http } = client(
      async (input, init) => {
        const request = new Request(input, init);
        seen = { auth: request.headers.get("authorization"), body: await request.text() };
        return json(200, { ok: true });
      },
      memoryTokens("tok", "rt"),
    );
    await expect(http.post("/api/assistant/chat", { message: "Hello?" })).resolves.toEqual({ ok: true });
    expect(seen).toEqual({ auth: "Bearer tok", body: JSON.stringify({ message: "Hello?" }) });
  });

  it("downloads a file with the token, once: a refusal is not retried after its Retry-After", async () => {
    const seen: Array<string | null> = [];
    let refuse = false;
    const http = createHttpClient({
      baseUrl: "http://app.test",
      tokens: memoryTokens("tok", "rt"),
      isOnline: () => true,
      onError: () => {},
      onSessionExpired: () => {},
      fetch: async (input, init) => {
        seen.push(new Request(input, init).headers.get("authorization"));
        if (refuse)
          return json(429, { message: "Too many kundali PDFs from your network. Please try again in 59 minutes." });
        return new Response("%PDF-1.7", { status: 200, headers: { "content-type": "application/pdf" } });
      },
    });
    const file = await http.file("/api/kundali/pdf");
    expect(file.type).toBe("application/pdf");
    expect(await file.text()).toBe("%PDF-1.7");
    refuse = true;
    await expect(http.file("/api/kundali/pdf")).rejects.toThrow("Too many kundali PDFs from your network.");
    expect(seen).toEqual(["Bearer tok", "Bearer tok"]);
  });

  it("refuses calls while offline without touching the network", async () => {
    let called = false;
    const { http, errors } = client(
      async () => {
        called = true;
        return json(200, {});
      },
      memoryTokens(null, null),
      { online: false },
    );
    await expect(http.get("/api/categories")).rejects.toMatchObject({ kind: "offline", status: null });
    expect(called).toBe(false);
    // no toast: the offline banner already says it
    expect(errors).toEqual([]);
  });

  it("a network failure reads 'No internet connection.'", async () => {
    const { http } = client(
      async () => {
        throw new TypeError("fetch failed");
      },
      memoryTokens(null, null),
    );
    await expect(http.post("/api/login", {})).rejects.toMatchObject({
      kind: "network",
      message: "No internet connection.",
    });
  });

  it("read retries wait 1 s doubling, capped at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
