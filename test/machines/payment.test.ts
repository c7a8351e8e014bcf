import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import { PAYMENT_SUCCESS, type PaymentEvent, paymentMachine } from "../../machines/payment";
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
        showPaymentToast: (_, message) => toasts.push(message),
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
