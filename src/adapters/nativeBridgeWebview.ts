// The native bridge inside the mobile app's webview, over flutter_inappwebview's
// `window.flutter_inappwebview.callHandler(name, ...args)` (a Promise of the Dart handler's answer).
// The page may start before the plugin has injected its script: until `flutterInAppWebViewPlatformReady` fires
// (or the handler API is found ready), calls wait in a queue and go out in order, none is lost.
// The purchase result comes back either as the `inappproduct` handler's answer or later through the global
// `window.nativePurchaseResult(result)` (docs/native-bridge.md).

import { twoDigits } from "../../shared/two-digits";
import { NATIVE_HANDLERS, type NativeBridge, type PurchaseResult, type WebEvent } from "./nativeBridge";

export const PLATFORM_READY_EVENT = "flutterInAppWebViewPlatformReady";
/** The status reported when the `inappproduct` call itself fails (handler missing or threw). */
export const PURCHASE_CALL_FAILED = "error";
/** The earliest birth date offered by the date picker. */
export const EARLIEST_BIRTH_DATE = "1900-01-01";

export interface FlutterInAppWebView {
  callHandler(name: string, ...args: unknown[]): Promise<unknown>;
  /** flutter_inappwebview 6 sets this once the platform is ready; older versions leave it undefined. */
  _platformReady?: boolean;
}

/** The part of `window` the bridge uses (a fake in unit tests, the simulator in development). */
export interface WebviewHost {
  flutter_inappwebview?: FlutterInAppWebView | undefined;
  nativePurchaseResult?: ((result: unknown) => void) | undefined;
  addEventListener(type: string, listener: () => void): void;
}

function handlerApiReady(host: WebviewHost): boolean {
  const api = host.flutter_inappwebview;
  return typeof api?.callHandler === "function" && api._platformReady !== false;
}

/** `{ status }`, a JSON text of it, or a bare status string; anything else is a failure. */
export function purchaseResultFrom(answer: unknown): PurchaseResult | null {
  if (typeof answer === "string") {
    try {
      const parsed: unknown = JSON.parse(answer);
      if (parsed !== null && typeof parsed === "object") return purchaseResultFrom(parsed);
    } catch {
      // not JSON: the text is the status itself
    }
    return answer.trim() === "" ? null : { status: answer.trim() };
  }
  if (answer !== null && typeof answer === "object" && "status" in answer && typeof answer.status === "string") {
    return { status: answer.status };
  }
  return null;
}

function pickedText(answer: unknown): string | null {
  return typeof answer === "string" && answer.trim() !== "" ? answer.trim() : null;
}

function isoDate(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

export function createWebviewNativeBridge(options: { host: WebviewHost; now?: () => Date }): NativeBridge {
  const { host } = options;
  const now = options.now ?? (() => new Date());
  let ready = handlerApiReady(host);
  const waiting: Array<() => void> = [];

  const flush = () => {
    ready = true;
    for (const send of waiting.splice(0)) send();
  };
  if (!ready) host.addEventListener(PLATFORM_READY_EVENT, flush);

  function call(name: string, ...args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const send = () => {
        try {
          const api = host.flutter_inappwebview;
          if (!api) throw new Error(`The native bridge is missing (handler ${name}).`);
          api.callHandler(name, ...args).then(resolve, reject);
        } catch (error) {
          reject(error);
        }
      };
      // the ready event may have fired before this page listened: flutter_inappwebview 6 also says so in a flag
      if (!ready && host.flutter_inappwebview?._platformReady === true) flush();
      if (ready) send();
      else waiting.push(send);
    });
  }
  /** Calls whose answer nobody needs: a failing handler must not break the page. */
  const tell = (name: string, ...args: unknown[]) => void call(name, ...args).catch(() => {});

  const purchaseListeners = new Set<(result: PurchaseResult) => void>();
  const reportPurchase = (result: PurchaseResult) => {
    for (const listener of [...purchaseListeners]) listener(result);
  };
  host.nativePurchaseResult = (answer: unknown) =>
    reportPurchase(purchaseResultFrom(answer) ?? { status: PURCHASE_CALL_FAILED });

  return {
    isNativeApp: true,
    loggedInStatus: (status) => tell(NATIVE_HANDLERS.loggedInStatus, status),
    notificationSubscribe: (topics) => tell(NATIVE_HANDLERS.notificationSubscribe, topics),
    notificationUnsubscribe: (topics) => tell(NATIVE_HANDLERS.notificationUnsubscribe, topics),
    initializeNotification: () => tell(NATIVE_HANDLERS.initializeNotification),
    webEvent: (event: WebEvent) => tell(NATIVE_HANDLERS.webEvents, event),
    startPurchase: (request) => {
      call(NATIVE_HANDLERS.inAppProduct, request).then(
        (answer) => {
          // an answer without a status means the result comes later through window.nativePurchaseResult
          const result = purchaseResultFrom(answer);
          if (result) reportPurchase(result);
        },
        () => reportPurchase({ status: PURCHASE_CALL_FAILED }),
      );
    },
    onPurchaseResult: (listener) => {
      purchaseListeners.add(listener);
      return () => purchaseListeners.delete(listener);
    },
    contactUs: (message) => tell(NATIVE_HANDLERS.contactUs, message),
    pickDate: async (current) =>
      pickedText(
        await call(NATIVE_HANDLERS.datePicker, { value: current, min: EARLIEST_BIRTH_DATE, max: isoDate(now()) }),
      ),
    pickTime: async (current) => pickedText(await call(NATIVE_HANDLERS.timePicker, { value: current })),
    saveFile: async (file) => {
      // The app answers false when it could not save (a cancelled share sheet is not a failure: it answers true).
      if ((await call(NATIVE_HANDLERS.saveFile, file)) === false)
        throw new Error("The PDF could not be saved. Please try again.");
    },
  };
}
