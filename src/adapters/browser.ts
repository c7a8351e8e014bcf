// The real adapters of the browser build, assembled once at start (src/main.tsx passes them to createAppLogic).
// Settings come from Vite env variables (all optional):
//   VITE_API_BASE_URL         API origin (default: this page's origin; calls go to /api/...)
//   VITE_CONTENT_BASE_URL     where walkthrough.json and loading.json live (default: this origin's public/)
//   VITE_RECAPTCHA_SITE_KEY   reCAPTCHA v3 site key (unset: no token; the server skips the check without a secret)
//   VITE_APP_SCHEME, VITE_ANDROID_PACKAGE, VITE_STORE_URL   the native app's intent link and store page
import type { AppAdapters, Navigation, Toasts } from "../app/logic";
import { createApi } from "./api";
import { createBotProtection } from "./botProtection";
import { systemClock } from "./clock";
import { documentCookieJar } from "./cookies";
import { createHttpClient } from "./http";
import type { NativeBridge } from "./nativeBridge";
import { browserNativeBridge } from "./nativeBridge";
import { browserOnlineStatus } from "./onlineStatus";
import { createReadCache, indexedDbStore } from "./queryCache";
import { ACCESS_TOKEN_KEY, createBrowserStorage, REFRESH_TOKEN_KEY } from "./storage";

export interface BrowserAdapterOptions {
  navigation: Navigation;
  toasts: Toasts;
  prompts: AppAdapters["prompts"];
  /** Applies a waiting service worker (vite-plugin-pwa's updateSW(true)). */
  applyServiceWorkerUpdate: () => void;
  /** The native bridge when running in the mobile app's webview (the native issue supplies it). */
  bridge?: NativeBridge;
  /** Where the HTTP adapter reports a failed refresh and new tokens (the session actor, once it exists). */
  onSessionExpired: () => void;
  onTokensRefreshed: (tokens: { accessToken: string; refreshToken: string }) => void;
}

const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export function appIntentLink(query: { email: string | null; login: boolean }): string {
  const scheme = env.VITE_APP_SCHEME ?? "kundaliguru";
  const androidPackage = env.VITE_ANDROID_PACKAGE ?? "com.kundaliguru.app";
  const params = new URLSearchParams();
  if (query.email) params.set("email", query.email);
  if (query.login) params.set("login", "true");
  const search = params.toString();
  return `intent://profile${search ? `?${search}` : ""}#Intent;scheme=${scheme};package=${androidPackage};end`;
}

export function createBrowserAdapters(options: BrowserAdapterOptions): AppAdapters {
  const storage = createBrowserStorage();
  const online = browserOnlineStatus;
  const cache = createReadCache({ store: indexedDbStore, isOnline: online.isOnline });
  const http = createHttpClient({
    baseUrl: env.VITE_API_BASE_URL ?? globalThis.location?.origin ?? "",
    isOnline: online.isOnline,
    tokens: {
      accessToken: () => storage.get(ACCESS_TOKEN_KEY),
      refreshToken: () => storage.get(REFRESH_TOKEN_KEY),
      setTokens: ({ accessToken, refreshToken }) => {
        storage.set(ACCESS_TOKEN_KEY, accessToken);
        storage.set(REFRESH_TOKEN_KEY, refreshToken);
      },
    },
    onError: (message) => options.toasts.error(message),
    onSessionExpired: options.onSessionExpired,
    onTokensRefreshed: options.onTokensRefreshed,
  });
  return {
    api: createApi(http, cache, env.VITE_CONTENT_BASE_URL ?? ""),
    cache,
    storage,
    cookies: documentCookieJar,
    bridge: options.bridge ?? browserNativeBridge,
    clock: systemClock,
    online,
    navigation: options.navigation,
    toasts: options.toasts,
    botProtection: createBotProtection(env.VITE_RECAPTCHA_SITE_KEY),
    serviceWorker: { applyUpdate: options.applyServiceWorkerUpdate },
    prompts: options.prompts,
    links: {
      appIntent: appIntentLink,
      storePage: env.VITE_STORE_URL ?? "https://play.google.com/store/apps/details?id=com.kundaliguru.app",
    },
  };
}
