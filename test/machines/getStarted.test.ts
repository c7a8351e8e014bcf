import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { type AstroDetails, getStartedMachine, pickedBirthDate, pickedBirthTime } from "../../machines/getStarted";
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

describe("native pickers (native app mode)", () => {
  const input = { question: "Q?", categories: [], progressCap: 90, loadingSteps: [] };

  it("keeps only well-formed answers: real dates, 24- or 12-hour times", () => {
    expect(pickedBirthDate("1990-04-12")).toBe("1990-04-12");
    expect(pickedBirthDate(" 2000-02-29 ")).toBe("2000-02-29");
    expect(pickedBirthDate("1990-02-30")).toBeNull();
    expect(pickedBirthDate("12/04/1990")).toBeNull();
    expect(pickedBirthDate("")).toBeNull();
    expect(pickedBirthDate(null)).toBeNull();
    expect(pickedBirthTime("06:05")).toBe("06:05");
    expect(pickedBirthTime("2:30 PM")).toBe("14:30");
    expect(pickedBirthTime("25:00")).toBeNull();
    expect(pickedBirthTime(null)).toBeNull();
  });

  it("a tap opens the picker at the value so far; its answer fills the form and clears the field's error", async () => {
    const answers = { date: ["1990-04-12", null, "1991-05-06"], time: ["7:05 AM"] };
    const asked: Array<[string, string]> = [];
    const machine = getStartedMachine.provide({
      actors: {
        pickDate: fromPromise<string | null, string>(async ({ input }) => {
          asked.push(["date", input]);
          return answers.date.shift() ?? null;
        }),
        pickTime: fromPromise<string | null, string>(async ({ input }) => {
          asked.push(["time", input]);
          return answers.time.shift() ?? null;
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    const settle = () => new Promise((r) => setImmediate(r));
    actor.send({ type: "form.submitted", values: { ...validBirth, birth_date: "", birth_time: "" } });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      birth_date: "The birth date is required",
      birth_time: "The birth time is required",
    });

    actor.send({ type: "form.datePickRequested" });
    expect(actor.getSnapshot().matches({ editing: "pickingDate" })).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches({ editing: "idle" })).toBe(true);
    expect(actor.getSnapshot().context.picked.birth_date).toBe("1990-04-12");
    expect(actor.getSnapshot().context.errors.birth_date).toBeUndefined();
    expect(actor.getSnapshot().context.errors.birth_time).toBe("The birth time is required");

    // cancelled: the date stays; picked again: the picker opens at the kept date
    actor.send({ type: "form.datePickRequested" });
    await settle();
    expect(actor.getSnapshot().context.picked.birth_date).toBe("1990-04-12");
    actor.send({ type: "form.datePickRequested" });
    await settle();
    expect(actor.getSnapshot().context.picked.birth_date).toBe("1991-05-06");

    actor.send({ type: "form.timePickRequested" });
    await settle();
    expect(actor.getSnapshot().context.picked).toEqual({ birth_date: "1991-05-06", birth_time: "07:05" });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(asked).toEqual([
      ["date", ""],
      ["date", "1990-04-12"],
      ["date", "1990-04-12"],
      ["time", ""],
    ]);
  });

  it("a picker that never answers does not lock the field: a new tap asks again", async () => {
    let asks = 0;
    const machine = getStartedMachine.provide({
      actors: {
        pickTime: fromPromise<string | null, string>(() => {
          asks += 1;
          return asks === 1 ? new Promise(() => {}) : Promise.resolve("21:10");
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: "form.timePickRequested" });
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().matches({ editing: "pickingTime" })).toBe(true);
    actor.send({ type: "form.timePickRequested" });
    await new Promise((r) => setImmediate(r));
    expect(asks).toBe(2);
    expect(actor.getSnapshot().context.picked.birth_time).toBe("21:10");
  });
});
