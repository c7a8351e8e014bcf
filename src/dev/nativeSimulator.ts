// The native side, simulated for development and browser tests (never in a production build: main.tsx loads it
// only when `import.meta.env.DEV` and `?native=sim`; the browser tests inject a build of nativeSimulatorEntry.ts).
// It does what the mobile app does: puts its marker in the user agent, installs `window.flutter_inappwebview` a
// moment after the page starts and fires `flutterInAppWebViewPlatformReady`, records every handler call (shown in a
// small panel and in `window.__nativeSimulator.calls`), answers the date and time pickers with the panel's values,
// and for `inappproduct` waits for the developer to choose the outcome: success posts the purchase to the API with
// the user's Bearer token and a fresh purchase token (as the app does after Google Play), then answers
// { status: "success" }; failure answers { status: "failed" }.
import { NATIVE_HANDLERS } from "../adapters/nativeBridge";
import { type FlutterInAppWebView, PLATFORM_READY_EVENT } from "../adapters/nativeBridgeWebview";
import { ACCESS_TOKEN_KEY } from "../adapters/storage";

export interface SimulatedCall {
  name: string;
  args: unknown[];
}

export interface NativeSimulator {
  calls: SimulatedCall[];
  /** Answers for the pickers (also editable in the panel). */
  pickerAnswers: { date: string; time: string };
}

export const SIMULATOR_PANEL_ID = "native-simulator";
export const SIMULATOR_TITLE = "Native bridge simulator";

declare global {
  interface Window {
    flutter_inappwebview?: FlutterInAppWebView;
    __nativeSimulator?: NativeSimulator;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration> = {},
  text = "",
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text) node.textContent = text;
  return node;
}

interface Panel {
  log(call: SimulatedCall): void;
  askPurchase(request: unknown): Promise<"succeed" | "fail">;
  note(text: string): void;
}

function createPanel(simulator: NativeSimulator): Panel {
  const panel = element("details", {
    position: "fixed",
    right: "4px",
    bottom: "84px",
    zIndex: "1000",
    maxWidth: "min(92vw, 340px)",
    maxHeight: "60vh",
    overflow: "auto",
    padding: "6px 8px",
    borderRadius: "8px",
    background: "#10131c",
    color: "#f5f1e6",
    border: "1px solid #e0b84c",
    font: "12px/1.4 system-ui, sans-serif",
  });
  panel.id = SIMULATOR_PANEL_ID;
  panel.setAttribute("aria-label", SIMULATOR_TITLE);
  const summary = element("summary", { cursor: "pointer", fontWeight: "700", minHeight: "24px" }, "Native sim");
  panel.append(summary);

  const heading = element("p", { margin: "6px 0", fontWeight: "700" }, SIMULATOR_TITLE);
  const pickerRow = (label: string, type: "date" | "time", key: "date" | "time") => {
    const wrap = element("label", { display: "flex", gap: "6px", alignItems: "center", margin: "4px 0" }, label);
    const input = element("input", { font: "inherit" });
    input.type = type;
    input.value = simulator.pickerAnswers[key];
    input.addEventListener("input", () => {
      simulator.pickerAnswers[key] = input.value;
    });
    wrap.append(input);
    return wrap;
  };
  const purchase = element("div", { display: "none", margin: "6px 0", padding: "6px", border: "1px dashed #e0b84c" });
  const notes = element("p", { margin: "4px 0", color: "#e0b84c" });
  const log = element("ol", { margin: "4px 0", paddingLeft: "18px", wordBreak: "break-word" });
  log.setAttribute("aria-label", "Bridge calls");
  panel.append(
    heading,
    pickerRow("Date picker answers", "date", "date"),
    pickerRow("Time picker answers", "time", "time"),
    purchase,
    notes,
    log,
  );
  (document.body ?? document.documentElement).append(panel);

  return {
    log(call) {
      // A file's base64 would fill the panel: long strings are shortened in the log (not in `calls`).
      const shorten = (_key: string, value: unknown) =>
        typeof value === "string" && value.length > 80 ? `${value.slice(0, 40)}… (${value.length} chars)` : value;
      const item = element("li", {}, `${call.name} ${call.args.map((arg) => JSON.stringify(arg, shorten)).join(", ")}`);
      log.append(item);
      summary.textContent = `Native sim · ${simulator.calls.length} calls`;
    },
    note(text) {
      notes.textContent = text;
    },
    askPurchase(request) {
      panel.open = true;
      purchase.replaceChildren(element("p", { margin: "0 0 6px" }, `Purchase ${JSON.stringify(request)}`));
      purchase.style.display = "block";
      return new Promise((resolve) => {
        const choice = (label: string, outcome: "succeed" | "fail") => {
          const button = element("button", { marginRight: "6px", minHeight: "32px", font: "inherit" }, label);
          button.type = "button";
          button.addEventListener("click", () => {
            purchase.style.display = "none";
            resolve(outcome);
          });
          return button;
        };
        purchase.append(choice("Purchase succeeds", "succeed"), choice("Purchase fails", "fail"));
      });
    },
  };
}

/** What the real app does after Google Play confirms: credit the pack on the server, then report the status. */
async function completePurchase(request: unknown, panel: Panel): Promise<{ status: string }> {
  const productId =
    request !== null && typeof request === "object" && "product_id" in request ? String(request.product_id) : "";
  const response = await fetch("/api/google-play/purchase", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${localStorage.getItem(ACCESS_TOKEN_KEY) ?? ""}`,
    },
    body: JSON.stringify({ product_id: productId, purchase_token: `sim-${crypto.randomUUID()}` }),
  });
  panel.note(`POST /api/google-play/purchase: ${response.status}`);
  return { status: response.ok ? "success" : "error" };
}

export function installNativeSimulator(options: { marker: string; readyDelayMs?: number }): NativeSimulator {
  const simulator: NativeSimulator = { calls: [], pickerAnswers: { date: "1990-04-12", time: "14:30" } };
  window.__nativeSimulator = simulator;
  // the app's webview announces itself in the user agent before any page script runs
  const userAgent = `${navigator.userAgent} ${options.marker}`;
  Object.defineProperty(navigator, "userAgent", { get: () => userAgent, configurable: true });

  const panelReady = new Promise<Panel>((resolve) => {
    const build = () => resolve(createPanel(simulator));
    if (document.body) build();
    else document.addEventListener("DOMContentLoaded", build, { once: true });
  });

  const api: FlutterInAppWebView = {
    async callHandler(name, ...args) {
      const call = { name, args };
      simulator.calls.push(call);
      const shown = await panelReady;
      shown.log(call);
      switch (name) {
        case NATIVE_HANDLERS.datePicker:
          return simulator.pickerAnswers.date || null;
        case NATIVE_HANDLERS.timePicker:
          return simulator.pickerAnswers.time || null;
        case NATIVE_HANDLERS.saveFile:
          return true; // the app saved it (or showed its share sheet)
        case NATIVE_HANDLERS.inAppProduct: {
          const outcome = await shown.askPurchase(args[0]);
          return outcome === "succeed" ? completePurchase(args[0], shown) : { status: "failed" };
        }
        default:
          return null;
      }
    },
  };
  // like the plugin, the handler API arrives a moment after the page starts: early calls must wait for it
  setTimeout(() => {
    window.flutter_inappwebview = api;
    window.dispatchEvent(new Event(PLATFORM_READY_EVENT));
  }, options.readyDelayMs ?? 300);
  return simulator;
}
