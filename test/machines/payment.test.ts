import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import type { InAppProduct as SubscriptionPackage } from "../../contract/commerce";
import {
  PAYMENT_SUCCESS,
  type PaymentEvent,
  type PaymentInput,
  PURCHASE_IN_APP_ONLY,
  packListing,
  paymentMachine,
} from "../../machines/payment";
import { pack, paymentSpec } from "./models/payment.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(paymentSpec);

describe("the native app's purchase answer", () => {
  it("reaches the machine through its purchaseResults actor, which stops listening when the machine stops", () => {
    const nativeApp = { answer: (_event: PaymentEvent) => {} };
    const started: string[] = [];
    const toasts: string[] = [];
    let listening = false;
    const machine = paymentMachine.provide({
      actors: {
        loadEligibility: fromPromise(() => new Promise<number>(() => {})),
        purchaseResults: fromCallback(({ sendBack }) => {
          listening = true;
          nativeApp.answer = sendBack;
          return () => {
            listening = false;
          };
        }),
      },
      actions: {
        startPurchase: (_, request) => started.push(request.product_id),
        showPaymentToast: (_, { message }) => toasts.push(message),
      },
    });
    const payment = createActor(machine, {
      input: { isAuthenticated: true, userId: "7", packages: [pack], canPurchase: true },
    }).start();
    expect(listening).toBe(true);
    payment.send({ type: "payment.packSelected", sku: pack.sku });
    expect(started).toEqual([pack.sku]);
    expect(payment.getSnapshot().value).toBe("purchasing");
    nativeApp.answer({ type: "payment.resultReceived", status: "success" });
    expect(toasts).toEqual([PAYMENT_SUCCESS]);
    expect(payment.getSnapshot().value).toBe("confirming");
    payment.stop();
    expect(listening).toBe(false);
  });
});

