/**
 * "Send a new verification link" on /profile, for a member whose address is not verified yet (the first mail
 * was lost or its link expired). The server answers the same whether or not the address waits for verification and
 * limits how many mails one address gets (docs/security.md).
 *
 * Events: `verificationMail.requested` { email } (the member's address, as the profile shows it when pressed: the
 * profile may still be loading when the screen opens).
 * Snapshot: `matches("idle")` (`context.message` after a mail was sent, `context.error` in red after a failure),
 * `matches("sending")` (the button disabled).
 * Placeholder: actor `sendVerificationMail` (email; output ignored).
 */
import { assign, fromPromise, setup } from "xstate";
import type { Said } from "./lib/callFailure";
import { errorMessage, notProvided } from "./lib/placeholders";

export const VERIFICATION_MAIL_SENT = "We have sent a new verification link. Please check your e-mail.";
export const VERIFICATION_MAIL_FAILED = "The verification mail could not be sent. Please try again later.";

export type VerificationMailEvent = { type: "verificationMail.requested"; email: string };

export const verificationMailMachine = setup({
  types: {
    context: {} as { email: string; message: string | null; error: Said | null },
    events: {} as VerificationMailEvent,
  },
  actors: { sendVerificationMail: fromPromise<unknown, string>(notProvided("sendVerificationMail")) },
}).createMachine({
  id: "verificationMail",
  context: { email: "", message: null, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "verificationMail.requested": {
          target: "sending",
          actions: assign({ email: ({ event }) => event.email.trim(), message: null, error: null }),
        },
      },
    },
    sending: {
      invoke: {
        id: "sendVerificationMail",
        src: "sendVerificationMail",
        input: ({ context }) => context.email,
        onDone: { target: "idle", actions: assign({ message: VERIFICATION_MAIL_SENT }) },
        // The server's refusal (e.g. too many mails: when to try again) says more than the box's own words.
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => errorMessage(event.error, VERIFICATION_MAIL_FAILED) }),
        },
      },
    },
  },
});
