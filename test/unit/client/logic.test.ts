// src/app/logic.ts end to end with the real machines (bound by the screens' own bindings to the ports the app's
// wiring makes of the logic's environment), the real HTTP adapter, API calls, read cache and app store; fakes only at
// the boundary: fetch (a small fake API), storage, cookie jar, native bridge, navigation, reCAPTCHA.

import { describe, expect, it, vi } from "vitest";
import { type AnyActorRef, createActor, SimulatedClock, waitFor } from "xstate";
import { APP_STORE_KEY } from "../../../machines/appStore";
import type { Said } from "../../../machines/lib/callFailure";
import { settleRoute } from "../../../machines/lib/routeGuards";
import {
  FIRST_VISIT_CHECK,
  FIRST_VISIT_PATHS,
  FIRST_VISIT_STORED_KEYS,
  keptFrameKey,
} from "../../../shared/kept-frame-script";
import { createApi } from "../../../src/adapters/api";
import { createHttpClient } from "../../../src/adapters/http";
import { browserNativeBridge, type NativeBridge } from "../../../src/adapters/nativeBridge";
import { createReadCache } from "../../../src/adapters/queryCache";
import {
  ACCESS_TOKEN_KEY,
  createMemoryStorage,
  REFRESH_TOKEN_KEY,
  WALKTHROUGH_SEEN_KEY,
} from "../../../src/adapters/storage";
import { type AppAdapters, createAppLogic } from "../../../src/app/logic";
import { chatMachineFor, wireChat } from "../../../src/features/chat/bindings";
import { citySearchMachineFor } from "../../../src/features/city-search/bindings";
import { drawProgressCap, getStartedMachineFor, wireGetStarted } from "../../../src/features/get-started/bindings";
import { loginMachineFor, wireLogin } from "../../../src/features/login/bindings";
import { validBirth } from "../../machines/models/getStarted.model";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function fakeApi() {
  const calls: Array<{ method: string; path: string; body: unknown; auth: string | null }> = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path: url.pathname, body, auth: request.headers.get("authorization") });
    switch (`${request.method} ${url.pathname}`) {
      case "POST /api/astro-details":
        return json({
          status: "success",
          session_id: "guest-42",
          interpretation: "A steady Moon.",
          chart: [{ sign: 1, planet_small: ["Su"] }],
          category: ["career"],
          horoscope_data: '{"sign":"Taurus"}',
          astro_data: {},
          guru_profile: { name: "Guru Dev", expertise: "Vedic", profile_description: "", image_url: "" },
          message: "Chart created.",
        });
      case "POST /api/assistant/chat":
        return json({
          response: [{ text: { value: "Spring brings work.\nBe patient." } }],
          suggestions: [],
          availableQueryCount: 4,
        });
      case "GET /api/query-history":
        return json({ query_history: [] });
      case "GET /api/chat/-/eligibility":
        return json({ availableQueryCount: 5 });
      case "POST /api/login":
        return json({
          access_token: "access-1",
          refresh_token: "refresh-1",
          user: { id: 7, name: "Ram Thapa", email: "ram@example.com", guru_profile: null },
          guru_profile: { name: "Guru Dev", expertise: "Vedic", profile_description: "", image_url: "" },
        });
      case "POST /api/cities/search":
        return json({ data: [{ name: "Kathmandu", country_name: "Nepal" }] });
      default:
        return json({ message: "Not found." }, 404);
    }
  };
  return { fetchFn, calls };
}

function setup(stored: Record<string, string> = {}) {
  const server = fakeApi();
  const storage = createMemoryStorage(stored);
  let cookieText = "";
  const cookies = {
    read: () => cookieText,
    write: (cookie: string) => {
      const [pair] = cookie.split(";");
      const name = pair?.split("=")[0] ?? "";
      const kept = cookieText.split("; ").filter((c) => c !== "" && !c.startsWith(`${name}=`));
      cookieText = [...kept, pair].join("; ");
    },
  };
  const told: string[] = [];
  const bridge: NativeBridge = { ...browserNativeBridge, loggedInStatus: (status) => told.push(status) };
  const visits: string[] = [];
  const navigation = {
    navigate: (path: string) => visits.push(path),
    replace: (path: string) => visits.push(`replace ${path}`),
    reload: () => visits.push("reload"),
    openExternal: (url: string) => visits.push(`open ${url}`),
  };
  const toasts: Said[] = [];
  let logic: ReturnType<typeof createAppLogic> | undefined;
  const cache = createReadCache({ store: { get: async () => undefined, set: async () => {} }, isOnline: () => true });
  const http = createHttpClient({
    baseUrl: "http://app.test",
    fetch: server.fetchFn,
    isOnline: () => true,
    readRetries: 0,
    tokens: {
      accessToken: () => storage.get(ACCESS_TOKEN_KEY),
      refreshToken: () => storage.get(REFRESH_TOKEN_KEY),
      setTokens: () => {},
    },
    onError: (message) => toasts.push(message),
    onSessionExpired: () => logic?.session.send({ type: "session.expired" }),
  });
  const adapters: AppAdapters = {
    api: createApi(http, cache),
    cache,
    storage,
    cookies,
    bridge,
    clock: { now: () => 0, random: () => 0.5 },
    online: { isOnline: () => true, subscribe: () => () => {} },
    navigation,
    toasts: {
      success: (m) => toasts.push(m),
      error: (m) => toasts.push(m),
      successAfterReload: (m) => toasts.push(m),
    },
    botProtection: { token: async (action) => `token-for-${action}` },
    serviceWorker: { applyUpdate: () => {} },
    prompts: { openLoginModal: () => visits.push("login modal") },
    links: { appIntent: ({ email }) => `intent://profile?email=${email}`, storePage: "https://store.example/app" },
  };
  logic = createAppLogic(adapters);
  logic.start();
  return { logic, server, storage, cookies: () => cookieText, told, visits, toasts };
}

