// subscription's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports,
// and each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this
// file, so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).
import { fromCallback, fromPromise, type InputFrom } from "xstate";
import { couponMachine } from "../../../machines/coupon";
import { paymentMachine } from "../../../machines/payment";
import type { ScreenEnvironment } from "../../app/logic";
import { boundOnce } from "../../wiring/boundOnce";

// The question packs' machines (payment and coupon) bound to the app, and their inputs, beside their hook
// (src/features/subscription/usePacks.ts), which only the screens showing packs import, so they load with them rather
// than with the first load (src/wiring/boundOnce.ts).
export const paymentMachineFor = boundOnce((app: ScreenEnvironment) => {
  const { api, bridge, toasts, prompts } = app.adapters;
  return paymentMachine.provide({
    actors: {
      loadPackages: fromPromise(() => api.packages()),
      loadEligibility: fromPromise(() => app.refreshCount()),
      // the native app's purchase callback, heard while the packs are on screen
      purchaseResults: fromCallback(({ sendBack }) =>
        bridge.onPurchaseResult((result) => {
          app.track("purchase_result", result.status === "success" ? "success" : "failure", result.status);
          sendBack({ type: "payment.resultReceived", status: result.status });
        }),
      ),
    },
    actions: {
      savePackages: (_, packages) => app.patch({ subscription: packages }),
      openLoginModal: () => prompts.openLoginModal(),
      startPurchase: (_, request) => {
        app.track("purchase_started", "select", request.product_id);
        bridge.startPurchase(request);
      },
      explainAppOnly: (_, message) => toasts.error(message),
      saveRemaining: (_, remaining) => app.patch({ query_available: String(remaining) }),
      showPaymentToast: (_, { succeeded, message }) => (succeeded ? toasts.success(message) : toasts.error(message)),
    },
  });
});

export function paymentInput(app: ScreenEnvironment): InputFrom<typeof paymentMachine> {
  const store = app.store();
  return {
    isAuthenticated: app.isAuthenticated(),
    userId: store.profile.id === undefined ? null : String(store.profile.id),
    packages: store.subscription,
    canPurchase: app.adapters.bridge.isNativeApp,
  };
}

export function couponInput(app: ScreenEnvironment): InputFrom<typeof couponMachine> {
  const store = app.store();
  return { userId: store.profile.id === undefined ? null : String(store.profile.id), sessionId: app.sessionId() };
}

export const couponMachineFor = boundOnce((app: ScreenEnvironment) =>
  couponMachine.provide({
    actors: { applyCoupon: fromPromise(({ input }) => app.adapters.api.applyCoupon(input)) },
    actions: { couponApplied: () => void app.refreshCount().catch(() => {}) },
  }),
);
