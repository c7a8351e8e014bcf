// The app logic: the root app machine (machines/app.ts, which owns the app store, session, offline and service worker
// actors) bound to the adapters with `machine.provide(...)` and started outside React, the route guards' facts, and
// the environment the screens' machines are wired to (ScreenEnvironment). Each screen machine is bound by its
// feature's bindings (src/features/<feature>/bindings.ts) to ports made of that environment; they load with the
// screen, so neither the screen machines nor their wiring are in the first load. Tests call the same
// factory with fake adapters at the boundary.
import { createActor } from "xstate";
import {
  APP_ACTORS,
  type AppStoreRef,
  appMachine,
  type OfflineRef,
  type ServiceWorkerRef,
  type SessionRef,
} from "../../machines/app";
import { APP_STORE_KEY, type AppStore, appStoreMachine, parseAppStore } from "../../machines/appStore";
import type { Said } from "../../machines/lib/callFailure";
import { NOTIFICATION_TOPICS } from "../../machines/lib/notificationTopics";
import type { RouteFacts } from "../../machines/lib/routeGuards";
import { offlineMachine } from "../../machines/offline";
import { serviceWorkerMachine } from "../../machines/serviceWorker";
import { sessionMachine } from "../../machines/session";
import { KEPT_FRAME_PATHS } from "../../shared/kept-frame-script";
import type { Api } from "../adapters/api";
import type { Clock } from "../adapters/clock";
import { type CookieJar, readCookie, VERSION_COOKIE, writeLoginCookie, writeVersionCookie } from "../adapters/cookies";
import { isMobileView, type NativeBridge } from "../adapters/nativeBridge";
import type { OnlineStatus } from "../adapters/onlineStatus";
import type { ReadCache } from "../adapters/queryCache";
import {
  ACCESS_TOKEN_KEY,
  KEPT_DAY_KEY,
  type KeyValueStorage,
  NOTIFICATIONS_KEY,
  REFRESH_TOKEN_KEY,
  WALKTHROUGH_SEEN_KEY,
} from "../adapters/storage";
import type { KundaliDepthEnvironment } from "../features/kundali/depth/bindings";
import { forgetKeptFrames, type KeptFrame, keepFrame, keptFrameSources } from "./keptFrame";

export interface Navigation {
  navigate(path: string): void;
  replace(path: string): void;
  reload(): void;
  /** Leaves the web app (intent link, store page). */
  openExternal(url: string): void;
}

export interface Toasts {
  success(message: Said): void;
  error(message: Said): void;
  /** A success shown after the page reloads (the logout that follows it reloads the page). */
  successAfterReload(message: string): void;
}

export interface AppAdapters {
  api: Api;
  cache: ReadCache;
  storage: KeyValueStorage;
  cookies: CookieJar;
  bridge: NativeBridge;
  clock: Clock;
  online: OnlineStatus;
  navigation: Navigation;
  toasts: Toasts;
  /** reCAPTCHA v3: a token for the action, or one of the four bot-protection messages as the error. */
  botProtection: { token(action: string): Promise<string> };
  serviceWorker: { applyUpdate(): void };
  /** App-level modals the views own (login modal, prefilled after a modal registration). */
  prompts: { openLoginModal(prefill?: { email: string; password: string }): void };
  links: { appIntent(query: { email: string | null; login: boolean }): string; storePage: string };
  /** The window's width at start (SPEC §9 mobile view); unknown counts as wide. */
  windowWidth?: number;
}

/**
 * What the app logic hands the screens' wiring (src/features/<feature>/bindings.ts, src/wiring/boundOnce.ts): the adapters, the
 * session and the app store, and the rules several screens share.
 */
export interface ScreenEnvironment {
  adapters: AppAdapters;
  session: SessionRef;
  /** The kept app store's actor, for a machine that follows it while it runs (the chat). */
  appStore: AppStoreRef;
  /** The connection's actor, for a machine that recovers when it comes back (the chat). */
  offline: OfflineRef;
  store(): AppStore;
  patch(changes: Partial<AppStore>): void;
  isAuthenticated(): boolean;
  /** The guest chart's session id kept in the app store (null before a chart). */
  sessionId(): string | null;
  /** A web-event (docs/native-bridge.md) on the page it happened on. */
  track(name: string, event: string, value?: string): void;
  /** Logging in or registering counts as having seen the walkthrough (the /login guard would otherwise bounce). */
  markWalkthroughSeen(): void;
  /** The questions left, asked of the server (for the guest's session) and kept in the app store. */
  refreshCount(): Promise<number>;
  userName(): string;
  guruName(): string;
}

