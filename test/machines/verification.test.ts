import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import {
  appDidNotOpen,
  COUNTDOWN_SECONDS,
  countdownText,
  STORE_CHECK_MS,
  STORE_FALLBACK_MS,
  VERIFICATION_FAILED,
  verificationMachine,
} from "../../machines/verification";
import { verificationSpec } from "./models/verification.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(verificationSpec);

const settle = () => new Promise((r) => setImmediate(r));

/** The page opened with `token`; the verify call answers with `answer` (or fails when it throws). */
function open(token: string | null, answer: () => Promise<{ email: string }> = async () => ({ email: "ram@x.np" })) {
  const verified: string[] = [];
  const effects: Array<[string, unknown]> = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    verificationMachine.provide({
      actors: {
        verifyEmail: fromPromise<{ email: string }, string>(({ input }) => {
          verified.push(input);
          return answer();
        }),
      },
      actions: {
        saveRegisteredEmail: (_, email) => effects.push(["saveRegisteredEmail", email]),
        openApp: (_, link) => effects.push(["openApp", link]),
        openStore: () => effects.push(["openStore", undefined]),
      },
    }),
    { input: { token }, clock },
  ).start();
  return { actor, clock, verified, effects };
}

describe("verification, beyond the walk", () => {
  it("words the page as the product does", () => {
    expect(VERIFICATION_FAILED).toBe("User verification failed. Please try again later.");
    expect(countdownText(7)).toBe("You will be redirected back to app in 7 seconds automatically.");
    expect([COUNTDOWN_SECONDS, STORE_FALLBACK_MS, STORE_CHECK_MS]).toEqual([10, 2500, 3000]);
  });

  it("opens the store only when the page stayed in front and the fallback timer was not held up (3 s check)", () => {
    expect(appDidNotOpen({ pageLeft: false, openedAt: 1000, now: 3500 })).toBe(true);
    expect(appDidNotOpen({ pageLeft: false, openedAt: 1000, now: 3999 })).toBe(true);
    expect(appDidNotOpen({ pageLeft: false, openedAt: 1000, now: 4000 })).toBe(false);
    expect(appDidNotOpen({ pageLeft: true, openedAt: 1000, now: 3500 })).toBe(false);
  });

  it("verifies the trimmed token, shows the welcome and keeps the email", async () => {
    const { actor, verified, effects } = open(" tok-1 ");
    expect(actor.getSnapshot().context.outcome).toBe("verifying");
    await settle();
    expect(verified).toEqual(["tok-1"]);
    expect(actor.getSnapshot().context).toMatchObject({ outcome: "verified", email: "ram@x.np", secondsLeft: 10 });
    expect(effects).toEqual([["saveRegisteredEmail", "ram@x.np"]]);
  });

  it.each([null, "", "   "])("shows the failure without calling the server when the token is %j", (token) => {
    const { actor, verified } = open(token);
    expect(verified).toEqual([]);
    expect(actor.getSnapshot().matches("countingDown")).toBe(true);
    expect(actor.getSnapshot().context.outcome).toBe("failed");
  });

  it("shows the failure when the server refuses the token", async () => {
    const { actor, effects } = open("tok-1", () => Promise.reject(new Error("Invalid verification link.")));
    await settle();
    expect(actor.getSnapshot().matches("countingDown")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ outcome: "failed", email: null });
    expect(effects).toEqual([]);
  });

  it("counts down 10 to 0 a second at a time, then opens the app's profile page with the email and login", async () => {
    const { actor, clock, effects } = open("tok-1");
    await settle();
    const seen: number[] = [];
    for (let second = 1; second <= 9; second++) {
      clock.increment(1000);
      seen.push(actor.getSnapshot().context.secondsLeft);
    }
    expect(seen).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(actor.getSnapshot().matches("countingDown")).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches("openingApp")).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(effects.at(-1)).toEqual(["openApp", { email: "ram@x.np", login: true }]);
  });

  it("'Back to app' opens the app at once, without the email when verification failed", () => {
    const { actor, clock, effects } = open(null);
    for (let second = 1; second <= 3; second++) clock.increment(1000);
    actor.send({ type: "verification.backToApp" });
    expect(actor.getSnapshot().matches("openingApp")).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(7);
    expect(effects).toEqual([["openApp", { email: null, login: false }]]);
  });

  it("opens the store page when the app has not opened after 2.5 s", () => {
    const { actor, clock, effects } = open(null);
    actor.send({ type: "verification.backToApp" });
    clock.increment(2499);
    expect(actor.getSnapshot().matches("openingApp")).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches("storeOpened")).toBe(true);
    expect(actor.getSnapshot().status).toBe("done");
    expect(effects.map(([name]) => name)).toEqual(["openApp", "openStore"]);
  });

  it("leaves the store alone when the page went to the background (the app opened)", () => {
    const { actor, clock, effects } = open(null);
    actor.send({ type: "verification.backToApp" });
    actor.send({ type: "verification.pageHidden" });
    clock.increment(2500);
    expect(actor.getSnapshot().matches("appOpened")).toBe(true);
    expect(actor.getSnapshot().status).toBe("done");
    expect(effects.map(([name]) => name)).toEqual(["openApp"]);
  });
});
