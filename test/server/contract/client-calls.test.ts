// The client's real API adapter (createApi over the real HTTP client, with its contract check of answers on)
// against the real server in process: every call of contract/calls.ts is made the way the app makes it, and every
// answer, success or failure, parses with its contract schema. A field the server renames, drops or retypes fails
// here.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { messageAnswerSchema, validationAnswerSchema } from "../../../contract/answers";
import { apiAnswers } from "../../../contract/calls";
import { BOT_PROTECTION_FIELD } from "../../../contract/rules";
import { createCoupon } from "../../../server/commerce/coupons";
import { createApi } from "../../../src/adapters/api";
import { createHttpClient } from "../../../src/adapters/http";
import { createReadCache } from "../../../src/adapters/queryCache";
import { GUEST_BIRTH, registrationBody, TEST_PASSWORD } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { outboxLink } from "../../support/outbox";
import { useTestApp } from "../../support/test-app";

const ORIGIN = "http://localhost";
const CONTENT_DIR = path.resolve("public/content");

interface Exchange {
  call: string;
  status: number;
  answer: unknown;
}

describe.each(dbKinds)("the client's API adapter against the server on %s", (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kundali-contract-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const suite = useTestApp(kind, { DATA_DIR: dataDir, PURCHASES_SANDBOX: "true" });

  /** The app's client, its fetch answered by the in-process server (and public/content as the content host). */
  function client(language = "en") {
    const exchanges: Exchange[] = [];
    const stored = { access: null as string | null, refresh: null as string | null };
    const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (pathname.startsWith("/content/")) {
        return new Response(readFileSync(path.join(CONTENT_DIR, pathname.slice("/content/".length))), {
          headers: { "content-type": "application/json" },
        });
      }
      const response = await suite.app.request(request);
      const json = response.headers.get("content-type")?.startsWith("application/json");
      exchanges.push({
        call: `${request.method} ${pathname}`,
        status: response.status,
        answer: json ? await response.clone().json() : null,
      });
      return response;
    };
    const http = createHttpClient({
      baseUrl: ORIGIN,
      tokens: {
        accessToken: () => stored.access,
        refreshToken: () => stored.refresh,
        setTokens: ({ accessToken, refreshToken }) => {
          stored.access = accessToken;
          stored.refresh = refreshToken;
        },
      },
      isOnline: () => true,
      onSessionExpired: () => {},
      onError: () => {},
      fetch: fetchFn as typeof fetch,
      readRetries: 0,
      language: () => language,
      checkAnswers: true,
    });
    const cache = createReadCache({ store: { get: async () => undefined, set: async () => {} }, isOnline: () => true });
    const api = createApi(http, cache, "/content", () => language);
    const logIn = (tokens: { access_token: string; refresh_token: string }) => {
      stored.access = tokens.access_token;
      stored.refresh = tokens.refresh_token;
    };
    const logOut = () => {
      stored.access = null;
      stored.refresh = null;
    };
    return { api, exchanges, logIn, logOut };
  }

  /** The token of the newest mailed link to `email` for `route`. */
  async function mailedToken(email: string, route: string): Promise<string> {
    await expect.poll(() => outboxLink(dataDir, email, route)).not.toBeNull();
    const token = new URLSearchParams(outboxLink(dataDir, email, route)?.split("?")[1]).get("token");
    if (!token) throw new Error(`no token in the ${route} mail`);
    return token;
  }

  it.each(["en", "ne", "hi"])("reads the %s content files in the contract's shape", async (language) => {
    const { api } = client(language);
    expect((await api.walkthrough()).length).toBeGreaterThan(0);
    expect((await api.loadingData()).chat_analysis_msg.length).toBeGreaterThan(0);
  });

  it("makes every call as the app does, and every answer parses with its contract schema", async () => {
    const { api, exchanges, logIn, logOut } = client();
    const { http } = api;

    // A guest: the walkthrough and loading content, the catalogue, a chart, a question, a match, a coupon.
    expect((await api.walkthrough()).length).toBeGreaterThan(0);
    expect((await api.loadingData()).loading_text.length).toBeGreaterThan(0);
    const categories = await api.categories();
    const suggestions = await api.categorySuggestions([categories[0]?.name ?? ""]);
    expect(Object.keys(suggestions)).toHaveLength(1);
    const [city] = await api.searchCities("Kathmandu");
    expect(city?.id).toBeGreaterThan(0);
    const chart = await api.astroDetails({
      ...GUEST_BIRTH,
      place_id: city?.id,
      category: [categories[0]?.name ?? ""],
      [BOT_PROTECTION_FIELD]: "",
    });
    const sessionId = chart.session_id ?? "";
    expect(sessionId).not.toBe("");
    await api.chat({ message: "When will I find a good job?", session_id: sessionId });
    expect(await api.queryHistory(sessionId)).toHaveLength(1);
    expect(await api.eligibility(sessionId)).toBeTypeOf("number");
    await api.createMatch({
      name: "Ravi Kumar",
      gender: "male",
      birth_date: "1988-11-02",
      birth_time: "21:15",
      birth_place: "Pokhara",
      country: "Nepal",
      session_id: sessionId,
    });
    expect(await api.matches(sessionId)).toHaveLength(1);
    await createCoupon(suite.database.db, { code: "CONTRACT", questions: 2, maxRedemptions: null, expiresAt: null });
    await api.applyCoupon({ coupon_code: "CONTRACT", session_id: sessionId });
    await http.get(`/api/kundali?session_id=${encodeURIComponent(sessionId)}`);
    expect((await http.file(`/api/kundali/pdf?session_id=${encodeURIComponent(sessionId)}`)).size).toBeGreaterThan(0);
    const packs = await api.packages();

    // A member: register, verify, log in, read, refresh, reset the password, buy, log out, delete.
    const registration = registrationBody();
    const email = registration.email;
    await api.register(registration);
    await api.resendVerification(email);
    expect((await api.verifyEmail(await mailedToken(email, "/verification"))).email).toBe(email);
    logIn(await api.login({ email, password: TEST_PASSWORD }));
    expect((await api.user()).email_verified).toBe(true);
    await api.chartHistory();
    const login = await api.login({ email, password: TEST_PASSWORD });
    logIn(await http.post("/api/refresh-token", { refresh_token: login.refresh_token }));
    await api.forgotPassword(email);
    const password = "another secret 7";
    const resetToken = await mailedToken(email, "/reset-password");
    await api.resetPassword({ token: resetToken, email, password, password_confirmation: password });
    logIn(await api.login({ email, password }));
    await http.post("/api/google-play/purchase", { product_id: packs[0]?.sku, purchase_token: "contract-token-1" });
    // Another device's login, logged out as the app does it.
    await api.logout((await api.login({ email, password })).refresh_token);
    await api.deleteAccount("delete");
    logOut();

    // The service's own calls.
    await http.get("/api/health");
    await http.get("/api/openapi.json");
    await http.get("/api/panchang?date=2025-11-22&lat=27.7017&lon=85.3206");

    // Refusals: a 422 with field messages, and `{ message }` answers.
    await expect(api.searchCities("Ka")).rejects.toMatchObject({ status: 422 });
    await expect(api.login({ email, password: "wrong password" })).rejects.toMatchObject({ status: 422 });
    await expect(api.verifyEmail("no-such-token")).rejects.toMatchObject({ status: 400 });
    await expect(http.get("/api/nowhere")).rejects.toMatchObject({ status: 404 });

    // Every exchange, whatever the adapter kept of it, has its contract's shape.
    for (const { call, status, answer } of exchanges) {
      const schema = status === 200 ? apiAnswers[call] : status === 422 ? validationAnswerSchema : messageAnswerSchema;
      expect(schema, `${call} ${status}: a call the contract lists`).toBeDefined();
      if (schema) expect(schema.safeParse(answer).error, `${call} ${status}`).toBeUndefined();
    }
    // ...and the exchanges cover every call of the contract.
    const made = new Set(exchanges.filter((e) => e.status === 200).map((e) => e.call));
    expect(Object.keys(apiAnswers).filter((call) => !made.has(call))).toEqual([]);
  });
});
