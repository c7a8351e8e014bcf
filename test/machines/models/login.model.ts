import assert from "node:assert/strict";
import type { CallFailure } from "../../../machines/lib/callFailure";
import { type LoginAnswer, loginMachine } from "../../../machines/login";
import type { MachineWalkSpec } from "../support/walk";

export const answer: LoginAnswer = {
  access_token: "a",
  refresh_token: "r",
  user: {
    id: 7,
    name: "Ram Thapa",
    email: "ram@example.com",
    gender: "male",
    contact: "",
    guru_id: 1,
    birth_date: "1990-04-12",
    birth_time: "14:30",
    birth_place: "Kathmandu",
    country: "Nepal",
    email_verified: true,
    guru_profile: null,
  },
  guru_profile: null,
};
const invalid: CallFailure = {
  message: "The email field must be a valid email address.",
  kind: "validation",
  status: 422,
  fieldErrors: { email: ["The email field must be a valid email address."] },
};

export const loginSpec: MachineWalkSpec = {
  name: "login",
  machine: loginMachine,
  inputs: [{ email: "", password: "", from: "chat" }],
  events: () => [
    { type: "login.submitted", email: "ram@example.com", password: "secret1" },
    { type: "login.fieldEdited", field: "email" },
    { type: "login.forgotPassword" },
    { type: "login.backToLogin" },
    { type: "forgot.submitted", email: "ram@example.com" },
  ],
  outputs: { logIn: [answer], sendResetEmail: [{ message: "We have emailed your reset link." }, {}] },
  errors: { logIn: [invalid, new Error("These credentials do not match our records.")], sendResetEmail: [invalid] },
  recordedActions: ["completeLogin", "afterLogin"],
  states: {
    "login.submitting": ({ calls }) =>
      assert.deepEqual(calls.at(-1)?.input, { email: "ram@example.com", password: "secret1" }),
    "forgot.sending": ({ calls }) => assert.equal(calls.at(-1)?.input, "ram@example.com"),
    "forgot.idle": ({ snapshot }) => {
      const message = snapshot.context.message;
      if (message !== null)
        assert.ok(["We have emailed your reset link.", "Email has been sent successfully!"].includes(message));
    },
    loggedIn: ({ actions }) => {
      assert.deepEqual(
        actions.map((a) => [a.name, a.params]),
        [
          ["completeLogin", answer],
          ["afterLogin", "chat"],
        ],
      );
    },
  },
};