async function settled(actor: AnyActorRef) {
  await waitFor(actor, (snapshot) => snapshot.status === "done", { timeout: 2000 });
}

describe("app logic bound to the adapters", () => {
  it("first visit: sets the version cookie and islogin false, starts as a guest", () => {
    const { logic, cookies } = setup();
    expect(cookies()).toContain("appVersion=v1.0.2");
    expect(decodeURIComponent(cookies())).toContain('lg-in={"islogin":false}');
    expect(logic.session.getSnapshot().value).toBe("guest");
  });

  it("the guest flow: bot check, chart, free question, answer stored and persisted, then /kundali", async () => {
    const { logic, server, storage, visits } = setup();
    logic.appStore.send({
      type: "store.set",
      patch: { question: "When will I get a job?", categories_list: [{ name: "career" }] },
    });
    const wiring = wireGetStarted(logic.environment);
    const getStarted = createActor(getStartedMachineFor(wiring.ports), { input: wiring.input() }).start();
    getStarted.send({ type: "form.submitted", values: validBirth });
    await settled(getStarted);

    const astro = server.calls.find((c) => c.path === "/api/astro-details");
    expect(astro?.body).toMatchObject({
      birth_time: "14:30",
      "g-recaptcha-response": "token-for-feedback",
      category: ["career"],
    });
    const chat = server.calls.find((c) => c.path === "/api/assistant/chat");
    expect(chat?.body).toEqual({ message: "When will I get a job?", session_id: "guest-42" });
    expect(visits).toEqual(["/kundali"]);

    const stored = JSON.parse(storage.get("appStore") ?? "{}");
    expect(stored.kundali).toMatchObject({
      session_id: "guest-42",
      horoscope_sign: "Taurus",
      name: "Ram Bahadur Thapa",
    });
    expect(stored.chat.map((m: { msg: string; slug: string }) => [m.slug, m.msg])).toEqual([
      ["user", "When will I get a job?"],
      ["guru", "Spring brings work.<br>Be patient."],
    ]);
    // the guard now keeps the guest off the landing pages
    expect(settleRoute("/questions", logic.routeFacts())).toBe("/kundali");
    expect(settleRoute("/chat", logic.routeFacts())).toBeNull();
  });

  it("login stores both tokens, resets the guest data, and the native app hears 'logged in'; logout undoes it", async () => {
    const { logic, storage, told, visits, cookies, server, toasts } = setup();
    logic.appStore.send({
      type: "store.set",
      patch: { question: "Q?", chat: [{ name: "a", msg: "b", slug: "user" }] },
    });
    const wiring = wireLogin(logic.environment);
    const login = createActor(loginMachineFor(wiring.ports), { input: wiring.input("page") }).start();
    login.send({ type: "login.submitted", email: "ram@example.com", password: "secret1" });
    await settled(login);

    expect(storage.get(ACCESS_TOKEN_KEY)).toBe("access-1");
    expect(storage.get(REFRESH_TOKEN_KEY)).toBe("refresh-1");
    expect(logic.appStore.getSnapshot().context).toMatchObject({ question: null, chat: [], kundali: {} });
    expect(logic.appStore.getSnapshot().context.profile).toMatchObject({ id: 7, guru_profile: { name: "Guru Dev" } });
    expect(visits).toEqual(["/kundali"]);
    expect(settleRoute("/kundali", logic.routeFacts())).toBeNull();
    expect(settleRoute("/questions", logic.routeFacts())).toBe("/kundali");
    logic.routeChanged("/kundali");
    expect(told.at(-1)).toBe("logged in");

    logic.session.send({ type: "session.logout" });
    expect(storage.get(ACCESS_TOKEN_KEY)).toBeNull();
    expect(storage.get(REFRESH_TOKEN_KEY)).toBeNull();
    expect(JSON.parse(storage.get("appStore") ?? "{}").profile).toEqual({});
    expect(decodeURIComponent(cookies())).toContain('lg-in={"islogin":true}');
    expect(told.at(-1)).toBe("logout");
    expect(visits.slice(-2)).toEqual(["replace /login", "reload"]);
    // The server ends the login: the refresh token it held is sent to POST /api/logout, without a token or a toast.
    await vi.waitFor(() =>
      expect(server.calls.filter((c) => c.path === "/api/logout")).toEqual([
        { method: "POST", path: "/api/logout", body: { refresh_token: "refresh-1" }, auth: null },
      ]),
    );
    expect(toasts).toEqual([]);
  });

  it("a member's answer brings the count: kept once, no second request, nothing echoed back to the chat", async () => {
    const { logic, server } = setup();
    const wiring = wireLogin(logic.environment);
    const login = createActor(loginMachineFor(wiring.ports), { input: wiring.input("page") }).start();
    login.send({ type: "login.submitted", email: "ram@example.com", password: "secret1" });
    await settled(login);

    const chat = wireChat(logic.environment);
    const heard: string[] = [];
    const actor = createActor(chatMachineFor(chat.ports), {
      input: chat.input(),
      inspect: (event) => {
        if (event.type === "@xstate.event" && event.actorRef === actor) heard.push(event.event.type);
      },
    });
    actor.start();
    await waitFor(actor, (s) => s.matches("ready") && s.context.remaining === 5, { timeout: 2000 });
    const eligibilityReads = () => server.calls.filter((c) => c.path === "/api/chat/-/eligibility").length;
    const readsBefore = eligibilityReads();

    actor.send({ type: "chat.send", text: "When will I get a job?" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.messages.length === 2, { timeout: 2000 });
    expect(actor.getSnapshot().context.remaining).toBe(4);
    expect(logic.appStore.getSnapshot().context.query_available).toBe("4");
    expect(eligibilityReads()).toBe(readsBefore);
    expect(server.calls.filter((c) => c.path === "/api/assistant/chat")).toHaveLength(1);
    expect(heard).not.toContain("chat.countChanged");
    actor.stop();
  });

  it("keeps a screen's frame until the kept data it was drawn from or the session change", () => {
    const { logic, storage } = setup();
    const frame = { path: "/questions" as const, language: "en", html: "<main>questions</main>", styles: "/a.css" };
    const kept = () => storage.get(keptFrameKey("/questions"));
    logic.keepFrame(frame);
    expect(JSON.parse(kept() ?? "null")).toEqual(frame);
    // a change the frame does not show keeps it
    logic.environment.patch({ query_available: "3" });
    expect(kept()).not.toBeNull();
    // a change it shows forgets it
    logic.environment.patch({ question: "Which career suits me best?" });
    expect(kept()).toBeNull();
    logic.keepFrame(frame);
    logic.environment.patch({ kundali: { name: "Sita" } });
    expect(kept()).toBeNull();
    // so does a login
    logic.keepFrame(frame);
    logic.session.send({ type: "session.loggedIn", accessToken: "access-1", refreshToken: "refresh-1" });
    expect(kept()).toBeNull();
  });

  it("writes the kept store and a kept frame only when they change", () => {
    const { logic, storage } = setup();
    const writes: string[] = [];
    const set = storage.set;
    storage.set = (key, value) => {
      writes.push(key);
      set(key, value);
    };
    const chat = [{ name: "Sita", msg: "When will I marry?", slug: "user" as const }];
    logic.environment.patch({ chat, query_available: "3" });
    logic.environment.patch({ chat: [...chat], query_available: "3" });
    const frame = { path: "/chat" as const, language: "en", html: "<main>chat</main>", styles: null };
    logic.keepFrame(frame);
    logic.keepFrame({ ...frame });
    expect(writes).toEqual(["appStore", keptFrameKey("/chat")]);
    // and each change is written
    logic.environment.patch({ query_available: "2" });
    logic.keepFrame({ ...frame, html: "<main>chat, later</main>" });
    expect(writes).toEqual(["appStore", keptFrameKey("/chat"), "appStore", keptFrameKey("/chat")]);
    expect(JSON.parse(storage.get("appStore") ?? "null")).toMatchObject({ query_available: "2", chat });
  });

  it("keeps each screen's frame apart: the conversation's change forgets the chat's frame only", () => {
    const { logic, storage } = setup();
    const frameOf = (path: "/kundali" | "/chat") => ({
      path,
      language: "ne",
      html: `<main>${path}</main>`,
      styles: null,
    });
    logic.keepFrame(frameOf("/kundali"));
    logic.keepFrame(frameOf("/chat"));
    expect(JSON.parse(storage.get(keptFrameKey("/kundali")) ?? "null")).toEqual(frameOf("/kundali"));
    expect(JSON.parse(storage.get(keptFrameKey("/chat")) ?? "null")).toEqual(frameOf("/chat"));
    logic.environment.patch({ chat: [{ name: "Sita", msg: "When will I marry?", slug: "user" }] });
    expect(storage.get(keptFrameKey("/chat"))).toBeNull();
    expect(storage.get(keptFrameKey("/kundali"))).not.toBeNull();
    // the banner's count is on the chat's frame too
    logic.keepFrame(frameOf("/chat"));
    logic.environment.patch({ query_available: "7" });
    expect(storage.get(keptFrameKey("/chat"))).toBeNull();
    expect(storage.get(keptFrameKey("/kundali"))).not.toBeNull();
    // a logout forgets every frame
    logic.session.send({ type: "session.loggedIn", accessToken: "access-1", refreshToken: "refresh-1" });
    logic.keepFrame(frameOf("/kundali"));
    logic.keepFrame(frameOf("/chat"));
    logic.session.send({ type: "session.logout" });
    expect(storage.get(keptFrameKey("/chat"))).toBeNull();
    expect(storage.get(keptFrameKey("/kundali"))).toBeNull();
  });

  it("city search through the real adapter: one request 500 ms after the last keystroke", async () => {
    const { logic, server } = setup();
    const clock = new SimulatedClock();
    const search = createActor(citySearchMachineFor(logic.environment), { clock }).start();
    for (const query of ["Kat", "Kath", "Kathm"]) {
      search.send({ type: "city.typed", query });
      clock.increment(300);
    }
    expect(server.calls.filter((c) => c.path === "/api/cities/search")).toEqual([]);
    clock.increment(200);
    await waitFor(search, (s) => s.matches("results"), { timeout: 2000 });
    expect(server.calls.filter((c) => c.path === "/api/cities/search").map((c) => c.body)).toEqual([{ city: "Kathm" }]);
    expect(search.getSnapshot().context.results).toEqual([{ name: "Kathmandu", country_name: "Nepal" }]);
  });

  it("draws the loading cap between 80 and 95", () => {
    expect([0, 0.5, 0.9999].map((random) => drawProgressCap({ now: () => 0, random: () => random }))).toEqual([
      80, 88, 95,
    ]);
  });

  it("has the shells paint the walkthrough for a first visit only when the guard shows it on every first-visit path", () => {
    // The inline script's own check (shared/kept-frame-script.ts), run on what the app keeps in localStorage.
    const firstVisit = new Function(`return ${FIRST_VISIT_CHECK}`)() as (
      storage: { getItem(key: string): string | null },
      keys: typeof FIRST_VISIT_STORED_KEYS,
    ) => boolean;
    expect(FIRST_VISIT_STORED_KEYS).toEqual({
      accessToken: ACCESS_TOKEN_KEY,
      walkthroughSeen: WALKTHROUGH_SEEN_KEY,
      appStore: APP_STORE_KEY,
    });
    const store = (fields: object) => JSON.stringify(fields);
    const slide = { img: "/images/walkthrough/ask.svg", title: "Ask", description: "Free." };
    const cases: Array<[string, Record<string, string>, boolean]> = [
      ["nothing stored", {}, true],
      ["only a language chosen", { language: "ne" }, true],
      [
        "the walkthrough's slides kept from a visit that did not skip it",
        { appStore: store({ walk_through: [slide] }) },
        true,
      ],
      ["the walkthrough seen", { walkthrough_done: "true" }, false],
      ["an access token", { Bearer: "access-1", rt: "refresh-1" }, false],
      ["categories kept", { appStore: store({ categories_list: [{ name: "career", icon: "" }] }) }, false],
      ["a guest chart", { appStore: store({ kundali: { session_id: "guest-42" } }) }, false],
      ["a chart's sign only", { appStore: store({ kundali: { horoscope_sign: "Taurus" } }) }, false],
      // unreadable: the shell paints what it paints for a returning reader (the app itself reads it as empty)
      ["a corrupt store", { appStore: "{not json" }, false],
    ];
    for (const [name, stored, expected] of cases) {
      const painted = firstVisit({ getItem: (key) => stored[key] ?? null }, FIRST_VISIT_STORED_KEYS);
      expect(painted, name).toBe(expected);
      if (!painted) continue;
      const facts = setup(stored).logic.routeFacts();
      for (const path of FIRST_VISIT_PATHS) {
        const shown = settleRoute(path, facts) ?? path;
        expect(["/", "/home"], `${name} on ${path}`).toContain(shown);
      }
    }
  });
});
