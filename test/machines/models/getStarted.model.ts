import assert from "node:assert/strict";
import { type AstroDetails, getStartedMachine } from "../../../machines/getStarted";
import { BIRTH_DATE_REQUIRED, type BirthFormValues } from "../../../machines/lib/birthForm";
import { BOT_SCRIPT_FAILED, BOT_SOMETHING_WRONG } from "../../../machines/lib/botProtection";
import type { CallFailure } from "../../../machines/lib/callFailure";
import type { MachineWalkSpec } from "../support/walk";

// The same birth in both calendars: 12 April 1990 AD is 30 Chaitra 2046 BS; the switch decides which is read.
export const validBirth: BirthFormValues = {
  name: "Ram Bahadur Thapa",
  gender: "male",
  calendar: "AD",
  birth_date: "1990-04-12",
  birth_date_bs: { year: "2046", month: "12", day: "30" },
  birth_time: "2:30 PM",
  birth_place: "Kathmandu",
  country: "Nepal",
};
/** 32 Baishakh 2081 does not exist (that Baishakh has 31 days); the AD field holds a good date, so this passes only
 * while the switch shows AD. */
const noSuchBsDay: BirthFormValues = { ...validBirth, birth_date_bs: { year: "2081", month: "1", day: "32" } };
const NO_SUCH_DAY = "There is no 32 Baishakh 2081: Baishakh 2081 has 31 days.";
const empty: BirthFormValues = {
  name: "",
  gender: "",
  calendar: "AD",
  birth_date: "",
  birth_date_bs: { year: "", month: "", day: "" },
  birth_time: "",
  birth_place: "",
  country: "",
};

const details: AstroDetails = {
  status: "success",
  session_id: "s-1",
  interpretation: "Your Moon is in Rohini.",
  chart: [],
  category: ["career"],
  horoscope_data: '{"sign":"Taurus"}',
  astro_data: {},
  guru_profile: null,
  message: "Astro details generated successfully.",
};
const botFieldFailure: CallFailure = {
  message: "Invalid.",
  kind: "validation",
  status: 422,
  fieldErrors: { "g-recaptcha-response": ["reCaptcha validation failed"] },
};

