// /get-started by example, apart from the walk (getStarted.test.ts): a rule broken so that the walk cannot even be
// planned fails that file while vitest collects it, and these examples still run and say which rule broke.
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import {
  type AstroDetails,
  type ChatReply,
  type GetStartedInput,
  getStartedMachine,
  replyText,
} from "../../machines/getStarted";
import type { AstroDetailsRequest, BirthFormValues } from "../../machines/lib/birthForm";
import { pickedBirthDate, pickedBirthTime } from "../../machines/lib/nativePickers";
import { createBotProtection } from "../../src/adapters/botProtection";
import { answering, recaptchaHost } from "../support/recaptcha-host";
import { validBirth } from "./models/getStarted.model";

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

  it.each([
    ["date", "pickDate", "form.datePickRequested", "birth_date", "1990-04-12"],
    ["time", "pickTime", "form.timePickRequested", "birth_time", "21:10"],
  ] as const)(
    "a %s picker that never answers does not lock the field: a new tap asks again",
    async (_kind, picker, tap, field, answer) => {
      let asks = 0;
      const machine = getStartedMachine.provide({
        actors: {
          [picker]: fromPromise<string | null, string>(() => {
            asks += 1;
            return asks === 1 ? new Promise(() => {}) : Promise.resolve(answer);
          }),
        },
      });
      const actor = createActor(machine, { input }).start();
      actor.send({ type: tap });
      await new Promise((r) => setImmediate(r));
      expect(actor.getSnapshot().matches({ editing: picker === "pickDate" ? "pickingDate" : "pickingTime" })).toBe(
        true,
      );
      actor.send({ type: tap });
      await new Promise((r) => setImmediate(r));
      expect(asks).toBe(2);
      expect(actor.getSnapshot().context.picked[field]).toBe(answer);
    },
  );
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

// docs/product.md §8 lists the bot-protection messages word for word; a submit that fails the check must show exactly the one
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

/** A promise settled from outside: the test decides when a call answers and how. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

// docs/product.md §4 guest flow: chart generation, the loading screen, the free question posted with the chart's session_id, its
// answer stored (docs/product.md §8 wording on failure), then /kundali.
describe("chart generation and the free question", () => {
  const settle = () => new Promise((r) => setImmediate(r));
  const question = "When will I marry?";
  const chart: AstroDetails = {
    status: "success",
    session_id: "guest-7",
    interpretation: "Venus is strong.",
    chart: [],
    category: ["marriage"],
    horoscope_data: '{"sign":"Libra"}',
    astro_data: {},
    guru_profile: null,
    message: "Astro details generated successfully.",
  };

  /** Submits the valid birth with these chart and chat answers; records the actor inputs and the effects. */
  function submitted(options: {
    loadingSteps?: GetStartedInput["loadingSteps"];
    charts: Array<() => Promise<AstroDetails>>;
    reply?: () => Promise<ChatReply>;
    clock?: SimulatedClock;
  }) {
    const asked: Array<{ message: string; session_id: string }> = [];
    const done: Array<[string, unknown]> = [];
    const machine = getStartedMachine.provide({
      actors: {
        getBotToken: fromPromise(async () => "tok"),
        generateChart: fromPromise<AstroDetails, AstroDetailsRequest>(() => {
          const next = options.charts.shift();
          return next ? next() : new Promise(() => {});
        }),
        askFreeQuestion: fromPromise<ChatReply, { message: string; session_id: string }>(({ input }) => {
          asked.push(input);
          return options.reply ? options.reply() : new Promise(() => {});
        }),
      },
      actions: {
        saveKundali: (_, kundali) => done.push(["saveKundali", kundali]),
        saveFreeAnswer: (_, answer) => done.push(["saveFreeAnswer", answer]),
        goToKundali: () => done.push(["goToKundali", undefined]),
      },
    });
    const input: GetStartedInput = {
      question,
      categories: ["marriage"],
      progressCap: 90,
      calendar: "AD",
      loadingSteps: options.loadingSteps ?? [],
    };
    const actor = createActor(machine, options.clock ? { input, clock: options.clock } : { input }).start();
    actor.send({ type: "form.submitted", values: validBirth });
    return { actor, asked, done };
  }

  const replying = (response: ChatReply["response"]) => async (): Promise<ChatReply> => ({
    response,
    suggestions: [],
    availableQueryCount: 0,
  });
  const cases: Array<[string, () => Promise<ChatReply>, string, { failed?: true }?]> = [
    ["the guru's text", replying([{ text: { value: "In two years." } }]), "In two years."],
    ["'No response' for a blank text", replying([{ text: { value: "  " } }]), "No response"],
    ["'No response' for no text", replying([]), "No response"],
    [
      "'Something went wrong.' for a failed call",
      () => Promise.reject(new Error("offline")),
      "Something went wrong.",
      { failed: true },
    ],
  ];
  it.each(cases)(
    "stores the chart with its birth, then the free question with %s, then opens /kundali",
    async (_case, reply, answer, mark = {}) => {
      const { actor, asked, done } = submitted({ charts: [async () => chart], reply });
      await settle();
      await settle();
      expect(actor.getSnapshot().status).toBe("done");
      expect(actor.getSnapshot().context.progress).toBe(100);
      expect(asked).toEqual([{ message: question, session_id: "guest-7" }]);
      expect(done).toEqual([
        ["saveKundali", { details: chart, birth: validBirth }],
        ["saveFreeAnswer", { question, answer, ...mark }],
        ["goToKundali", undefined],
      ]);
    },
  );

  it("a member's chart has no guest session: the free question goes with an empty session_id", async () => {
    const { asked } = submitted({ charts: [async () => ({ ...chart, session_id: null })] });
    await settle();
    await settle();
    expect(asked).toEqual([{ message: question, session_id: "" }]);
  });

  it("with no loading steps the screen shows the cap until the answers arrive", async () => {
    const { actor } = submitted({ charts: [() => new Promise(() => {})] });
    await settle();
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ stepIndex: 0, progress: 90 });
  });

  it("a refused chart returns to the form with its message; Continue again starts the steps from the first", async () => {
    const clock = new SimulatedClock();
    const first = deferred<AstroDetails>();
    const second = deferred<AstroDetails>();
    const third = deferred<AstroDetails>();
    const { actor } = submitted({
      clock,
      loadingSteps: [
        { name: "one", time: 1000 },
        { name: "two", time: 1000 },
        { name: "three", time: 1000 },
      ],
      charts: [() => first.promise, () => second.promise, () => third.promise],
    });
    const seen = () => {
      const { context } = actor.getSnapshot();
      return [actor.getSnapshot().matches("loading"), context.stepIndex, context.progress, context.error];
    };
    await settle();
    clock.increment(1000);
    clock.increment(1000);
    expect(seen()).toEqual([true, 2, 90, null]);

    // docs/product.md §8: a 422 on astro details shows the bot-protection field's message
    first.reject({
      message: "Invalid.",
      kind: "validation",
      status: 422,
      fieldErrors: { "g-recaptcha-response": ["reCaptcha validation failed"] },
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ editing: "idle" });
    expect(actor.getSnapshot().context.error).toBe("reCaptcha validation failed");

    actor.send({ type: "form.submitted", values: validBirth });
    await settle();
    expect(seen()).toEqual([true, 0, 30, null]);
    // other failures: the server's message
    second.reject({ kind: "http", message: "The chart service is busy.", status: 503, fieldErrors: {} });
    await settle();
    expect(actor.getSnapshot().context.error).toBe("The chart service is busy.");
  });
});

