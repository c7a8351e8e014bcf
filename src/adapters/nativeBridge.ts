// The native app's bridge (SPEC §7 handlers). Here: the interface and the browser's no-op implementation;
// the native-app issue supplies the real one (webview message handlers).
export type PurchaseResult = { status: "success" } | { status: string };

export interface NativeBridge {
  /** True inside the mobile app's webview. */
  readonly isNativeApp: boolean;
  loggedInStatus(status: "logged in" | "logout"): void;
  notificationSubscribe(topics: string[]): void;
  notificationUnsubscribe(topics: string[]): void;
  initializeNotification(): void;
  webEvent(event: { name: string; page: string; event: string; value: string }): void;
  /** Starts an in-app purchase; the native app calls back through `onPurchaseResult`. */
  startPurchase(request: { user_id: string; product_id: string }): void;
  onPurchaseResult(listener: (result: PurchaseResult) => void): () => void;
  contactUs(message: { email: string; subject: string; body: string }): void;
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
};
