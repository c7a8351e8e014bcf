import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type CouponRequest, couponMachine } from "../../machines/coupon";
import type { CallFailure } from "../../machines/lib/callFailure";
import { couponSpec } from "./models/coupon.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(couponSpec);

// docs/product.md §2, §3 coupon, §5 (at least 3 characters), §8 (server message or the box's own words).
describe("the coupon box", () => {
  function start(input: { userId: string | null; sessionId: string | null }, answer: () => Promise<unknown>) {
    const requests: CouponRequest[] = [];
    let applied = 0;
    const machine = couponMachine.provide({
      actors: {
        applyCoupon: fromPromise<unknown, CouponRequest>(({ input: request }) => {
          requests.push(request);
          return answer();
        }),
      },
      actions: { couponApplied: () => applied++ },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, requests, applied: () => applied };
  }
  const member = { userId: "7", sessionId: null };
  const guest = { userId: null, sessionId: "s-1" };

  it("starts empty, with nothing in red and no success line", () => {
    const { actor } = start(member, async () => ({}));
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ code: "", error: null, message: null });
  });

  it("a member's code is sent trimmed with the user id; the server's message shows, the box empties, the count is refreshed", async () => {
    const { actor, requests, applied } = start(member, async () => ({ message: "2 questions added." }));
    actor.send({ type: "coupon.changed", code: " FREE5 " });
    expect(actor.getSnapshot().context.code).toBe(" FREE5 ");
    actor.send({ type: "coupon.submitted" });
    expect(actor.getSnapshot().value).toBe("applying");
    const done = await waitFor(actor, (s) => s.matches("idle"));
    expect(requests).toEqual([{ coupon_code: "FREE5", user_id: "7" }]);
    expect(done.context).toMatchObject({ code: "", error: null, message: "2 questions added." });
    expect(applied()).toBe(1);
  });

  it("a guest's code goes with the session id; without a server message it says 'Coupon applied successfully!'", async () => {
    const { actor, requests } = start(guest, async () => ({}));
    actor.send({ type: "coupon.changed", code: "FREE5" });
    actor.send({ type: "coupon.submitted" });
    const done = await waitFor(actor, (s) => s.matches("idle"));
    expect(requests).toEqual([{ coupon_code: "FREE5", session_id: "s-1" }]);
    expect(done.context.message).toBe("Coupon applied successfully!");
  });

  it("under 3 characters (spaces aside) nothing is sent and 'Please enter a coupon code.' shows; 3 are enough", async () => {
    const { actor, requests } = start(member, async () => ({}));
    for (const code of ["", " ab "]) {
      actor.send({ type: "coupon.changed", code });
      actor.send({ type: "coupon.submitted" });
      expect(actor.getSnapshot().value).toBe("idle");
      expect(actor.getSnapshot().context.error).toBe("Please enter a coupon code.");
    }
    expect(requests).toEqual([]);
    actor.send({ type: "coupon.changed", code: "ABC" });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: "coupon.submitted" });
    expect(actor.getSnapshot().value).toBe("applying");
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches("idle"));
    expect(requests).toEqual([{ coupon_code: "ABC", user_id: "7" }]);
  });

  it("a refusal shows the server's message in red (else 'Failed to apply coupon.'), keeps the code and refreshes nothing", async () => {
    // what the HTTP adapter throws: the server's words, then a failure nobody worded (a 500 with no message)
    const failures: CallFailure[] = [
      { kind: "http", message: "Coupon has expired.", status: 422, fieldErrors: {} },
      { kind: "http", message: "An unexpected error occurred.", generic: true, status: 500, fieldErrors: {} },
    ];
    const { actor, applied } = start(member, async () => Promise.reject(failures.shift()));
    actor.send({ type: "coupon.changed", code: "OLD10" });
    actor.send({ type: "coupon.submitted" });
    let done = await waitFor(actor, (s) => s.matches("idle"));
    expect(done.context).toMatchObject({ code: "OLD10", error: "Coupon has expired.", message: null });
    actor.send({ type: "coupon.submitted" });
    expect(actor.getSnapshot().context.error).toBeNull();
    done = await waitFor(actor, (s) => s.matches("idle"));
    expect(done.context.error).toBe("Failed to apply coupon.");
    expect(applied()).toBe(0);
  });

  it("the success line goes once the user types again or submits the emptied box", async () => {
    const { actor } = start(member, async () => ({ message: "2 questions added." }));
    const applyFree5 = () => {
      actor.send({ type: "coupon.changed", code: "FREE5" });
      actor.send({ type: "coupon.submitted" });
      return waitFor(actor, (s) => s.matches("idle"));
    };
    expect((await applyFree5()).context.message).toBe("2 questions added.");
    actor.send({ type: "coupon.changed", code: "N" });
    expect(actor.getSnapshot().context.message).toBeNull();
    expect((await applyFree5()).context.message).toBe("2 questions added.");
    actor.send({ type: "coupon.submitted" });
    expect(actor.getSnapshot().context).toMatchObject({ error: "Please enter a coupon code.", message: null });
  });
});
