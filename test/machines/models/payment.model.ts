import assert from "node:assert/strict";
import type { InAppProduct as SubscriptionPackage } from "../../../contract/commerce";
import { PURCHASE_IN_APP_ONLY, paymentMachine } from "../../../machines/payment";
import type { MachineWalkSpec } from "../support/walk";

export const pack: SubscriptionPackage = {
  sku: "questions_5",
  queries: 5,
  listings: { "en-US": { title: "5 questions", description: "Five answers" } },
  defaultPrice: { priceMicros: "990000", currency: "USD" },
};

export const paymentSpec: MachineWalkSpec = {
  name: "payment",
  machine: paymentMachine,
  inputs: [
    { isAuthenticated: true, userId: "7", packages: [], canPurchase: true },
    { isAuthenticated: true, userId: "7", packages: [pack], canPurchase: true },
    { isAuthenticated: false, userId: null, packages: [pack], canPurchase: true },
    // a member in a plain browser: the pick is explained, nothing is bought
    { isAuthenticated: true, userId: "7", packages: [pack], canPurchase: false },
  ],
  events: () => [
    { type: "payment.packSelected", sku: "questions_5" },
    { type: "payment.resultReceived", status: "success" },
    { type: "payment.resultReceived", status: "cancelled" },
    { type: "payment.resultDismissed" },
    { type: "payment.retry" },
  ],
  // purchaseResults only listens: it never finishes nor fails; what it sends is `payment.resultReceived` above
  outputs: { loadPackages: [[pack], []], loadEligibility: [6], purchaseResults: [] },
  errors: {
    loadPackages: [new Error("An unexpected error occurred.")],
    loadEligibility: [new Error("x")],
    purchaseResults: [],
  },
  recordedActions: [
    "savePackages",
    "openLoginModal",
    "startPurchase",
    "explainAppOnly",
    "saveRemaining",
    "showPaymentToast",
  ],
  states: {
    loadingPacks: ({ snapshot, calls }) => {
      assert.equal(calls.at(-1)?.actor, "loadPackages");
      // docs/product.md §7: the package list is fetched only when no packages are in state
      assert.deepEqual(snapshot.context.packages, []);
    },
    purchasing: ({ actions }) =>
      assert.deepEqual(actions.at(-1), {
        name: "startPurchase",
        params: { user_id: "7", product_id: "questions_5" },
        event: { type: "payment.packSelected", sku: "questions_5" },
      }),
    "result.succeeded": ({ actions }) => {
      const toast = actions.filter((a) => a.name === "showPaymentToast").at(-1);
      assert.deepEqual(toast?.params, { succeeded: true, message: "Payment Successful !" });
    },
    "result.failed": ({ actions }) =>
      assert.deepEqual(actions.at(-1)?.params, { succeeded: false, message: "Payment failed !" }),
    ready: ({ snapshot, actions }) => {
      if (!snapshot.context.isAuthenticated || !snapshot.context.canPurchase)
        assert.ok(!actions.some((a) => a.name === "startPurchase"));
      const last = actions.at(-1);
      if (last?.name === "explainAppOnly") {
        assert.equal(snapshot.context.canPurchase, false);
        assert.equal(last.params, PURCHASE_IN_APP_ONLY);
      }
      if (last?.name === "openLoginModal") assert.equal(snapshot.context.isAuthenticated, false);
    },
  },
};
