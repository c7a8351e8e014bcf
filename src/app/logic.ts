// The one place where the machines meet the adapters. The root actors (app store, session, offline, service worker)
// are bound and started here with `machine.provide(...)`; every screen machine is bound by its screen's own module
// (src/app/boundOnce.ts) to the ports handed out here, so the screen machines load with their screens. The views get
// the root actors, the ports and the screens' inputs; tests call the same factory with fake adapters at the boundary.
import { type ActorRefFrom, createActor } from "xstate";
import { APP_STORE_KEY, type AppStore, appStoreMachine } from "../../machines/appStore";
import type { ChatInput } from "../../machines/chat";
import type { GetStartedInput } from "../../machines/getStarted";
import type { ChatMessage, Kundali, Profile } from "../../machines/lib/apiTypes";
import { firstBirthCalendar } from "../../machines/lib/birthCalendar";
import { plainTextToHtml } from "../../machines/lib/html";
import { lineBreaksToHtml } from "../../machines/lib/lineBreaks";
import { NOTIFICATION_TOPICS } from "../../machines/lib/notificationTopics";
import { type RouteFacts, settleRoute } from "../../machines/lib/routeGuards";
import type { LoginFrom } from "../../machines/login";
import type { MatchingInput } from "../../machines/matching";
import { offlineMachine } from "../../machines/offline";
import type { paymentMachine } from "../../machines/payment";
import type { RegistrationInput } from "../../machines/registration";
import { serviceWorkerMachine } from "../../machines/serviceWorker";
import { sessionMachine } from "../../machines/session";
import { type Api, readKeys } from "../adapters/api";
import type { Clock } from "../adapters/clock";
import { type CookieJar, readCookie, VERSION_COOKIE, writeLoginCookie, writeVersionCookie } from "../adapters/cookies";
import { isMobileView, type NativeBridge } from "../adapters/nativeBridge";
import type { OnlineStatus } from "../adapters/onlineStatus";
import type { ReadCache } from "../adapters/queryCache";
import { ACCESS_TOKEN_KEY, type KeyValueStorage, REFRESH_TOKEN_KEY, WALKTHROUGH_SEEN_KEY } from "../adapters/storage";
import { language } from "../i18n/i18n";
import type { ChatPorts } from "../screens/chat/chatBinding";
import type { GetStartedPorts } from "../screens/get-started/getStartedBinding";
import type { KundaliHomePorts } from "../screens/kundali/kundaliHomeBinding";
import type { LoginPorts } from "../screens/login/loginBinding";
import type { MatchingPorts } from "../screens/matching/matchingBinding";
import type { QuestionsPorts } from "../screens/questions/questionsBinding";
import type { RegistrationPorts } from "../screens/register/registrationBinding";
import type { ResetPasswordPorts } from "../screens/reset-password/resetPasswordBinding";
import type { DeleteAccountPorts } from "../screens/settings/deleteAccountBinding";
import type { NotificationsPorts } from "../screens/settings/notificationsBinding";
import type { VerificationPorts } from "../screens/verification/verificationBinding";
import type { WalkthroughPorts } from "../screens/walkthrough/walkthroughBinding";
import type { CitySearchPorts } from "./citySearchBinding";
import type { KundaliDepthEnvironment } from "./kundaliDepthWiring";
import type { CouponPorts, PaymentPorts } from "./packsBinding";

export interface Navigation {
  navigate(path: string): void;
  replace(path: string): void;
  reload(): void;
  /** Leaves the web app (intent link, store page). */
  openExternal(url: string): void;
}

