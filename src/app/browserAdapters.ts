// The real adapters of the browser build, bound to the app logic: same-origin HTTP on ky with the refresh and the
// toasts, the IndexedDB read cache, localStorage, document cookies, wouter navigation, sonner toasts, reCAPTCHA.
import { navigate } from "wouter/use-browser-location";
import { createApi } from "../adapters/api";
import { createBotProtection } from "../adapters/botProtection";
import { systemClock } from "../adapters/clock";
import { documentCookieJar } from "../adapters/cookies";
import { createHttpClient } from "../adapters/http";
import { browserNativeBridge, type NativeBridge } from "../adapters/nativeBridge";
import { createWebviewNativeBridge, isNativeUserAgent } from "../adapters/nativeBridgeWebview";
import { browserOnlineStatus } from "../adapters/onlineStatus";
import { createReadCache, indexedDbStore } from "../adapters/queryCache";
import { registerServiceWorker } from "../adapters/serviceWorker";
import { ACCESS_TOKEN_KEY, createBrowserStorage, REFRESH_TOKEN_KEY } from "../adapters/storage";
import { toast } from "../components/toasts";
import { contentBaseUrl, nativeAppIntent, nativeUserAgentMarker, recaptchaSiteKey, storePageUrl } from "./config";
import { type AppLogic, createAppLogic } from "./logic";
import { loginPrompt } from "./loginPrompt";

/** The intent link opens the native app's profile page, with the e-mail and login=true when known (SPEC §2). */
export function appIntentLink(query: { email: string | null; login: boolean }): string {
  const params = new URLSearchParams();
  if (query.email) params.set("email", query.email);
  if (query.login) params.set("login", "true");
  const search = params.toString();
  const [target = "", fragment = ""] = nativeAppIntent.split("#");
  return `${target}${search ? `?${search}` : ""}${fragment ? `#${fragment}` : ""}`;
}

/** The webview bridge when the user agent carries the native app's marker; otherwise the browser's no-op. */
export function chooseNativeBridge(): NativeBridge {
  return isNativeUserAgent(navigator.userAgent, nativeUserAgentMarker)
    ? createWebviewNativeBridge({ host: window })
    : browserNativeBridge;
}

export function createBrowserLogic(): AppLogic {
  const storage = createBrowserStorage();
  const online = browserOnlineStatus;
  const cache = createReadCache({ store: indexedDbStore, isOnline: () => online.isOnline() });
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
  });
  logic = createAppLogic({
    api: createApi(http, cache, contentBaseUrl),
    cache,
    storage,
    cookies: documentCookieJar,
    bridge: chooseNativeBridge(),
    clock: systemClock,
    online,
    navigation: {
      navigate: (path) => navigate(path),
      replace: (path) => navigate(path, { replace: true }),
      reload: () => window.location.reload(),
      openExternal: (url) => window.location.assign(url),
    },
    toasts: { success: (message) => toast.success(message), error: (message) => toast.error(message) },
    botProtection: createBotProtection(recaptchaSiteKey || undefined),
    serviceWorker: {
      applyUpdate: () => serviceWorker.applyUpdate(),
    },
    prompts: { openLoginModal: (prefill) => loginPrompt.open(prefill) },
    links: { appIntent: appIntentLink, storePage: storePageUrl },
    windowWidth: window.innerWidth,
  });
  const started = logic;
  const serviceWorker = registerServiceWorker({
    onUpdateFound: () => started.serviceWorker.send({ type: "sw.updateFound" }),
    onActivated: () => started.serviceWorker.send({ type: "sw.activated" }),
  });
  void cache.restore().catch(() => {});
  return logic;
}
