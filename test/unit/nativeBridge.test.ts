// The webview bridge over flutter_inappwebview's callHandler: detection by the user-agent marker, calls queued until
// the platform is ready, the argument shapes of every handler (docs/native-bridge.md), both purchase result
// paths, and the browser bridge that never calls anything.
import { describe, expect, it } from "vitest";
import {
  browserNativeBridge,
  deferredNativeBridge,
  isMobileView,
  isNativeUserAgent,
  type NativeBridge,
  type PurchaseResult,
} from "../../src/adapters/nativeBridge";
import {
  createWebviewNativeBridge,
  type FlutterInAppWebView,
  PLATFORM_READY_EVENT,
  purchaseResultFrom,
  type WebviewHost,
} from "../../src/adapters/nativeBridgeWebview";

type Call = [string, ...unknown[]];

/** A window stand-in; `answer` decides what each handler's promise gives back. */
function fakeHost(answer: (name: string, args: unknown[]) => Promise<unknown> = async () => null) {
  const calls: Call[] = [];
  const target = new EventTarget();
  const api: FlutterInAppWebView = {
    callHandler: (name, ...args) => {
      calls.push([name, ...args]);
      return answer(name, args);
    },
  };
  const host: WebviewHost & EventTarget = Object.assign(target, {
    flutter_inappwebview: undefined as FlutterInAppWebView | undefined,
    nativePurchaseResult: undefined as ((result: unknown) => void) | undefined,
  });
  return {
    host,
    calls,
    /** What the plugin does when it has injected its script. */
    becomeReady() {
      host.flutter_inappwebview = api;
      host.dispatchEvent(new Event(PLATFORM_READY_EVENT));
    },
    installReady() {
      host.flutter_inappwebview = api;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("native app detection", () => {
  it("is the marker in the user agent, and a mobile view also needs a window under 460 px", () => {
    const ua = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36";
    expect(isNativeUserAgent(`${ua} KundaliGuruApp/1.4`, "KundaliGuruApp")).toBe(true);
    expect(isNativeUserAgent(ua, "KundaliGuruApp")).toBe(false);
    expect(isNativeUserAgent(ua, "  ")).toBe(false);
    expect(isMobileView(true, 390)).toBe(true);
    expect(isMobileView(true, 460)).toBe(false);
    expect(isMobileView(false, 390)).toBe(false);
  });
});

describe("the webview bridge", () => {
  it("queues calls made before the platform is ready and sends them in order once it is", async () => {
    const fake = fakeHost();
    const bridge = createWebviewNativeBridge({ host: fake.host });
    expect(bridge.isNativeApp).toBe(true);
    bridge.loggedInStatus("logout");
    bridge.initializeNotification();
    bridge.notificationSubscribe(["ALL"]);
    await settle();
    expect(fake.calls).toEqual([]);
    fake.becomeReady();
    bridge.loggedInStatus("logged in");
    await settle();
    expect(fake.calls).toEqual([
      ["logged-in-status", "logout"],
      ["initializeNotification"],
      ["notification-subscribe", ["ALL"]],
      ["logged-in-status", "logged in"],
    ]);
  });

  it("calls at once when the handler API is already there, or its ready flag says so after a missed event", async () => {
    const ready = fakeHost();
    ready.installReady();
    createWebviewNativeBridge({ host: ready.host }).loggedInStatus("logged in");
    expect(ready.calls).toEqual([["logged-in-status", "logged in"]]);

    const flagged = fakeHost();
    flagged.host.flutter_inappwebview = { callHandler: async () => null, _platformReady: false };
    const bridge = createWebviewNativeBridge({ host: flagged.host });
    const seen: string[] = [];
    flagged.host.flutter_inappwebview = {
      callHandler: async (name) => {
        seen.push(name);
        return null;
      },
      _platformReady: true,
    };
    bridge.contactUs({ email: "support@kundaliguru.app", subject: "", body: "" });
    await settle();
    expect(seen).toEqual(["contact-us"]);
  });

  it("sends every handler's arguments in the documented shape", async () => {
    const fake = fakeHost(async (name) =>
      name === "date-picker" ? "1990-04-12" : name === "time-picker" ? "14:30" : null,
    );
    fake.installReady();
    const bridge = createWebviewNativeBridge({ host: fake.host, now: () => new Date(2026, 10, 22, 9, 30) });
    bridge.notificationUnsubscribe(["ALL"]);
    bridge.webEvent({ name: "screen_view", page: "/kundali", event: "view", value: "" });
    bridge.contactUs({ email: "support@kundaliguru.app", subject: "", body: "" });
    bridge.startPurchase({ user_id: "7", product_id: "questions_10" });
    expect(await bridge.pickDate("")).toBe("1990-04-12");
    expect(await bridge.pickTime("06:30")).toBe("14:30");
    expect(fake.calls).toEqual([
      ["notification-unsubscribe", ["ALL"]],
      ["web-events", { name: "screen_view", page: "/kundali", event: "view", value: "" }],
      ["contact-us", { email: "support@kundaliguru.app", subject: "", body: "" }],
      ["inappproduct", { user_id: "7", product_id: "questions_10" }],
      ["date-picker", { value: "", min: "1900-01-01", max: "2026-11-22" }],
      ["time-picker", { value: "06:30" }],
    ]);
  });

  it("a picker that is cancelled, answers nothing useful or fails gives null or the failure", async () => {
    const answers: unknown[] = [null, "", 42];
    const fake = fakeHost(async (name) => {
      if (name === "time-picker") throw new Error("no handler");
      return answers.shift();
    });
    fake.installReady();
    const bridge = createWebviewNativeBridge({ host: fake.host });
    expect(await bridge.pickDate("")).toBeNull();
    expect(await bridge.pickDate("")).toBeNull();
    expect(await bridge.pickDate("")).toBeNull();
    await expect(bridge.pickTime("")).rejects.toThrow("no handler");
  });

  it("a failing fire-and-forget handler breaks nothing", async () => {
    const fake = fakeHost(async () => {
      throw new Error("MissingPluginException");
    });
    fake.installReady();
    const bridge = createWebviewNativeBridge({ host: fake.host });
    bridge.notificationSubscribe(["ALL"]);
    bridge.webEvent({ name: "login", page: "/login", event: "success", value: "" });
    await settle();
    expect(fake.calls.map(([name]) => name)).toEqual(["notification-subscribe", "web-events"]);
  });
});

describe("the purchase result", () => {
  function purchaseBridge(answer: (name: string) => Promise<unknown>) {
    const fake = fakeHost((name) => answer(name));
    fake.installReady();
    const bridge = createWebviewNativeBridge({ host: fake.host });
    const results: PurchaseResult[] = [];
    const stop = bridge.onPurchaseResult((result) => results.push(result));
    return { fake, bridge, results, stop };
  }

  it("comes as the inappproduct handler's answer", async () => {
    const { bridge, results } = purchaseBridge(async () => ({ status: "success", orderId: "GPA.1" }));
    bridge.startPurchase({ user_id: "7", product_id: "questions_3" });
    await settle();
    expect(results).toEqual([{ status: "success" }]);
  });

  it("or later through window.nativePurchaseResult when the handler answers without a status", async () => {
    const { bridge, fake, results, stop } = purchaseBridge(async () => null);
    bridge.startPurchase({ user_id: "7", product_id: "questions_3" });
    await settle();
    expect(results).toEqual([]);
    fake.host.nativePurchaseResult?.({ status: "cancelled" });
    fake.host.nativePurchaseResult?.('{"status":"success"}');
    fake.host.nativePurchaseResult?.("success");
    fake.host.nativePurchaseResult?.(undefined);
    expect(results).toEqual([
      { status: "cancelled" },
      { status: "success" },
      { status: "success" },
      { status: "error" },
    ]);
    stop();
    fake.host.nativePurchaseResult?.({ status: "success" });
    expect(results).toHaveLength(4);
  });

  it("is a failure when the inappproduct call itself fails", async () => {
    const { bridge, results } = purchaseBridge(async () => {
      throw new Error("billing unavailable");
    });
    bridge.startPurchase({ user_id: "7", product_id: "questions_3" });
    await settle();
    expect(results).toEqual([{ status: "error" }]);
  });

  it("parses the documented shapes only", () => {
    expect(purchaseResultFrom({ status: "success" })).toEqual({ status: "success" });
    expect(purchaseResultFrom(" pending ")).toEqual({ status: "pending" });
    expect(purchaseResultFrom({ state: "success" })).toBeNull();
    expect(purchaseResultFrom({ status: 1 })).toBeNull();
    expect(purchaseResultFrom("")).toBeNull();
    expect(purchaseResultFrom(true)).toBeNull();
  });
});

describe("the browser bridge", () => {
  it("calls nothing and answers the pickers with null", async () => {
    expect(browserNativeBridge.isNativeApp).toBe(false);
    const results: PurchaseResult[] = [];
    browserNativeBridge.onPurchaseResult((result) => results.push(result))();
    browserNativeBridge.startPurchase({ user_id: "7", product_id: "questions_3" });
    expect(await browserNativeBridge.pickDate("")).toBeNull();
    expect(await browserNativeBridge.pickTime("")).toBeNull();
    expect(results).toEqual([]);
  });
});

describe("the bridge while the webview implementation is fetched", () => {
  function deferred() {
    const fake = fakeHost(async (name) => (name === "date-picker" ? "1990-04-12" : { status: "success" }));
    fake.installReady();
    let arrive: (bridge: NativeBridge) => void = () => {};
    const bridge = deferredNativeBridge(() => new Promise((resolve) => (arrive = resolve)));
    return { fake, bridge, arrive: () => arrive(createWebviewNativeBridge({ host: fake.host })) };
  }

  it("is the native app's, holds every call until the implementation is there, then sends them in order", async () => {
    const { fake, bridge, arrive } = deferred();
    expect(bridge.isNativeApp).toBe(true);
    bridge.initializeNotification();
    bridge.notificationSubscribe(["ALL"]);
    bridge.loggedInStatus("logout");
    bridge.webEvent({ name: "screen_view", page: "/", event: "view", value: "" });
    const picked = bridge.pickDate("");
    await settle();
    expect(fake.calls).toEqual([]);
    arrive();
    expect(await picked).toBe("1990-04-12");
    expect(fake.calls.map(([name]) => name)).toEqual([
      "initializeNotification",
      "notification-subscribe",
      "logged-in-status",
      "web-events",
      "date-picker",
    ]);
  });

  it("attaches a purchase listener added early once the implementation is there, unless it was removed", async () => {
    const { fake, bridge, arrive } = deferred();
    const kept: PurchaseResult[] = [];
    const dropped: PurchaseResult[] = [];
    bridge.onPurchaseResult((result) => kept.push(result));
    bridge.onPurchaseResult((result) => dropped.push(result))();
    bridge.startPurchase({ user_id: "7", product_id: "questions_3" });
    arrive();
    await settle();
    fake.host.nativePurchaseResult?.({ status: "cancelled" });
    expect(kept).toEqual([{ status: "success" }, { status: "cancelled" }]);
    expect(dropped).toEqual([]);
  });
});
