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
  ],
  outputs: {
    getBotToken: ["bot-token"],
    generateChart: [details("success"), details("error")],
    askFreeQuestion: [
      { response: [{ text: { value: "A job comes in spring." } }], suggestions: [] },
      { response: [], suggestions: [] },
    ],
  },
  errors: {
    getBotToken: [new Error(BOT_SCRIPT_FAILED), new Error("grecaptcha is undefined")],
    generateChart: [new Error("An unexpected error occurred."), botFieldFailure],
    askFreeQuestion: [new Error("An unexpected error occurred.")],
  },
  recordedActions: ["saveKundali", "saveFreeAnswer", "goToKundali"],
  states: {
    editing: ({ snapshot }) => {
      const { error, errors } = snapshot.context;
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