export function createAppLogic(adapters: AppAdapters) {
  const { api, storage, cookies, bridge, navigation, toasts } = adapters;

  // web-events (docs/native-bridge.md): screen views and the funnel's key steps, on the page they happen on
  let currentPage = "/";
  const track = (name: string, event: string, value = "") => bridge.webEvent({ name, page: currentPage, event, value });

  // What each kept frame (keptFrame.ts) was drawn from: a change to it makes that frame stale, a change of the
  // session every frame. Read from the kept store at its first change, not at start, where the app store's machine
  // parses the same text already (it carries the conversation).
  let keptFramesDrawnFrom: ReturnType<typeof keptFrameSources> | null = null;
  const persistStore = (kept: AppStore) => {
    const text = JSON.stringify(kept);
    const before = storage.get(APP_STORE_KEY);
    // A patch that changes nothing (the history or the count read again as they were) writes nothing: a write costs
    // more than the read, and the store carries the conversation.
    if (before === text) return;
    const drawnFrom = keptFramesDrawnFrom ?? keptFrameSources(parseAppStore(before));
    storage.set(APP_STORE_KEY, text);
    const sources = keptFrameSources(kept);
    const stale = KEPT_FRAME_PATHS.filter((path) => sources[path] !== drawnFrom[path]);
    if (stale.length > 0) forgetKeptFrames(storage, stale);
    keptFramesDrawnFrom = sources;
  };

  // The root actor owns the page's long-lived actors (machines/app.ts); here each is bound to its adapters.
  const app = createActor(
    appMachine.provide({
      actors: {
        appStore: appStoreMachine.provide({
          actions: { persistStore: (_, kept) => persistStore(kept) },
        }),
        session: sessionMachine.provide({
          actions: {
            writeVersionCookie: (_, version) => writeVersionCookie(cookies, version),
            writeLoginCookie: (_, islogin) => writeLoginCookie(cookies, islogin),
            storeTokens: (_, tokens) => {
              storage.set(ACCESS_TOKEN_KEY, tokens.accessToken);
              storage.set(REFRESH_TOKEN_KEY, tokens.refreshToken);
              forgetKeptFrames(storage);
              storage.remove(KEPT_DAY_KEY);
            },
            // Sent as the page reloads: `keepalive` lets the call outlive it; a failure (offline) changes nothing here.
            endServerSession: (_, refreshToken) => {
              if (refreshToken) api.logout(refreshToken).catch(() => {});
            },
            clearTokens: () => {
              storage.remove(ACCESS_TOKEN_KEY);
              storage.remove(REFRESH_TOKEN_KEY);
              forgetKeptFrames(storage);
              storage.remove(KEPT_DAY_KEY);
              adapters.cache.clear();
            },
            resetGuestData: () => patch({ chat: [], question: null, kundali: {}, query_available: "" }),
            clearAppStore: () => appStore().send({ type: "store.clear" }),
            tellNativeStatus: ({ event }, status) => {
              bridge.loggedInStatus(status);
              if (event.type === "session.routeChanged") {
                currentPage = event.path;
                track("screen_view", "view");
              }
            },
            replaceHistoryWithLogin: () => navigation.replace("/login"),
            reloadPage: () => navigation.reload(),
          },
        }),
        offline: offlineMachine.provide({
          actions: {
            notifyOffline: (_, message) => toasts.error(message),
            refreshReads: () => void adapters.cache.client.invalidateQueries(),
          },
        }),
        serviceWorker: serviceWorkerMachine.provide({
          actions: { applyUpdate: () => adapters.serviceWorker.applyUpdate(), reloadPage: () => navigation.reload() },
        }),
      },
      actions: {
        // the native app sets its notifications up once per start and hears the kept setting
        setUpNativeNotifications: () => {
          if (!bridge.isNativeApp) return;
          bridge.initializeNotification();
          if (storage.get(NOTIFICATIONS_KEY) !== "false") bridge.notificationSubscribe(NOTIFICATION_TOPICS);
        },
      },
    }),
    {
      input: {
        storedAppStore: storage.get(APP_STORE_KEY),
        session: {
          versionCookie: readCookie(cookies, VERSION_COOKIE),
          accessToken: storage.get(ACCESS_TOKEN_KEY),
          refreshToken: storage.get(REFRESH_TOKEN_KEY),
          loginRequired: false,
        },
        online: adapters.online.isOnline(),
      },
    },
  );
  // The children exist once the root has started (start() below); every use comes after it.
  const child = <Ref>(id: string) => app.system.get(id) as Ref;
  const appStore = () => child<AppStoreRef>(APP_ACTORS.appStore);
  const session = () => child<SessionRef>(APP_ACTORS.session);
  const offline = () => child<OfflineRef>(APP_ACTORS.offline);
  const store = (): AppStore => appStore().getSnapshot().context;
  const patch = (changes: Partial<AppStore>) => appStore().send({ type: "store.set", patch: changes });
  const isAuthenticated = () => session().getSnapshot().matches("authenticated");
  const sessionId = () => store().kundali.session_id ?? null;
  /** The guest chart's session id for calls that take one; members are known by their token instead. */
  const guestSessionId = () => (isAuthenticated() ? null : sessionId());

  function start() {
    app.start();
    // the network's comings and goings, told to the root, which hands them to the offline actor
    const stopListening = adapters.online.subscribe((online) =>
      app.send({ type: online ? "network.online" : "network.offline" }),
    );
    return () => {
      stopListening();
      app.stop();
    };
  }

  const markWalkthroughSeen = () => storage.set(WALKTHROUGH_SEEN_KEY, "true");

  const guruName = () => store().profile.guru_profile?.name ?? "Guru";
  const userName = () => store().profile.name ?? store().kundali.name ?? "";
  const refreshCount = async () => {
    const remaining = await api.eligibility(guestSessionId());
    patch({ query_available: String(remaining) });
    return remaining;
  };

  /** What the screens' own bindings bind their machines to. */
  const environment: ScreenEnvironment = {
    adapters,
    get session() {
      return session();
    },
    get appStore() {
      return appStore();
    },
    get offline() {
      return offline();
    },
    store,
    patch,
    isAuthenticated,
    sessionId,
    track,
    markWalkthroughSeen,
    refreshCount,
    userName,
    guruName,
  };

  /** SPEC §2 guard facts as they stand now. */
  const routeFacts = (): RouteFacts => ({
    isAuthenticated: isAuthenticated(),
    loginRequired: session().getSnapshot().context.loginRequired,
    walkthroughDone: storage.get(WALKTHROUGH_SEEN_KEY) === "true",
    hasCategories: store().categories_list.length > 0,
    hasKundali: Boolean(store().kundali.session_id || store().kundali.horoscope_sign),
    hasSavedQuestion: store().question !== null && store().question !== "",
    hasProfile: store().profile.id !== undefined || Boolean(store().profile.name),
  });

  /** Every navigation: the native app hears the status (through the root) and the page is tracked. */
  const routeChanged = (path: string) => app.send({ type: "app.routeChanged", path });

  /** What the kundali depth section is wired to (src/features/kundali/depth/bindings.ts, fetched with the section). */
  const kundaliDepth: KundaliDepthEnvironment = {
    api,
    bridge,
    storage,
    sessionId: guestSessionId,
    track,
  };

  return {
    /** Inside the native app's webview (notification toggle, native pickers, in-app purchases, contact-us). */
    isNativeApp: bridge.isNativeApp,
    /** SPEC §9 mobile view: the native app on a window narrower than 460 px, decided once at start. */
    isMobileView: isMobileView(bridge.isNativeApp, adapters.windowWidth ?? Number.POSITIVE_INFINITY),
    /** Settings 'Contact Us' in the native app: it gets the support address with an empty subject and body. */
    contactUs: (email: string) => bridge.contactUs({ email, subject: "", body: "" }),
    /** The root's children (machines/app.ts), once started. */
    get appStore() {
      return appStore();
    },
    get session() {
      return session();
    },
    get offline() {
      return offline();
    },
    get serviceWorker() {
      return child<ServiceWorkerRef>(APP_ACTORS.serviceWorker);
    },
    /** What the screens' machines are wired to: `xMachineFor(wireX(logic.environment).ports)`. */
    environment,
    kundaliDepth,
    /** Keeps a screen's first frame for the next visit's shell (useKeptFrame.ts). */
    keepFrame: (frame: KeptFrame) => keepFrame(storage, frame),
    start,
    routeFacts,
    routeChanged,
  };
}

export type AppLogic = ReturnType<typeof createAppLogic>;
