/**
 * Question packs and purchase (docs/product.md §2 Subscription / Question Packs, §4 payment result, §7 inappproduct).
 *
 * Input: `isAuthenticated`, `userId`, `packages` already in the app store (fetched only when there are none),
 * `canPurchase` (inside the native app: purchases go through it; in a plain browser a member's pick is explained).
 * Events: `payment.packSelected` { sku }, `payment.resultReceived` { status } (the native app's callback),
 * `payment.resultDismissed`, `payment.retry`.
 * Snapshot: `matches("loadingPacks")`; `matches("ready")`: `context.packages` ('No package available!' when empty),
 * `context.error`; `matches("purchasing")` (waiting for the native app); `matches("confirming")` (refreshing the
 * count); `matches({ result: "succeeded" })` -> 'Payment Successful !'; `matches({ result: "failed" })` ->
 * 'Payment failed !' (toast) / 'Payment fail !' (modal); dismissing clears it.
 * Placeholders: actors `loadPackages` (output packages), `loadEligibility` (output remaining count),
 * `purchaseResults` (a callback actor that sends `payment.resultReceived` as the native app answers, while the
 * machine runs); actions
 * `savePackages` (params), `openLoginModal` (guests must log in first), `startPurchase` (params { user_id,
 * product_id }), `explainAppOnly` (params PURCHASE_IN_APP_ONLY: a browser cannot buy), `saveRemaining` (params
 * count), `showPaymentToast` (params { succeeded, message }: a success toast or a failure one).
 */
import { assign, fromCallback, fromPromise, setup } from "xstate";
import type { InAppProduct as SubscriptionPackage } from "../contract/commerce";
import type { Said } from "./lib/callFailure";
import { errorMessage, notProvided } from "./lib/placeholders";

export const PAYMENT_SUCCESS = "Payment Successful !";
export const PAYMENT_FAILED = "Payment failed !";
/** Our copy (docs/product.md is silent): what a member who picks a pack outside the native app is told. */
export const PURCHASE_IN_APP_ONLY =
  "Question packs are bought in the Kundali Guru mobile app. Install it from the store, or apply a coupon below.";

/** The listing shown for a pack: the reader's language's (e.g. ne-NP), else en-GB, then en-US (docs/product.md §3). */
export function packListing(pack: SubscriptionPackage, language = "en"): { title: string; description: string } | null {
  const own = Object.entries(pack.listings).find(([locale]) => locale.toLowerCase().split("-")[0] === language);
  return (language === "en" ? undefined : own?.[1]) ?? pack.listings["en-GB"] ?? pack.listings["en-US"] ?? null;
}

export type PaymentEvent =
  | { type: "payment.packSelected"; sku: string }
  | { type: "payment.resultReceived"; status: string }
  | { type: "payment.resultDismissed" }
  | { type: "payment.retry" };

export interface PaymentInput {
  isAuthenticated: boolean;
  userId: string | null;
  packages: SubscriptionPackage[];
  canPurchase: boolean;
}

export const paymentMachine = setup({
  types: {
    context: {} as {
      isAuthenticated: boolean;
      userId: string | null;
      packages: SubscriptionPackage[];
      canPurchase: boolean;
      error: Said | null;
    },
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    loadPackages: fromPromise<SubscriptionPackage[]>(notProvided("loadPackages")),
    loadEligibility: fromPromise<number>(notProvided("loadEligibility")),
    // Outside the native app no purchase answers, so there is nothing to hear.
    purchaseResults: fromCallback<PaymentEvent>(() => () => {}),
  },
  actions: {
    savePackages: (_, _packages: SubscriptionPackage[]) => {},
    openLoginModal: () => {},
    startPurchase: (_, _request: { user_id: string; product_id: string }) => {},
    explainAppOnly: (_, _message: string) => {},
    saveRemaining: (_, _remaining: number) => {},
    showPaymentToast: (_, _toast: { succeeded: boolean; message: string }) => {},
  },
  guards: {
    hasPackages: ({ context }) => context.packages.length > 0,
    canBuy: ({ context }) => context.isAuthenticated && context.userId !== null && context.canPurchase,
    isMember: ({ context }) => context.isAuthenticated && context.userId !== null,
    succeeded: ({ event }) => event.type === "payment.resultReceived" && event.status === "success",
  },
}).createMachine({
  id: "payment",
  context: ({ input }) => ({ ...input, error: null }),
  invoke: { id: "purchaseResults", src: "purchaseResults" },
  initial: "starting",
  states: {
    starting: { always: [{ guard: "hasPackages", target: "ready" }, { target: "loadingPacks" }] },
    loadingPacks: {
      invoke: {
        id: "loadPackages",
        src: "loadPackages",
        onDone: {
          target: "ready",
          actions: [
            assign({ packages: ({ event }) => event.output }),
            { type: "savePackages", params: ({ event }) => event.output },
          ],
        },
        onError: { target: "ready", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {
      on: {
        "payment.retry": { guard: ({ context }) => context.packages.length === 0, target: "loadingPacks" },
        "payment.packSelected": [
          {
            guard: "canBuy",
            target: "purchasing",
            actions: {
              type: "startPurchase",
              params: ({ context, event }) => ({ user_id: context.userId as string, product_id: event.sku }),
            },
          },
          { guard: "isMember", actions: { type: "explainAppOnly", params: PURCHASE_IN_APP_ONLY } },
          { actions: "openLoginModal" },
        ],
      },
    },
    purchasing: {
      on: {
        "payment.resultReceived": [
          {
            guard: "succeeded",
            target: "confirming",
            actions: { type: "showPaymentToast", params: { succeeded: true, message: PAYMENT_SUCCESS } },
          },
          {
            target: "result.failed",
            actions: { type: "showPaymentToast", params: { succeeded: false, message: PAYMENT_FAILED } },
          },
        ],
      },
    },
    // the purchase went through: the count shown everywhere is read again
    confirming: {
      invoke: {
        id: "loadEligibility",
        src: "loadEligibility",
        onDone: {
          target: "result.succeeded",
          actions: { type: "saveRemaining", params: ({ event }) => event.output },
        },
        onError: { target: "result.succeeded" },
      },
    },
    result: {
      initial: "succeeded",
      on: { "payment.resultDismissed": "ready" },
      states: { succeeded: {}, failed: {} },
    },
  },
});
