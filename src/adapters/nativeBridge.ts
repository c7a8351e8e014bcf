// The native app's bridge (SPEC §7 handlers): the interface the app logic uses, the handler names the native app
// registers, the browser's no-op implementation (outside the app none of the handlers is ever called), and the
// native app's detection. The webview implementation is nativeBridgeWebview.ts, fetched only inside the app
// (`deferredNativeBridge`); docs/native-bridge.md is the contract for the app.

/** The purchase outcome the native app reports: "success", or any other status (a failure). */
export interface PurchaseResult {
  status: string;
}

/** The handler names the native app registers with `addJavaScriptHandler` (SPEC §7; the pickers are ours). */
export const NATIVE_HANDLERS = {
  notificationSubscribe: "notification-subscribe",
  notificationUnsubscribe: "notification-unsubscribe",
  initializeNotification: "initializeNotification",
  loggedInStatus: "logged-in-status",
  webEvents: "web-events",
  inAppProduct: "inappproduct",
  contactUs: "contact-us",
  datePicker: "date-picker",
  timePicker: "time-picker",
  saveFile: "save-file",
} as const;

/** A file the page hands to the native app to save or share (webviews do not download blob: links). */
export interface NativeFile {
  /** The file's name, e.g. "kundali-asha-sharma.pdf". */
  name: string;
  /** e.g. "application/pdf". */
  mime: string;
  /** The bytes, base64 (standard alphabet, padded). */
  base64: string;
}

/** One analytics event for the native app (`web-events`). */
export interface WebEvent {
  /** What happened, a stable identifier: "screen_view", "question_selected", "purchase_started"... */
  name: string;
  /** The route it happened on. */
  page: string;
  /** The kind of interaction: "view", "select", "submit", "success", "failure". */
  event: string;
  /** A detail (question text, sku, status) or "". */
  value: string;
}

export interface NativeBridge {
  /** True inside the mobile app's webview. */
  readonly isNativeApp: boolean;
  loggedInStatus(status: "logged in" | "logout"): void;
  notificationSubscribe(topics: string[]): void;
  notificationUnsubscribe(topics: string[]): void;
  initializeNotification(): void;
  webEvent(event: WebEvent): void;
  /** Starts an in-app purchase; the outcome arrives through `onPurchaseResult`. */
  startPurchase(request: { user_id: string; product_id: string }): void;
  onPurchaseResult(listener: (result: PurchaseResult) => void): () => void;
  contactUs(message: { email: string; subject: string; body: string }): void;
  /** The native date picker, opened at `current` (YYYY-MM-DD or ""); the picked date, or null when cancelled. */
  pickDate(current: string): Promise<string | null>;
  /** The native time picker, opened at `current` (HH:MM or ""); the picked time, or null when cancelled. */
  pickTime(current: string): Promise<string | null>;
  /** Hands a file to the app (save or share sheet); rejects when the app cannot take it. */
  saveFile(file: NativeFile): Promise<void>;
}

export const browserNativeBridge: NativeBridge = {
  isNativeApp: false,
  loggedInStatus: () => {},
  notificationSubscribe: () => {},
  notificationUnsubscribe: () => {},
  initializeNotification: () => {},
  webEvent: () => {},
  startPurchase: () => {},
  onPurchaseResult: () => () => {},
  contactUs: () => {},
  pickDate: async () => null,
  pickTime: async () => null,
  saveFile: async () => {},
};

/** SPEC §9: the mobile view is the native app's webview on a window narrower than 460 px. */
export const MOBILE_VIEW_MAX_WIDTH = 460;

export function isMobileView(isNativeApp: boolean, windowWidth: number): boolean {
  return isNativeApp && windowWidth < MOBILE_VIEW_MAX_WIDTH;
}

/** True when the user-agent string carries the native app's marker (case-sensitive, as the app sets it). */
export function isNativeUserAgent(userAgent: string, marker: string): boolean {
  return marker.trim() !== "" && userAgent.includes(marker.trim());
}

/**
 * The native app's bridge while its implementation is being fetched (kept out of the first load: only the native app
 * needs it): every call waits for `load` and goes out in the order it was made; a purchase listener is attached as
 * soon as the implementation is there, unless it was removed before.
 */
export function deferredNativeBridge(load: () => Promise<NativeBridge>): NativeBridge {
  const loading = load();
  const later =
    <Args extends unknown[]>(call: (bridge: NativeBridge, ...args: Args) => void) =>
    (...args: Args) =>
      void loading.then((bridge) => call(bridge, ...args)).catch(() => {});
  return {
    isNativeApp: true,
    loggedInStatus: later((bridge, status) => bridge.loggedInStatus(status)),
    notificationSubscribe: later((bridge, topics) => bridge.notificationSubscribe(topics)),
    notificationUnsubscribe: later((bridge, topics) => bridge.notificationUnsubscribe(topics)),
    initializeNotification: later((bridge) => bridge.initializeNotification()),
    webEvent: later((bridge, event) => bridge.webEvent(event)),
    startPurchase: later((bridge, request) => bridge.startPurchase(request)),
    onPurchaseResult: (listener) => {
      let stop: (() => void) | null = null;
      let removed = false;
      void loading.then((bridge) => {
        if (!removed) stop = bridge.onPurchaseResult(listener);
      });
      return () => {
        removed = true;
        stop?.();
      };
    },
    contactUs: later((bridge, message) => bridge.contactUs(message)),
    pickDate: async (current) => (await loading).pickDate(current),
    pickTime: async (current) => (await loading).pickTime(current),
    saveFile: async (file) => (await loading).saveFile(file),
  };
}