export interface Toasts {
  success(message: string): void;
  error(message: string): void;
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

/** SPEC §4: a random cap of 80-95 % for the loading screen. */
/** The notification toggle's kept setting (on unless turned off). */
export const NOTIFICATIONS_KEY = "notifications_enabled";

export function drawProgressCap(clock: Clock): number {
  return 80 + Math.floor(clock.random() * 16);
}

export function createAppLogic(adapters: AppAdapters) {
  const { api, storage, cookies, bridge, navigation, toasts } = adapters;

  // web-events (README "Native app bridge"): screen views and the funnel's key steps, on the page they happen on
  let currentPage = "/";
  const track = (name: string, event: string, value = "") => bridge.webEvent({ name, page: currentPage, event, value });

  const appStore = createActor(
    appStoreMachine.provide({
      actions: { persistStore: (_, store) => storage.set(APP_STORE_KEY, JSON.stringify(store)) },
    }),
    { input: { stored: storage.get(APP_STORE_KEY) } },
  );
  const store = (): AppStore => appStore.getSnapshot().context;
  const patch = (changes: Partial<AppStore>) => appStore.send({ type: "store.set", patch: changes });

  const session = createActor(
    sessionMachine.provide({
      actions: {
        writeVersionCookie: (_, version) => writeVersionCookie(cookies, version),
        writeLoginCookie: (_, islogin) => writeLoginCookie(cookies, islogin),
        storeTokens: (_, tokens) => {
          storage.set(ACCESS_TOKEN_KEY, tokens.accessToken);
          storage.set(REFRESH_TOKEN_KEY, tokens.refreshToken);
        },
        clearTokens: () => {
          storage.remove(ACCESS_TOKEN_KEY);
          storage.remove(REFRESH_TOKEN_KEY);
          adapters.cache.clear();
        },
        resetGuestData: () => patch({ chat: [], question: null, kundali: {}, query_available: "" }),
        clearAppStore: () => appStore.send({ type: "store.clear" }),
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
    {
      input: {
        versionCookie: readCookie(cookies, VERSION_COOKIE),
        accessToken: storage.get(ACCESS_TOKEN_KEY),
        refreshToken: storage.get(REFRESH_TOKEN_KEY),
        loginRequired: false,
      },
    },
  );
  const isAuthenticated = () => session.getSnapshot().matches("authenticated");
  const sessionId = () => store().kundali.session_id ?? null;

  const offline = createActor(
    offlineMachine.provide({
      actions: {
        notifyOffline: (_, message) => toasts.error(message),
        refreshReads: () => void adapters.cache.client.invalidateQueries(),
      },
    }),
    { input: { online: adapters.online.isOnline() } },
  );

  const serviceWorker = createActor(
    serviceWorkerMachine.provide({
      actions: { applyUpdate: () => adapters.serviceWorker.applyUpdate(), reloadPage: () => navigation.reload() },
    }),
  );

  function start() {
    appStore.start();
    session.start();
    offline.start();
    serviceWorker.start();
    // the native app sets its notifications up once per start and hears the kept setting
    if (bridge.isNativeApp) {
      bridge.initializeNotification();
      if (storage.get(NOTIFICATIONS_KEY) !== "false") bridge.notificationSubscribe(NOTIFICATION_TOPICS);
    }
    const stopListening = adapters.online.subscribe((online) =>
      offline.send({ type: online ? "network.online" : "network.offline" }),
    );
    return () => {
      stopListening();
      for (const actor of [serviceWorker, offline, session, appStore]) actor.stop();
    };
  }

  // Logging in or registering counts as having seen the walkthrough (the /login guard would otherwise bounce).
  const markWalkthroughSeen = () => storage.set(WALKTHROUGH_SEEN_KEY, "true");

  const guruName = () => store().profile.guru_profile?.name ?? "Guru";
  const userName = () => store().profile.name ?? store().kundali.name ?? "";
  const refreshCount = async () => {
    const remaining = await api.eligibility(isAuthenticated() ? null : sessionId());
    patch({ query_available: String(remaining) });
    return remaining;
  };

  // What each screen's machine is bound to. The bindings themselves live with the screens (fetched on first visit),
  // so neither the machines nor their bindings are in the first load (src/app/boundOnce.ts).
  const walkthrough: WalkthroughPorts = {
    loadSlides: () => api.walkthrough(),
    saveSlides: (slides) => patch({ walk_through: slides }),
    markWalkthroughSeen,
    goToQuestions: () => navigation.navigate("/questions"),
  };

  const questions: QuestionsPorts = {
    loadQuestions: async () => {
      // the loading screen's steps come with the first screen that needs the network anyway
      void api
        .loadingData()
        .then((data) => patch({ loading_data: data.loading_text }))
        .catch(() => {});
      const categories = await api.categories();
      const suggestions = await api.categorySuggestions(categories.map((c) => c.name));
      return { categories, suggestions };
    },
    saveQuestions: (data) => patch({ categories_list: data.categories, category_question: data.suggestions }),
    saveQuestion: (question) => {
      patch({ question });
      if (question) track("question_selected", "select", question);
    },
    goToGetStarted: () => navigation.navigate("/get-started"),
  };

  const citySearch: CitySearchPorts = { searchCities: (query) => api.searchCities(query) };

  const getStarted: GetStartedPorts = {
    getBotToken: (action) => adapters.botProtection.token(action),
    generateChart: (request) => api.astroDetails(request),
    askFreeQuestion: (request) => api.chat(request),
    pickDate: (current) => bridge.pickDate(current),
    pickTime: (current) => bridge.pickTime(current),
    saveKundali: ({ details, birth }) => {
      let sign = "";
      try {
        sign = String((JSON.parse(details.horoscope_data) as { sign?: unknown }).sign ?? "");
      } catch {
        // horoscope_data is optional detail; the chart itself is kept either way
      }
      const kundali: Partial<Kundali> = {
        ...birth,
        session_id: details.session_id,
        interpretation: details.interpretation,
        chart: details.chart,
        horoscope_sign: sign,
      };
      patch({ kundali: { ...store().kundali, ...kundali } });
      if (details.guru_profile) patch({ profile: { ...store().profile, guru_profile: details.guru_profile } });
      track("kundali_generated", "success");
    },
    saveFreeAnswer: ({ question, answer }) => {
      const chat: ChatMessage[] = [
        { name: userName(), msg: plainTextToHtml(question), slug: "user" },
        { name: guruName(), msg: lineBreaksToHtml(answer), slug: "guru" },
      ];
      patch({ chat });
    },
    goToKundali: () => navigation.navigate("/kundali"),
  };

  const kundaliHome: KundaliHomePorts = {
    loadChart: async () => (await api.chartHistory()).astro_details,
    loadProfile: () => api.user(),
    saveChart: (chart) => patch({ kundali: { ...store().kundali, ...(chart as Partial<Kundali>) } }),
    saveProfile: (profile) => {
      // SPEC §3: created_at and updated_at are dropped
      const {
        created_at: _created,
        updated_at: _updated,
        ...kept
      } = profile as Profile & {
        created_at?: unknown;
        updated_at?: unknown;
      };
      patch({ profile: { ...store().profile, ...kept } });
    },
  };

  const chat: ChatPorts = {
    loadHistory: async () => {
      const [history, remaining] = await Promise.all([api.queryHistory(null), api.eligibility(null)]);
      return { history, remaining };
    },
    sendMessage: (request) => api.chat(request),
    loadEligibility: () => refreshCount(),
    saveChat: (messages) => patch({ chat: messages }),
    saveRemaining: (remaining) => patch({ query_available: String(remaining) }),
    goToPacks: () => navigation.navigate("/subscription"),
  };

  const login: LoginPorts = {
    logIn: (credentials) => api.login(credentials),
    sendResetEmail: (email) => api.forgotPassword(email),
    completeLogin: (answer) => {
      session.send({
        type: "session.loggedIn",
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
      });
      patch({ profile: { ...answer.user, guru_profile: answer.guru_profile ?? answer.user.guru_profile } });
      markWalkthroughSeen();
      track("login", "success");
    },
    afterLogin: (from) => (from === "chat" ? navigation.reload() : navigation.navigate("/kundali")),
  };

  const registration: RegistrationPorts = {
    register: (values) => api.register(values),
    showSuccess: (message) => {
      toasts.success(message);
      markWalkthroughSeen();
      track("sign_up", "success");
    },
    saveGuruProfile: (guru) => {
      if (guru) patch({ profile: { ...store().profile, guru_profile: guru } });
    },
    clearSavedQuestion: () => patch({ question: null }),
    rememberRegisteredEmail: (email) => patch({ registered_email: email }),
    openLoginPrefilled: (credentials) => adapters.prompts.openLoginModal(credentials),
    goToLogin: () => navigation.navigate("/login"),
  };

  const coupon: CouponPorts = {
    applyCoupon: (request) => api.applyCoupon(request),
    couponApplied: () => void refreshCount().catch(() => {}),
  };

  const payment: PaymentPorts = {
    loadPackages: () => api.packages(),
    loadEligibility: () => refreshCount(),
    savePackages: (packages) => patch({ subscription: packages }),
    openLoginModal: () => adapters.prompts.openLoginModal(),
    startPurchase: (request) => {
      track("purchase_started", "select", request.product_id);
      bridge.startPurchase(request);
    },
    explainAppOnly: (message) => toasts.error(message),
    saveRemaining: (remaining) => patch({ query_available: String(remaining) }),
    showPaymentToast: (message) => (message.includes("Successful") ? toasts.success(message) : toasts.error(message)),
  };

  const notifications: NotificationsPorts = {
    initialize: () => bridge.initializeNotification(),
    subscribe: (topics) => bridge.notificationSubscribe(topics),
    unsubscribe: (topics) => bridge.notificationUnsubscribe(topics),
    saveSetting: (enabled) => storage.set(NOTIFICATIONS_KEY, String(enabled)),
  };

  /** When the verification page last opened the app's intent link (for the store fallback's 3 s check). */
  let appLinkOpenedAt = 0;
  const verification: VerificationPorts = {
    verifyEmail: (token) => api.verifyEmail(token),
    saveRegisteredEmail: (email) => {
      patch({ registered_email: email });
      // Verified in the browser that is logged in to that account: its profile shows it at once.
      if (isAuthenticated() && store().profile.email === email) {
        patch({ profile: { ...store().profile, email_verified: true } });
        void adapters.cache.invalidate(readKeys.user).catch(() => {});
      }
    },
    openApp: (query) => {
      appLinkOpenedAt = adapters.clock.now();
      navigation.openExternal(adapters.links.appIntent(query));
    },
    openStore: () => navigation.openExternal(adapters.links.storePage),
    appLinkOpenedAt: () => appLinkOpenedAt,
    now: () => adapters.clock.now(),
  };

  const resetPassword: ResetPasswordPorts = { resetPassword: (request) => api.resetPassword(request) };
  const deleteAccount: DeleteAccountPorts = {
    deleteAccount: (confirmation) => api.deleteAccount(confirmation),
    showDeleted: (message) => toasts.successAfterReload(message),
    logOut: () => session.send({ type: "session.logout" }),
  };
  const matching: MatchingPorts = {
    loadMatches: (session) => api.matches(session),
    createMatch: (request) => api.createMatch(request),
    pickDate: (current) => bridge.pickDate(current),
    pickTime: (current) => bridge.pickTime(current),
    // the saved list is read again next time (the machine already shows the new match first)
    matchSaved: () => {
      void adapters.cache.invalidate(readKeys.matches(isAuthenticated() ? null : sessionId())).catch(() => {});
      track("match_made", "success");
    },
    // The question waits in the chat's box (`/chat?ask=`), so the asker sends it (and a guest past the free question
    // meets the register prompt with it kept, across the reload that follows logging in).
    askGuru: (question) => {
      track("match_guru_asked", "select");
      navigation.navigate(`/chat?${new URLSearchParams({ ask: question }).toString()}`);
    },
  };

  /** Inputs the screens start their machines with, read from the app store and session at that moment. */
  const inputs = {
    walkthrough: () => ({ slides: store().walk_through }),
    questions: () => ({
      categories: store().categories_list,
      suggestions: store().category_question,
      question: store().question,
    }),
    getStarted: (): GetStartedInput => ({
      question: store().question ?? "",
      categories: store().categories_list.map((c) => c.name),
      loadingSteps: store().loading_data,
      progressCap: drawProgressCap(adapters.clock),
      // The reader's language: BS first in Nepali.
      calendar: firstBirthCalendar(language.get()),
    }),
    matching: (): MatchingInput => ({
      sessionId: isAuthenticated() ? null : sessionId(),
      calendar: firstBirthCalendar(language.get()),
    }),
    notifications: () => ({ enabled: storage.get(NOTIFICATIONS_KEY) !== "false" }),
    kundaliHome: () => ({
      isAuthenticated: isAuthenticated(),
      hasChart: Boolean(store().kundali.horoscope_sign),
      hasProfileId: store().profile.id !== undefined,
    }),
    chat: (): ChatInput => ({
      isAuthenticated: isAuthenticated(),
      userName: userName(),
      guruName: guruName(),
      messages: store().chat,
      remaining: store().query_available === "" ? null : Number(store().query_available),
      hasPackPrice: store().subscription.some((p) => Number(p.defaultPrice.priceMicros) > 0),
      sessionId: sessionId(),
      suggestions: [],
    }),
    login: (from: LoginFrom, prefill: { email?: string; password?: string } = {}) => ({
      email: prefill.email ?? "",
      password: prefill.password ?? "",
      from,
    }),
    registration: (mode: "page" | "modal"): RegistrationInput => ({
      mode,
      calendar: firstBirthCalendar(language.get()),
      registeredEmail: store().registered_email,
      sessionId: sessionId(),
      guest:
        mode === "modal" && store().kundali.name
          ? {
              name: store().kundali.name ?? "",
              birth_date: store().kundali.birth_date ?? "",
              birth_time: store().kundali.birth_time ?? "",
              birth_place: store().kundali.birth_place ?? "",
              country: store().kundali.country ?? "",
              gender: store().kundali.gender ?? "",
            }
          : null,
    }),
    coupon: () => ({
      userId: store().profile.id === undefined ? null : String(store().profile.id),
      sessionId: sessionId(),
    }),
    payment: () => ({
      isAuthenticated: isAuthenticated(),
      userId: store().profile.id === undefined ? null : String(store().profile.id),
      packages: store().subscription,
      canPurchase: bridge.isNativeApp,
    }),
  };

  /** SPEC §2 guard facts as they stand now. */
  const routeFacts = (): RouteFacts => ({
    isAuthenticated: isAuthenticated(),
    loginRequired: session.getSnapshot().context.loginRequired,
    walkthroughDone: storage.get(WALKTHROUGH_SEEN_KEY) === "true",
    hasCategories: store().categories_list.length > 0,
    hasKundali: Boolean(store().kundali.session_id || store().kundali.horoscope_sign),
    hasSavedQuestion: store().question !== null && store().question !== "",
    hasProfile: store().profile.id !== undefined || Boolean(store().profile.name),
  });

  /** Every navigation: the native app hears the status, and the guard may send the user elsewhere. */
  function routeChanged(path: string): string | null {
    session.send({ type: "session.routeChanged", path });
    return settleRoute(path, routeFacts());
  }

  /** The native purchase callback goes to the payment screen's actor while it runs. */
  function listenForPurchaseResults(payment: ActorRefFrom<typeof paymentMachine>): () => void {
    return bridge.onPurchaseResult((result) => {
      track("purchase_result", result.status === "success" ? "success" : "failure", result.status);
      payment.send({ type: "payment.resultReceived", status: result.status });
    });
  }

  /** What the kundali depth section is wired to (src/app/kundaliDepthWiring.ts, fetched with the section). */
  const kundaliDepth: KundaliDepthEnvironment = {
    api,
    bridge,
    storage,
    sessionId: () => (isAuthenticated() ? null : sessionId()),
    track,
  };

  return {
    /** Inside the native app's webview (notification toggle, native pickers, in-app purchases, contact-us). */
    isNativeApp: bridge.isNativeApp,
    /** SPEC §9 mobile view: the native app on a window narrower than 460 px, decided once at start. */
    isMobileView: isMobileView(bridge.isNativeApp, adapters.windowWidth ?? Number.POSITIVE_INFINITY),
    /** Settings 'Contact Us' in the native app: it gets the support address with an empty subject and body. */
    contactUs: (email: string) => bridge.contactUs({ email, subject: "", body: "" }),
    appStore,
    session,
    offline,
    serviceWorker,
    /** What each screen machine is bound to, by its screen's binding: `<name>MachineFor(logic.ports.<name>)`. */
    ports: {
      walkthrough,
      questions,
      citySearch,
      getStarted,
      kundaliHome,
      chat,
      login,
      registration,
      coupon,
      payment,
      notifications,
      verification,
      matching,
      resetPassword,
      deleteAccount,
    },
    inputs,
    kundaliDepth,
    start,
    routeFacts,
    routeChanged,
    listenForPurchaseResults,
  };
}

export type AppLogic = ReturnType<typeof createAppLogic>;
export type SessionRef = ActorRefFrom<typeof sessionMachine>;
