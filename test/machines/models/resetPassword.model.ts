import assert from "node:assert/strict";
import type { CallFailure } from "../../../machines/lib/callFailure";
import { resetPasswordMachine } from "../../../machines/resetPassword";
import type { MachineWalkSpec } from "../support/walk";

const expired: CallFailure = {
  message: "Invalid.",
  kind: "validation",
  status: 422,
  fieldErrors: { email: ["This password reset token is invalid."] },
};

export const resetPasswordSpec: MachineWalkSpec = {
  name: "resetPassword",
  machine: resetPasswordMachine,
  // opened from the mail's link (the query is in the address), and opened again without it
  inputs: [
    { token: "t-1", email: "ram@example.com", linkInAddress: true },
    { token: "t-1", email: "ram@example.com", linkInAddress: false },
  ],
  events: () => [
    { type: "reset.submitted", email: "ram@example.com", password: "secret1", password_confirmation: "secret1" },
    { type: "reset.submitted", email: "ram@example.com", password: "12345", password_confirmation: "54321" },
    { type: "reset.fieldEdited", field: "password" },
  ],
  outputs: { resetPassword: [{ data: { message: "Your password has been reset." } }, {}] },
  errors: { resetPassword: [expired] },
  recordedActions: ["forgetLink", "notifyDone", "goToLogin"],
  states: {
    editing: ({ snapshot, actions }) => {
      // the link leaves the address once, only when it was there
      assert.deepEqual(actions.filter((a) => a.name === "forgetLink").length, snapshot.context.linkInAddress ? 1 : 0);
      assert.equal(actions.filter((a) => a.name === "goToLogin").length, 0);
      const { fieldErrors } = snapshot.context;
      if (fieldErrors.password) assert.equal(fieldErrors.password, "The password field must be at least 6 characters.");
      if (fieldErrors.password_confirmation) assert.equal(fieldErrors.password_confirmation, "Password does not match");
    },
    submitting: ({ calls }) =>
      assert.deepEqual(calls.at(-1)?.input, {
        token: "t-1",
        email: "ram@example.com",
        password: "secret1",
        password_confirmation: "secret1",
      }),
    done: ({ snapshot, actions }) => {
      assert.ok(
        ["Your password has been reset.", "Reset password successfully!"].includes(snapshot.context.message as string),
      );
      // the server's message (or the default) as a toast, then the login page takes the new password
      assert.deepEqual(
        actions.filter((a) => a.name !== "forgetLink").map((a) => [a.name, a.params]),
        [
          ["notifyDone", snapshot.context.message],
          ["goToLogin", undefined],
        ],
      );
    },
  },
};
