/**
 * Session (docs/product.md §4): the version and login cookies on start, tokens, login, refresh results, logout, the
 * login-required flag, and the logged-in status told to the native app on every route change.
 *
 * Input (read by the adapters at start): `versionCookie` (appVersion or null), `accessToken` (Bearer), `refreshToken`
 * (rt), `loginRequired`.
 *
 * Events:
 * - `session.loggedIn` { accessToken, refreshToken }   a login answered (login screen or modal)
 * - `session.tokensRefreshed` { accessToken, refreshToken }   the HTTP adapter's single-flight refresh succeeded
 * - `session.expired`                                  the refresh failed or answered 401: the session is cleared
 * - `session.logout`                                   the user logs out (or the version changed with a token)
 * - `session.routeChanged` { path }                    every navigation: the native app hears the status
 * - `session.loginRequired` { required }               the login-required flag
 *
 * Snapshot: `matches("authenticated")` / `matches("guest")` / `matches("loggingOut")`; `context.accessToken`,
 * `context.loginRequired`.
 *
 * Action placeholders (the adapters): `writeVersionCookie`, `writeLoginCookie` (params: islogin), `storeTokens`,
 * `endServerSession` (params: the refresh token; the server ends that login, so the token renews nothing again),
 * `clearTokens`, `resetGuestData` (chat, question, chart, remaining count), `clearAppStore`,
 * `tellNativeStatus` (params: 'logged in' | 'logout'), `replaceHistoryWithLogin`, `reloadPage`.
 */
import { assign, setup } from "xstate";
import { loggedInStatus } from "./lib/routeGuards";

export const APP_VERSION = "v1.0.2";

export interface SessionInput {
  versionCookie: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  loginRequired: boolean;
}

export type SessionEvent =
  | { type: "session.loggedIn"; accessToken: string; refreshToken: string }
  | { type: "session.tokensRefreshed"; accessToken: string; refreshToken: string }
  | { type: "session.expired" }
  | { type: "session.logout" }
  | { type: "session.routeChanged"; path: string }
  | { type: "session.loginRequired"; required: boolean };

interface SessionContext {
  versionCookie: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  loginRequired: boolean;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    takeTokens: assign(({ event }) =>
      event.type === "session.loggedIn" || event.type === "session.tokensRefreshed"
        ? { accessToken: event.accessToken, refreshToken: event.refreshToken }
        : {},
    ),
    setLoginRequired: assign({
      loginRequired: ({ event }) => (event.type === "session.loginRequired" ? event.required : false),
    }),
    writeVersionCookie: (_, _version: string) => {},
    writeLoginCookie: (_, _islogin: boolean) => {},
    storeTokens: (_, _tokens: { accessToken: string; refreshToken: string }) => {},
    endServerSession: (_, _refreshToken: string | null) => {},
    clearTokens: () => {},
    resetGuestData: () => {},
    clearAppStore: () => {},
    tellNativeStatus: (_, _status: "logged in" | "logout") => {},
    replaceHistoryWithLogin: () => {},
    reloadPage: () => {},
  },
  guards: {
    versionMissing: ({ context }) => context.versionCookie === null,
    versionDiffers: ({ context }) => context.versionCookie !== null && context.versionCookie !== APP_VERSION,
    hasToken: ({ context }) => context.accessToken !== null && context.accessToken !== "",
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ ...input }),
  initial: "starting",
  states: {
    // docs/product.md §4 version rules, decided once from what the cookies and storage held at start.
    starting: {
      always: [
        {
          guard: "versionMissing",
          target: "checkingToken",
          actions: [
            { type: "writeVersionCookie", params: APP_VERSION },
            { type: "writeLoginCookie", params: false },
          ],
        },
        {
          guard: "versionDiffers",
          target: "versionChanged",
          actions: [
            { type: "writeVersionCookie", params: APP_VERSION },
            { type: "writeLoginCookie", params: false },
          ],
        },
        { guard: "hasToken", target: "authenticated" },
        { target: "guest" },
      ],
    },
    // No version cookie: islogin becomes true when a token exists.
    checkingToken: {
      always: [
        { guard: "hasToken", target: "authenticated", actions: { type: "writeLoginCookie", params: true } },
        { target: "guest" },
      ],
    },
    // A different version: a held token is logged out.
    versionChanged: {
      always: [{ guard: "hasToken", target: "loggingOut" }, { target: "guest" }],
    },
    guest: {
      on: {
        "session.loggedIn": {
          target: "authenticated",
          actions: [
            "takeTokens",
            {
              type: "storeTokens",
              params: ({ event }) => ({ accessToken: event.accessToken, refreshToken: event.refreshToken }),
            },
            "resetGuestData",
          ],
        },
        "session.routeChanged": { actions: { type: "tellNativeStatus", params: loggedInStatus(false) } },
        "session.loginRequired": { actions: "setLoginRequired" },
      },
    },
    authenticated: {
      on: {
        "session.tokensRefreshed": {
          actions: [
            "takeTokens",
            {
              type: "storeTokens",
              params: ({ event }) => ({ accessToken: event.accessToken, refreshToken: event.refreshToken }),
            },
          ],
        },
        "session.expired": {
          target: "guest",
          actions: [assign({ accessToken: null, refreshToken: null }), "clearTokens"],
        },
        "session.logout": "loggingOut",
        "session.routeChanged": { actions: { type: "tellNativeStatus", params: loggedInStatus(true) } },
        "session.loginRequired": { actions: "setLoginRequired" },
      },
    },
    // docs/product.md §4 logout; the reload ends this page's life, so nothing leaves this state. The server is told
    // first, with the refresh token still in hand.
    loggingOut: {
      entry: [
        { type: "endServerSession", params: ({ context }) => context.refreshToken },
        assign({ accessToken: null, refreshToken: null }),
        "clearAppStore",
        "clearTokens",
        { type: "writeLoginCookie", params: true },
        { type: "tellNativeStatus", params: loggedInStatus(false) },
        "replaceHistoryWithLogin",
        "reloadPage",
      ],
    },
  },
});
