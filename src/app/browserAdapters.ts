// The real adapters of the browser build: same-origin HTTP on ky with the refresh and the toasts, the IndexedDB read
// cache, localStorage, document cookies, wouter navigation, sonner toasts, reCAPTCHA.
import { navigate } from "wouter/use-browser-location";
import { BOT_SCRIPT_FAILED } from "../../machines/lib/botProtection";
import { createApi } from "../adapters/api";
import { createSessionNotice } from "../adapters/carriedNotice";
import { systemClock } from "../adapters/clock";
import { type CookieJar, documentCookieJar } from "../adapters/cookies";
import { createHttpClient } from "../adapters/http";
import {
  browserNativeBridge,
  deferredNativeBridge,
  isNativeUserAgent,
  type NativeBridge,
} from "../adapters/nativeBridge";
import { nextTask } from "../adapters/nextTask";
import { browserOnlineStatus } from "../adapters/onlineStatus";
import { createReadCache, indexedDbStore } from "../adapters/queryCache";
import type { ServiceWorkerControl } from "../adapters/serviceWorker";
import { ACCESS_TOKEN_KEY, createBrowserStorage, REFRESH_TOKEN_KEY } from "../adapters/storage";
import { contentBaseUrl, nativeAppIntent, nativeUserAgentMarker, recaptchaSiteKey, storePageUrl } from "../config";
import { loginPrompt } from "../features/login/loginPrompt";
import { language } from "../i18n/i18n";
import { toast } from "../ui/toasts";
import type { AppAdapters, AppLogic } from "./logic";

// src/main.tsx takes the read-ahead from here, not from adapters/cookies: importing that module straight from the
// entry made Rolldown split React out of the entry chunk (a third file on the first load, 0.7 KB more gzip).
export { readDocumentCookiesAhead } from "../adapters/cookies";

/** The intent link opens the native app's profile page, with the e-mail and login=true when known (SPEC §2). */
export function appIntentLink(query: { email: string | null; login: boolean }): string {
  const params = new URLSearchParams();
  if (query.email) params.set("email", query.email);
  if (query.login) params.set("login", "true");
  const search = params.toString();
  const [target = "", fragment = ""] = nativeAppIntent.split("#");
  return `${target}${search ? `?${search}` : ""}${fragment ? `#${fragment}` : ""}`;
}

/** The webview bridge (fetched now, outside the first load) when the user agent carries the native app's marker;
 * otherwise the browser's no-op. */
export function chooseNativeBridge(): NativeBridge {
  return isNativeUserAgent(navigator.userAgent, nativeUserAgentMarker)
    ? deferredNativeBridge(() =>
        import("../adapters/nativeBridgeWebview").then(({ createWebviewNativeBridge }) =>
          createWebviewNativeBridge({ host: window }),
        ),
      )
    : browserNativeBridge;
}

/** reCAPTCHA (src/adapters/botProtection.ts), fetched with its first use (the birth form's submit) rather than with
 * the first load; a fetch that fails is the script failing to load, and is tried again next time. */
function deferredBotProtection(siteKey: string | undefined): AppAdapters["botProtection"] {
  let loading: Promise<AppAdapters["botProtection"]> | null = null;
  return {
    async token(action) {
      loading ??= import("../adapters/botProtection").then(({ createBotProtection }) => createBotProtection(siteKey));
      let botProtection: AppAdapters["botProtection"];
      try {
        botProtection = await loading;
      } catch {
        loading = null;
        throw new Error(BOT_SCRIPT_FAILED);
      }
      return botProtection.token(action);
    },
  };
}

/**
 * The browser's adapters, and `connect`, which points the callbacks that reach the app logic (refreshed or expired
 * sessions, service-worker updates) at it once it exists. Built apart from the logic so that a cold start can build
 * them in a task of their own.
 */
export function createBrowserAdapters(cookies: CookieJar = documentCookieJar): {
  adapters: AppAdapters;
  connect(logic: AppLogic): void;
} {
  const storage = createBrowserStorage();
  const online = browserOnlineStatus;
  const cache = createReadCache({
    store: indexedDbStore,
    isOnline: () => online.isOnline(),
    beforeRead: nextTask,
    beforeFetch: nextTask,
  });
  // The HTTP client reports refreshed or expired sessions to the session machine, which exists once the logic does.
  let logic: AppLogic | null = null;
  const http = createHttpClient({
    baseUrl: "",
    isOnline: () => online.isOnline(),
    tokens: {
      accessToken: () => storage.get(ACCESS_TOKEN_KEY),
      refreshToken: () => storage.get(REFRESH_TOKEN_KEY),
      setTokens: ({ accessToken, refreshToken }) => {
        storage.set(ACCESS_TOKEN_KEY, accessToken);
        storage.set(REFRESH_TOKEN_KEY, refreshToken);
      },
    },
    onTokensRefreshed: (tokens) => logic?.session.send({ type: "session.tokensRefreshed", ...tokens }),
    onSessionExpired: () => logic?.session.send({ type: "session.expired" }),
    onError: (message) => toast.error(message),
    language: () => language.get(),
  });
  // Categories, suggestions and content were read in the former language: read them again in the new one.
  language.listen(() => cache.clear());
  let serviceWorker: ServiceWorkerControl | null = null;
  void cache.restore().catch(() => {});
  // A notice carried across the last reload (account deleted) shows now, for its full 5 s: in the next task, as a
  // page's first touch of sessionStorage opens it (several milliseconds of a cold start here).
  const notice = createSessionNotice(() => window.sessionStorage);
  void nextTask().then(() => {
    const carried = notice.take();
    if (carried) toast.success(carried);
  });
  const adapters: AppAdapters = {
    api: createApi(http, cache, contentBaseUrl, () => language.get()),
    cache,
    storage,
    cookies,
    bridge: chooseNativeBridge(),
    clock: systemClock,
    online,
    navigation: {
      navigate: (path) => navigate(path),
      replace: (path) => navigate(path, { replace: true }),
      reload: () => window.location.reload(),
      openExternal: (url) => window.location.assign(url),
    },
    toasts: {
      success: (message) => toast.success(message),
      error: (message) => toast.error(message),
      successAfterReload: (message) => notice.carry(message),
    },
    botProtection: deferredBotProtection(recaptchaSiteKey || undefined),
    serviceWorker: { applyUpdate: () => serviceWorker?.applyUpdate() },
    prompts: { openLoginModal: (prefill) => loginPrompt.open(prefill) },
    links: { appIntent: appIntentLink, storePage: storePageUrl },
    windowWidth: window.innerWidth,
  };
  return {
    adapters,
    connect: (built) => {
      logic = built;
      // The registration is fetched apart from the first load (workbox registers once the page has loaded anyway).
      void import("../adapters/serviceWorker").then(({ registerServiceWorker }) => {
        serviceWorker = registerServiceWorker({
          onUpdateFound: () => built.serviceWorker.send({ type: "sw.updateFound" }),
          onActivated: () => built.serviceWorker.send({ type: "sw.activated" }),
        });
      });
    },
  };
}
