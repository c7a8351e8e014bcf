/**
 * The coupon box (docs/product.md §2, §3 coupon, §8): code plus user_id (logged in) or session_id (guest).
 *
 * Input: `userId` (logged in) or `sessionId` (guest).
 * Events: `coupon.changed` { code }, `coupon.submitted`.
 * Snapshot: `matches("idle")` (`context.code`, `context.error` in red, `context.message` after success),
 * `matches("applying")` (button disabled).
 * Placeholders: actor `applyCoupon` ({ coupon_code, user_id } | { coupon_code, session_id }; output answer);
 * action `couponApplied` (the app refreshes the remaining count).
 *
 * Choice: a code under 3 characters is not sent either; it shows the same 'Please enter a coupon code.'.
 */
import { assign, fromPromise, setup } from "xstate";
import { COUPON_MIN_LENGTH } from "../contract/rules";
import type { Said } from "./lib/callFailure";
import { errorMessage, notProvided, successMessage } from "./lib/placeholders";

export const COUPON_REQUIRED = "Please enter a coupon code.";
export const COUPON_APPLIED = "Coupon applied successfully!";
export const COUPON_FAILED = "Failed to apply coupon.";

export type CouponRequest = { coupon_code: string; user_id: string } | { coupon_code: string; session_id: string };

export type CouponEvent = { type: "coupon.changed"; code: string } | { type: "coupon.submitted" };

export const couponMachine = setup({
  types: {
    context: {} as {
      code: string;
      userId: string | null;
      sessionId: string | null;
      error: Said | null;
      message: Said | null;
    },
    events: {} as CouponEvent,
    input: {} as { userId: string | null; sessionId: string | null },
  },
  actors: { applyCoupon: fromPromise<unknown, CouponRequest>(notProvided("applyCoupon")) },
  actions: { couponApplied: () => {} },
  guards: { codeTooShort: ({ context }) => context.code.trim().length < COUPON_MIN_LENGTH },
}).createMachine({
  id: "coupon",
  context: ({ input }) => ({ ...input, code: "", error: null, message: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "coupon.changed": { actions: assign({ code: ({ event }) => event.code, error: null, message: null }) },
        "coupon.submitted": [
          { guard: "codeTooShort", actions: assign({ error: COUPON_REQUIRED, message: null }) },
          { target: "applying", actions: assign({ error: null, message: null }) },
        ],
      },
    },
    applying: {
      invoke: {
        id: "applyCoupon",
        src: "applyCoupon",
        input: ({ context }) => {
          const coupon_code = context.code.trim();
          return context.userId !== null
            ? { coupon_code, user_id: context.userId }
            : { coupon_code, session_id: context.sessionId ?? "" };
        },
        onDone: {
          target: "idle",
          actions: [
            assign({ message: ({ event }) => successMessage(event.output, COUPON_APPLIED), code: "" }),
            "couponApplied",
          ],
        },
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => errorMessage(event.error, COUPON_FAILED) }),
        },
      },
    },
  },
});
