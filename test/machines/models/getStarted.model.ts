import assert from "node:assert/strict";
import { type AstroDetails, getStartedMachine, NO_RESPONSE } from "../../../machines/getStarted";
import type { CallFailure } from "../../../machines/lib/apiTypes";
import type { BirthFormValues } from "../../../machines/lib/birthForm";
import { BOT_SCRIPT_FAILED, BOT_SOMETHING_WRONG } from "../../../machines/lib/botProtection";
import type { MachineWalkSpec } from "../support/walk";

export const validBirth: BirthFormValues = {
  name: "Ram Thapa",
  gender: "male",
  birth_date: "1990-04-12",
  birth_time: "2:30 PM",
  birth_place: "Kathmandu",
  country: "Nepal",
};
const empty: BirthFormValues = { name: "", gender: "", birth_date: "", birth_time: "", birth_place: "", country: "" };

const details = (status: string): AstroDetails => ({
  status,
  session_id: "s-1",
  interpretation: "Your Moon is in Rohini.",
  chart: [],
  category: ["career"],
  horoscope_data: '{"sign":"Taurus"}',
  astro_data: {},
  guru_profile: null,
  message: status === "success" ? "" : "Birth place not found.",
});
const botFieldFailure: CallFailure = {
  message: "Invalid.",
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
    },
  ],
  events: () => [
    { type: "form.submitted", values: empty },
    { type: "form.submitted", values: validBirth },
    { type: "form.fieldEdited", field: "name" },
    { type: "form.datePickRequested" },
    { type: "form.timePickRequested" },
  ],
  outputs: {
    getBotToken: ["bot-token"],
    generateChart: [details("success"), details("error")],
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
  // What the pickers answered matters only while the form shows; past it, the submitted values are what count.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      context: snapshot.matches("editing") ? snapshot.context : { ...snapshot.context, picked: null },
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
            "Birth place not found.",
            "An unexpected error occurred.",
            "reCaptcha validation failed",
          ].includes(error),
          error,
        );
      }
      if (errors.gender) assert.equal(errors.gender, "The gender field is required");
      if (errors.birth_time) assert.equal(errors.birth_time, "The birth time is required");
    },
    "editing.pickingDate": ({ calls, snapshot }) =>
      assert.deepEqual(calls.at(-1), { actor: "pickDate", input: snapshot.context.picked.birth_date }),
    "editing.pickingTime": ({ calls, snapshot }) =>
      assert.deepEqual(calls.at(-1), { actor: "pickTime", input: snapshot.context.picked.birth_time }),
    verifyingHuman: ({ calls }) => assert.equal(calls.at(-1)?.input, "feedback"),
    "loading.work.generating": ({ calls, snapshot }) => {
      const request = calls.at(-1)?.input as Record<string, unknown>;
      assert.equal(request.birth_time, "14:30");
      assert.equal(request["g-recaptcha-response"], "bot-token");
      assert.deepEqual(request.category, ["career"]);
      // capped at the random 80-95 value until done
      assert.ok(snapshot.context.progress <= 87);
    },
    "loading.work.askingFreeQuestion": ({ calls, actions }) => {
      assert.deepEqual(calls.at(-1)?.input, { message: "When will I get a job?", session_id: "s-1" });
      assert.equal(actions.at(-1)?.name, "saveKundali");
    },
    finished: ({ snapshot, actions }) => {
      assert.equal(snapshot.context.progress, 100);
      const [save, go] = actions.slice(-2);
      assert.equal(go?.name, "goToKundali");
      assert.equal(save?.name, "saveFreeAnswer");
      assert.ok(
        ["A job comes in spring.", NO_RESPONSE, "Something went wrong."].includes(
          (save?.params as { answer: string } | undefined)?.answer ?? "",
        ),
      );
    },
  },
};
