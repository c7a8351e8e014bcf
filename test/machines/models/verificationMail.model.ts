import assert from "node:assert/strict";
import type { CallFailure } from "../../../machines/lib/callFailure";
import { UNEXPECTED_ERROR } from "../../../machines/lib/placeholders";
import { VERIFICATION_MAIL_SENT, verificationMailMachine } from "../../../machines/verificationMail";
import type { MachineWalkSpec } from "../support/walk";

export const verificationMailSpec: MachineWalkSpec = {
  name: "verificationMail",
  machine: verificationMailMachine,
  events: () => [{ type: "verificationMail.requested", email: " sita@example.com " }],
  outputs: { sendVerificationMail: [{ message: "If an account ... we have sent it a new link." }] },
  errors: {
    // what the HTTP adapter throws: the server's words, and a failure nobody worded
    sendVerificationMail: [
      {
        kind: "http",
        message: "Too many attempts. Please try again in 15 minutes.",
        status: 429,
        fieldErrors: {},
      } satisfies CallFailure,
      { kind: "http", message: UNEXPECTED_ERROR, generic: true, status: 500, fieldErrors: {} } satisfies CallFailure,
    ],
  },
  states: {
    sending: ({ calls, snapshot }) => {
      assert.equal(calls.at(-1)?.input, "sita@example.com");
      assert.equal(snapshot.context.message, null);
      assert.equal(snapshot.context.error, null);
    },
    idle: ({ snapshot }) => {
      const { error, message } = snapshot.context;
      assert.ok(error === null || message === null, "never a success and a failure at once");
      if (message !== null) assert.equal(message, VERIFICATION_MAIL_SENT);
      if (error !== null)
        assert.ok(
          [
            "Too many attempts. Please try again in 15 minutes.",
            "The verification mail could not be sent. Please try again later.",
          ].includes(error),
        );
    },
  },
};
