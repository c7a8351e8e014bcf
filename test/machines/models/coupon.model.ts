import assert from "node:assert/strict";
import { couponMachine } from "../../../machines/coupon";
import type { CallFailure } from "../../../machines/lib/callFailure";
import { UNEXPECTED_ERROR } from "../../../machines/lib/placeholders";
import type { MachineWalkSpec } from "../support/walk";

export const couponSpec: MachineWalkSpec = {
  name: "coupon",
  machine: couponMachine,
  inputs: [
    { userId: "7", sessionId: null },
    { userId: null, sessionId: "s-1" },
  ],
  events: () => [
    { type: "coupon.changed", code: "" },
    { type: "coupon.changed", code: " FREE5 " },
    { type: "coupon.submitted" },
  ],
  outputs: { applyCoupon: [{ message: "2 questions added." }, {}] },
  // what the HTTP adapter throws: the server's words, and a failure nobody worded
  errors: {
    applyCoupon: [
      { kind: "http", message: "Coupon has expired.", status: 422, fieldErrors: {} } satisfies CallFailure,
      { kind: "http", message: UNEXPECTED_ERROR, generic: true, status: 500, fieldErrors: {} } satisfies CallFailure,
    ],
  },
  recordedActions: ["couponApplied"],
  states: {
    applying: ({ calls, snapshot }) => {
      const expected =
        snapshot.context.userId !== null
          ? { coupon_code: "FREE5", user_id: "7" }
          : { coupon_code: "FREE5", session_id: "s-1" };
      assert.deepEqual(calls.at(-1)?.input, expected);
    },
    idle: ({ snapshot }) => {
      const { error, message } = snapshot.context;
      if (error !== null)
        assert.ok(["Please enter a coupon code.", "Coupon has expired.", "Failed to apply coupon."].includes(error));
      if (message !== null) assert.ok(["2 questions added.", "Coupon applied successfully!"].includes(message));
    },
  },
};
