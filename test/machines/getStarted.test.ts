import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { type AstroDetails, getStartedMachine } from "../../machines/getStarted";
import type { AstroDetailsRequest } from "../../machines/lib/birthForm";
import { getStartedSpec, validBirth } from "./models/getStarted.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(getStartedSpec);

describe("loading screen timing (simulated clock)", () => {
  it("shows each step for its ms, progress climbs to the cap and never past it until done", async () => {
    const clock = new SimulatedClock();
    const machine = getStartedMachine.provide({
      actors: {
        getBotToken: fromPromise(async () => "tok"),
        generateChart: fromPromise<AstroDetails, AstroDetailsRequest>(() => new Promise(() => {})),
      },
    });
    const actor = createActor(machine, {
      clock,
      input: {
        question: "Q?",
        categories: [],
        progressCap: 90,
        loadingSteps: [
          { name: "one", time: 1000 },
          { name: "two", time: 500 },
          { name: "three", time: 2000 },
        ],
      },
    }).start();
    actor.send({ type: "form.submitted", values: validBirth });
    await new Promise((r) => setImmediate(r));
    const seen = () => [actor.getSnapshot().context.stepIndex, actor.getSnapshot().context.progress];
    expect(seen()).toEqual([0, 30]);
    clock.increment(999);
    expect(seen()).toEqual([0, 30]);
    clock.increment(1);
    expect(seen()).toEqual([1, 60]);
    clock.increment(500);
    expect(seen()).toEqual([2, 90]);
    clock.increment(60_000);
    expect(seen()).toEqual([2, 90]);
  });
});