// docs/product.md §2 Subscription / Question Packs, §4 payment result, §7 (packages fetched only when none are in state).
describe("question packs and their purchase", () => {
  type Effect = [string, unknown];
  function start(
    input: PaymentInput,
    answers: { packages?: () => Promise<SubscriptionPackage[]>; count?: () => Promise<number> } = {},
  ) {
    const effects: Effect[] = [];
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) => {
      effects.push([name, params]);
    };
    const machine = paymentMachine.provide({
      actors: {
        loadPackages: fromPromise(() => {
          calls.push("loadPackages");
          return (answers.packages ?? (async () => [pack]))();
        }),
        loadEligibility: fromPromise(() => {
          calls.push("loadEligibility");
          return (answers.count ?? (async () => 6))();
        }),
      },
      actions: {
        savePackages: record("savePackages"),
        openLoginModal: record("openLoginModal"),
        startPurchase: record("startPurchase"),
        explainAppOnly: record("explainAppOnly"),
        saveRemaining: record("saveRemaining"),
        showPaymentToast: record("showPaymentToast"),
      },
    });
    return { actor: createActor(machine, { input }).start(), effects, calls };
  }
  const member: PaymentInput = { isAuthenticated: true, userId: "7", packages: [pack], canPurchase: true };

  it("packs already in the app store are shown as they are, not fetched again", () => {
    const { actor, calls, effects } = start(member);
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context).toMatchObject({ packages: [pack], error: null });
    actor.send({ type: "payment.retry" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(calls).toEqual([]);
    expect(effects).toEqual([]);
  });

  it("without packs in store the list is fetched, shown and kept in the store", async () => {
    const { actor, calls, effects } = start({ ...member, packages: [] });
    expect(actor.getSnapshot().value).toBe("loadingPacks");
    const ready = await waitFor(actor, (s) => s.matches("ready"));
    expect(ready.context.packages).toEqual([pack]);
    expect(calls).toEqual(["loadPackages"]);
    expect(effects).toEqual([["savePackages", [pack]]]);
  });

  it("a failed fetch shows the server's message (else 'An unexpected error occurred.'); a retry fetches again", async () => {
    const failures = [new Error("Store closed."), new Error("")];
    const { actor, calls } = start({ ...member, packages: [] }, { packages: () => Promise.reject(failures.shift()) });
    let ready = await waitFor(actor, (s) => s.matches("ready"));
    expect(ready.context).toMatchObject({ packages: [], error: "Store closed." });
    actor.send({ type: "payment.retry" });
    expect(actor.getSnapshot().value).toBe("loadingPacks");
    ready = await waitFor(actor, (s) => s.matches("ready"));
    expect(ready.context.error).toBe("An unexpected error occurred.");
    expect(calls).toEqual(["loadPackages", "loadPackages"]);
  });

  it("a member in the app buys the pack picked; success toasts, reads the count again and keeps it", async () => {
    const { actor, calls, effects } = start(member);
    actor.send({ type: "payment.packSelected", sku: "questions_5" });
    expect(actor.getSnapshot().value).toBe("purchasing");
    actor.send({ type: "payment.resultReceived", status: "success" });
    const done = await waitFor(actor, (s) => s.matches({ result: "succeeded" }));
    expect(calls).toEqual(["loadEligibility"]);
    expect(effects).toEqual([
      ["startPurchase", { user_id: "7", product_id: "questions_5" }],
      ["showPaymentToast", { succeeded: true, message: "Payment Successful !" }],
      ["saveRemaining", 6],
    ]);
    expect(done.context.error).toBeNull();
    actor.send({ type: "payment.resultDismissed" });
    expect(actor.getSnapshot().value).toBe("ready");
  });

  it("the count not read again still shows the success", async () => {
    const { actor, effects } = start(member, { count: () => Promise.reject(new Error("offline")) });
    actor.send({ type: "payment.packSelected", sku: "questions_5" });
    actor.send({ type: "payment.resultReceived", status: "success" });
    await waitFor(actor, (s) => s.matches({ result: "succeeded" }));
    expect(effects.map(([name]) => name)).toEqual(["startPurchase", "showPaymentToast"]);
  });

  it("any other status is a failure: 'Payment failed !' and no count is read", () => {
    const { actor, calls, effects } = start(member);
    actor.send({ type: "payment.packSelected", sku: "questions_5" });
    actor.send({ type: "payment.resultReceived", status: "cancelled" });
    expect(actor.getSnapshot().value).toEqual({ result: "failed" });
    expect(effects.at(-1)).toEqual(["showPaymentToast", { succeeded: false, message: "Payment failed !" }]);
    expect(calls).toEqual([]);
    actor.send({ type: "payment.resultDismissed" });
    expect(actor.getSnapshot().value).toBe("ready");
  });

  it("nothing is bought for a guest (login first), a member in a browser (told why), or a user without an id", () => {
    for (const [input, effect] of [
      [{ ...member, isAuthenticated: false, userId: null }, ["openLoginModal", undefined]],
      [{ ...member, isAuthenticated: false }, ["openLoginModal", undefined]],
      [{ ...member, canPurchase: false }, ["explainAppOnly", PURCHASE_IN_APP_ONLY]],
    ] as Array<[PaymentInput, Effect]>) {
      const { actor, effects } = start(input);
      actor.send({ type: "payment.packSelected", sku: "questions_5" });
      expect(actor.getSnapshot().value).toBe("ready");
      expect(effects).toEqual([effect]);
    }
    // inside the app, a user the app knows no id of cannot buy either, and is not told to use the app
    const { actor, effects } = start({ ...member, userId: null });
    actor.send({ type: "payment.packSelected", sku: "questions_5" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(effects.map(([name]) => name)).not.toContain("startPurchase");
    expect(effects.map(([name]) => name)).not.toContain("explainAppOnly");
  });
});

// docs/product.md §3: listings are keyed by locale, en-GB then en-US; a listing in the reader's own language comes first.
describe("the listing shown for a pack", () => {
  const gb = { title: "5 questions", description: "Five answers" };
  const us = { title: "5 questions (US)", description: "Five answers (US)" };
  const ne = { title: "५ प्रश्न", description: "पाँच उत्तर" };
  const withListings = (listings: SubscriptionPackage["listings"]) => ({ ...pack, listings });

  it("en-GB first, then en-US, else none", () => {
    expect(packListing(withListings({ "en-US": us, "en-GB": gb }))).toEqual(gb);
    expect(packListing(withListings({ "en-US": us, "en-GB": gb }), "en")).toEqual(gb);
    expect(packListing(withListings({ "en-US": us }))).toEqual(us);
    expect(packListing(withListings({}))).toBeNull();
  });

  it("the reader's own language first (any region), else the English ones", () => {
    expect(packListing(withListings({ "en-GB": gb, "ne-NP": ne }), "ne")).toEqual(ne);
    expect(packListing(withListings({ "en-US": us, "NE-np": ne }), "ne")).toEqual(ne);
    expect(packListing(withListings({ "en-US": us, "en-GB": gb }), "ne")).toEqual(gb);
    expect(packListing(withListings({ "hi-IN": ne, "en-US": us }), "ne")).toEqual(us);
  });
});
