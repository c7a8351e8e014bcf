// The question packs' machines (payment and coupon) bound to the app beside their hook (src/app/usePacks.ts), which
// only the screens showing packs import (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import { type CouponRequest, couponMachine } from "../../machines/coupon";
import type { SubscriptionPackage } from "../../machines/lib/apiTypes";
import { paymentMachine } from "../../machines/payment";
import { boundOnce } from "./boundOnce";

export interface PaymentPorts {
  loadPackages(): Promise<SubscriptionPackage[]>;
  loadEligibility(): Promise<number>;
  savePackages(packages: SubscriptionPackage[]): void;
  openLoginModal(): void;
  startPurchase(request: { user_id: string; product_id: string }): void;
  explainAppOnly(message: string): void;
  saveRemaining(remaining: number): void;
  showPaymentToast(message: string): void;
}

export interface CouponPorts {
  applyCoupon(request: CouponRequest): Promise<unknown>;
  couponApplied(): void;
}

export const paymentMachineFor = boundOnce((ports: PaymentPorts) =>
  paymentMachine.provide({
    actors: {
      loadPackages: fromPromise(() => ports.loadPackages()),
      loadEligibility: fromPromise(() => ports.loadEligibility()),
    },
    actions: {
      savePackages: (_, packages) => ports.savePackages(packages),
      openLoginModal: () => ports.openLoginModal(),
      startPurchase: (_, request) => ports.startPurchase(request),
      explainAppOnly: (_, message) => ports.explainAppOnly(message),
      saveRemaining: (_, remaining) => ports.saveRemaining(remaining),
      showPaymentToast: (_, message) => ports.showPaymentToast(message),
    },
  }),
);

export const couponMachineFor = boundOnce((ports: CouponPorts) =>
  couponMachine.provide({
    actors: { applyCoupon: fromPromise(({ input }) => ports.applyCoupon(input)) },
    actions: { couponApplied: () => ports.couponApplied() },
  }),
);
