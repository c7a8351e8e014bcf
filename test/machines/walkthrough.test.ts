import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { WalkthroughSlide } from "../../contract/content";
import { walkthroughMachine } from "../../machines/walkthrough";
import { walkthroughSpec } from "./models/walkthrough.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(walkthroughSpec);

// docs/product.md §2 Walkthrough: Skip and Next, Continue on the last slide (both to /questions), swipes of more than 50 px
// change slide, and finishing or skipping stores the seen flag.
describe("the walkthrough slides", () => {
  const slide = (n: number): WalkthroughSlide => ({ img: `/img/${n}.png`, title: `Slide ${n}`, description: `${n}` });
  const three = [slide(1), slide(2), slide(3)];
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  /** A walkthrough whose slides load with `load`, started with `kept`; it records the effects it asks for. */
  async function walkthrough(load: () => Promise<WalkthroughSlide[]>, kept: WalkthroughSlide[] = []) {
    const done: Array<[string, unknown]> = [];
    const machine = walkthroughMachine.provide({
      actors: { loadSlides: fromPromise(load) },
      actions: {
        saveSlides: (_, slides) => done.push(["saveSlides", slides]),
        markWalkthroughSeen: () => done.push(["markWalkthroughSeen", undefined]),
        goToQuestions: () => done.push(["goToQuestions", undefined]),
      },
    });
    const actor = createActor(machine, { input: { slides: kept } }).start();
    await settle();
    const index = () => actor.getSnapshot().context.index;
    return { actor, done, index };
  }
  const finishing = [
    ["markWalkthroughSeen", undefined],
    ["goToQuestions", undefined],
  ];

  it("shows the loaded slides from the first, stores them, and Next walks to the last, then finishes", async () => {
    const { actor, done, index } = await walkthrough(async () => three, [slide(9)]);
    expect(actor.getSnapshot().value).toBe("showing");
    expect(actor.getSnapshot().context.slides).toEqual(three);
    expect(done).toEqual([["saveSlides", three]]);
    actor.send({ type: "walkthrough.next" });
    expect(index()).toBe(1);
    actor.send({ type: "walkthrough.next" });
    expect(index()).toBe(2);
    expect(actor.getSnapshot().value).toBe("showing");
    actor.send({ type: "walkthrough.next" });
    expect(actor.getSnapshot().value).toBe("finished");
    expect(done.slice(1)).toEqual(finishing);
  });

  it("Continue finishes only on the last slide", async () => {
    const { actor, done, index } = await walkthrough(async () => three);
    actor.send({ type: "walkthrough.continue" });
    actor.send({ type: "walkthrough.next" });
    actor.send({ type: "walkthrough.continue" });
    expect(actor.getSnapshot().value).toBe("showing");
    expect(index()).toBe(1);
    actor.send({ type: "walkthrough.next" });
    actor.send({ type: "walkthrough.continue" });
    expect(actor.getSnapshot().value).toBe("finished");
    expect(done.slice(1)).toEqual(finishing);
  });

  it("a swipe of more than 50 px left shows the next slide, right the previous; 50 px or less does nothing", async () => {
    const { actor, index } = await walkthrough(async () => three);
    const swipe = (deltaX: number) => actor.send({ type: "walkthrough.swiped", deltaX });
    swipe(-50);
    expect(index()).toBe(0);
    swipe(-51);
    expect(index()).toBe(1);
    swipe(-120);
    expect(index()).toBe(2);
    swipe(-120);
    expect(index()).toBe(2);
    swipe(50);
    expect(index()).toBe(2);
    swipe(51);
    expect(index()).toBe(1);
    swipe(200);
    expect(index()).toBe(0);
    swipe(200);
    expect(index()).toBe(0);
    swipe(0);
    expect(index()).toBe(0);
    expect(actor.getSnapshot().value).toBe("showing");
  });

  it("Skip finishes while the slides load, and stores the seen flag", async () => {
    const { actor, done } = await walkthrough(() => new Promise(() => {}));
    expect(actor.getSnapshot().value).toBe("loading");
    actor.send({ type: "walkthrough.skip" });
    expect(actor.getSnapshot().value).toBe("finished");
    expect(done).toEqual(finishing);
  });

  it("a failed load shows the kept slides from the first, or else the error, which a retry clears", async () => {
    const kept = await walkthrough(() => Promise.reject(new Error("No internet connection.")), [slide(9)]);
    expect(kept.actor.getSnapshot().value).toBe("showing");
    expect(kept.actor.getSnapshot().context).toEqual({ slides: [slide(9)], index: 0, error: null });
    expect(kept.done).toEqual([]);

    let answer: Promise<WalkthroughSlide[]> = Promise.reject(new Error("No internet connection."));
    const none = await walkthrough(() => answer);
    expect(none.actor.getSnapshot().value).toBe("failed");
    expect(none.actor.getSnapshot().context.error).toBe("No internet connection.");
    answer = new Promise(() => {});
    none.actor.send({ type: "walkthrough.retry" });
    expect(none.actor.getSnapshot().value).toBe("loading");
    expect(none.actor.getSnapshot().context.error).toBeNull();
  });
});
