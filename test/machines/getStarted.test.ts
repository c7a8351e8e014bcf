import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { type AstroDetails, type GetStartedInput, getStartedMachine } from "../../machines/getStarted";
import type { AstroDetailsRequest } from "../../machines/lib/birthForm";
import { pickedBirthDate, pickedBirthTime } from "../../machines/lib/nativePickers";
import { createBotProtection } from "../../src/adapters/botProtection";
import { answering, recaptchaHost } from "../support/recaptcha-host";
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
        calendar: "AD",
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
  const input: GetStartedInput = { question: "Q?", categories: [], progressCap: 90, loadingSteps: [], calendar: "AD" };

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

describe("the birth date's calendar", () => {
  const input: GetStartedInput = { question: "Q?", categories: [], progressCap: 90, loadingSteps: [], calendar: "BS" };
  const noSuchDay = { ...validBirth, birth_date: "", birth_date_bs: { year: "2081", month: "1", day: "32" } };

  it("starts on the calendar it is given, explains a BS day that does not exist, and clears that on a switch", () => {
    const actor = createActor(getStartedMachine, { input }).start();
    expect(actor.getSnapshot().context.calendar).toBe("BS");
    actor.send({ type: "form.submitted", values: noSuchDay });
    expect(actor.getSnapshot().context.errors).toEqual({
      birth_date: "There is no 32 Baishakh 2081: Baishakh 2081 has 31 days.",
    });
    actor.send({ type: "form.calendarChosen", calendar: "AD" });
    expect(actor.getSnapshot().context).toMatchObject({ calendar: "AD", errors: {} });
    // the AD field is empty: now that is what is read
    actor.send({ type: "form.submitted", values: noSuchDay });
    expect(actor.getSnapshot().context.errors).toEqual({ birth_date: "The birth date is required" });
  });

  it("reads the calendar from its own switch, not from the submitted values", () => {
    const actor = createActor(getStartedMachine, { input }).start();
    actor.send({ type: "form.submitted", values: { ...noSuchDay, calendar: "AD" } });
    expect(actor.getSnapshot().context.errors.birth_date).toMatch(/^There is no 32 Baishakh 2081/);
  });
});

// SPEC §8 lists the bot-protection messages word for word; a submit that fails the check must show exactly the one
// for its cause. The real adapter (src/adapters/botProtection) runs against a fake reCAPTCHA host.
describe("a failed bot-protection check, step by step", () => {
  const input: GetStartedInput = { question: "Q?", categories: [], progressCap: 90, loadingSteps: [], calendar: "AD" };

  it.each([
    [
      "the script fails to load",
      recaptchaHost({ loads: false }),
      "Failed to load reCAPTCHA script. Please try again later.",
    ],
    ["reCAPTCHA never arrived", recaptchaHost({ loads: true }), "Invalid site key or not loaded in api.js"],
    [
      "reCAPTCHA fails",
      recaptchaHost({ loads: true, grecaptcha: answering(new Error("timeout")) }),
      "Something went wrong",
    ],
    ["the token is empty", recaptchaHost({ loads: true, grecaptcha: answering("") }), "reCaptcha validation failed"],
  ])("%s: the form shows its message", async (_cause, fakeHost, message) => {
    const bot = createBotProtection("site-key", fakeHost);
    const machine = getStartedMachine.provide({
      actors: { getBotToken: fromPromise<string, string>(({ input: action }) => bot.token(action)) },
    });
    const actor = createActor(machine, { input }).start();
    expect(actor.getSnapshot().value).toEqual({ editing: "idle" });
    expect(actor.getSnapshot().context.error).toBeNull();

    actor.send({ type: "form.submitted", values: validBirth });
    expect(actor.getSnapshot().value).toBe("verifyingHuman");
    expect(actor.getSnapshot().context.error).toBeNull();

    const after = await waitFor(actor, (s) => !s.matches("verifyingHuman"));
    expect(after.value).toEqual({ editing: "idle" });
    expect(after.context.error).toBe(message);
    expect(after.context.values?.name).toBe("Ram Bahadur Thapa");
    actor.stop();
  });

  it("a failure of any other kind shows 'Something went wrong'", async () => {
    const machine = getStartedMachine.provide({
      actors: { getBotToken: fromPromise<string, string>(() => Promise.reject(new TypeError("x is undefined"))) },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: "form.submitted", values: validBirth });
    const after = await waitFor(actor, (s) => !s.matches("verifyingHuman"));
    expect(after.value).toEqual({ editing: "idle" });
    expect(after.context.error).toBe("Something went wrong");
    actor.stop();
  });
});