// docs/product.md §5: the birth form's messages, and 'Editing a field clears its error.'
describe("the birth form's errors", () => {
  const input: GetStartedInput = { question: "Q?", categories: [], progressCap: 90, loadingSteps: [], calendar: "AD" };
  const blank: BirthFormValues = {
    name: "",
    gender: "",
    calendar: "AD",
    birth_date: "",
    birth_date_bs: { year: "", month: "", day: "" },
    birth_time: "",
    birth_place: "",
    country: "",
  };
  const everyFieldMissing = {
    name: "The name field is required",
    gender: "The gender field is required",
    birth_date: "The birth date is required",
    birth_time: "The birth time is required",
    birth_place: "The birth place is required",
  };

  it("an empty Continue shows each field's message and stays on the form", () => {
    const actor = createActor(getStartedMachine, { input }).start();
    actor.send({ type: "form.submitted", values: blank });
    expect(actor.getSnapshot().value).toEqual({ editing: "idle" });
    expect(actor.getSnapshot().context.errors).toEqual(everyFieldMissing);
  });

  it("editing a field clears that field's error only; the calendar switch clears only the birth date's", () => {
    const actor = createActor(getStartedMachine, { input }).start();
    actor.send({ type: "form.submitted", values: blank });
    actor.send({ type: "form.fieldEdited", field: "gender" });
    const { gender: _gender, ...rest } = everyFieldMissing;
    expect(actor.getSnapshot().context.errors).toEqual(rest);
    actor.send({ type: "form.calendarChosen", calendar: "BS" });
    const { birth_date: _date, ...others } = rest;
    expect(actor.getSnapshot().context.errors).toEqual(others);
    expect(actor.getSnapshot().context.calendar).toBe("BS");
  });

  it("a BS birth date goes on in AD", async () => {
    const machine = getStartedMachine.provide({
      actors: { getBotToken: fromPromise(() => new Promise<string>(() => {})) },
    });
    const actor = createActor(machine, { input: { ...input, calendar: "BS" } }).start();
    actor.send({ type: "form.submitted", values: { ...validBirth, birth_date: "" } });
    expect(actor.getSnapshot().value).toBe("verifyingHuman");
    expect(actor.getSnapshot().context.values).toMatchObject({ calendar: "BS", birth_date: "1990-04-12" });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it("the guru's answer text: 'No response' when the reply has none", () => {
    expect(replyText({ response: [{ text: { value: "Yes." } }] })).toBe("Yes.");
    expect(replyText(undefined)).toBe("No response");
  });
});