export const getStartedSpec: MachineWalkSpec = {
  name: "getStarted",
  machine: getStartedMachine,
  inputs: [
    {
      question: "When will I get a job?",
      categories: ["career"],
      loadingSteps: [
        { name: "Reading the stars", time: 1200 },
        { name: "Drawing your chart", time: 800 },
      ],
      progressCap: 87,
      calendar: "AD",
    },
  ],
  // The BS side is walked with the submissions only (the pickers fill the AD field, walked on the AD side).
  events: (snapshot) =>
    snapshot.context.calendar === "BS"
      ? [
          { type: "form.submitted", values: empty },
          { type: "form.submitted", values: noSuchBsDay },
          { type: "form.submitted", values: validBirth },
          { type: "form.fieldEdited", field: "birth_date" },
        ]
      : [
          { type: "form.submitted", values: empty },
          { type: "form.submitted", values: validBirth },
          { type: "form.submitted", values: noSuchBsDay },
          { type: "form.fieldEdited", field: "name" },
          { type: "form.datePickRequested" },
          { type: "form.timePickRequested" },
          // switched from a fresh form, and from one showing an error
          ...(snapshot.context.picked.birth_date === "" && snapshot.context.picked.birth_time === ""
            ? [{ type: "form.calendarChosen", calendar: "BS" }]
            : []),
        ],
  outputs: {
    getBotToken: ["bot-token"],
    generateChart: [details],
    askFreeQuestion: [
      { response: [{ text: { value: "A job comes in spring." } }], suggestions: [] },
      { response: [], suggestions: [] },
    ],
    // the native pickers: good answers and one in the wrong shape (kept out of the form; the parsers have unit tests)
    pickDate: ["1990-04-12"],
    pickTime: ["2:30 PM", "25:00"],
  },
  errors: {
    getBotToken: [new Error(BOT_SCRIPT_FAILED), new Error("grecaptcha is undefined")],
    generateChart: [new Error("An unexpected error occurred."), botFieldFailure],
    askFreeQuestion: [new Error("An unexpected error occurred.")],
    pickDate: [new Error("The native bridge is missing (handler date-picker).")],
    pickTime: [new Error("The native bridge is missing (handler time-picker).")],
  },
  recordedActions: ["saveKundali", "saveFreeAnswer", "goToKundali"],
  // the calendar switch doubles the form's states
  limit: 50_000,
  // What the pickers answered and the calendar switch matter only while the form shows; past it, the request
  // (checked in "loading.work.generating": the AD date whichever calendar it came in) is what counts. The values
  // kept for refilling the form are the view's business.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      context: snapshot.matches("editing")
        ? { ...snapshot.context, values: null }
        : { ...snapshot.context, picked: null, calendar: null, values: null },
    }),
  states: {
    editing: ({ snapshot }) => {
      const { error, errors, picked } = snapshot.context;
      // only well-formed picker answers reach the form
      assert.ok(["", "1990-04-12"].includes(picked.birth_date), picked.birth_date);
      assert.ok(["", "14:30"].includes(picked.birth_time), picked.birth_time);
      if (error !== null) {
        assert.ok(
          [
            BOT_SCRIPT_FAILED,
            BOT_SOMETHING_WRONG,
            "An unexpected error occurred.",
            "reCaptcha validation failed",
          ].includes(error),
          error,
        );
      }
      if (errors.gender) assert.equal(errors.gender, "The gender field is required");
      if (errors.birth_time) assert.equal(errors.birth_time, "The birth time is required");
      // a BS date is read only while the switch shows BS; an AD date only while it shows AD
      if (errors.birth_date) {
        const expected =
          snapshot.context.calendar === "BS" ? [NO_SUCH_DAY, BIRTH_DATE_REQUIRED] : [BIRTH_DATE_REQUIRED];
        assert.ok(expected.includes(errors.birth_date), errors.birth_date);
      }
    },
    "editing.pickingDate": ({ calls, snapshot }) =>
      assert.deepEqual(calls.at(-1), { actor: "pickDate", input: snapshot.context.picked.birth_date }),
    "editing.pickingTime": ({ calls, snapshot }) =>
      assert.deepEqual(calls.at(-1), { actor: "pickTime", input: snapshot.context.picked.birth_time }),
    verifyingHuman: ({ calls }) => assert.equal(calls.at(-1)?.input, "feedback"),
    "loading.work.generating": ({ calls, snapshot }) => {
      const request = calls.at(-1)?.input as Record<string, unknown>;
      assert.equal(request.birth_time, "14:30");
      // whichever calendar it was entered in, the server gets the AD date
      assert.equal(request.birth_date, "1990-04-12");
      assert.equal(request.name, "Ram Bahadur Thapa");
      assert.equal(request["g-recaptcha-response"], "bot-token");
      assert.deepEqual(request.category, ["career"]);
      // capped at the random 80-95 value until done
      assert.ok(snapshot.context.progress <= 87);
    },
    loading: ({ snapshot }) => {
      // two steps climb evenly to the cap (87): the screen names the step it shows
      const { loadingSteps, stepIndex, progress } = snapshot.context;
      assert.ok(loadingSteps[stepIndex]?.name);
      assert.equal(progress, [43, 87][stepIndex]);
    },
    "loading.work.askingFreeQuestion": ({ calls, actions }) => {
      assert.deepEqual(calls.at(-1)?.input, { message: "When will I get a job?", session_id: "s-1" });
      const save = actions.at(-1);
      assert.equal(save?.name, "saveKundali");
      // the chart is kept with the birth it was drawn for, its date in AD
      const { details: saved, birth } = (save?.params ?? {}) as { details: AstroDetails; birth: BirthFormValues };
      assert.deepEqual(saved, details);
      assert.equal(birth.name, "Ram Bahadur Thapa");
      assert.equal(birth.birth_date, "1990-04-12");
    },
    finished: ({ snapshot, actions }) => {
      assert.equal(snapshot.context.progress, 100);
      const [save, go] = actions.slice(-2);
      assert.equal(go?.name, "goToKundali");
      assert.equal(save?.name, "saveFreeAnswer");
      // docs/product.md §8: the guru's text, 'No response' when it has none, 'Something went wrong.' when the call failed
      const answered = save?.event as { type: string; output?: { response: unknown[] } };
      const failed = !answered.type.startsWith("xstate.done.");
      const answer = failed
        ? "Something went wrong."
        : answered.output?.response.length
          ? "A job comes in spring."
          : "No response";
      assert.deepEqual(save?.params, {
        question: "When will I get a job?",
        answer,
        ...(failed ? { failed: true } : {}),
      });
    },
  },
};
