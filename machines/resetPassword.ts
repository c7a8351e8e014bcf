/**
 * /reset-password (docs/product.md §2, §5): 'Reset your account now.' with email, password, confirmation and 'Reset Now'.
 *
 * Input: `token` and `email` from the query, `linkInAddress` (the query is still in the address: the machine has it
 * stripped once read, so a reload or a shared screenshot does not carry the token).
 * Events: `reset.submitted` { email, password, password_confirmation }, `reset.fieldEdited` { field }.
 * Snapshot: `matches("editing")` (`context.fieldErrors`, `context.error`), `matches("submitting")`,
 * `matches("done")` (`context.message`).
 * Placeholders: actor `resetPassword` ({ token, email, password, password_confirmation }; output answer); actions
 * `forgetLink` (replace the address with the bare /reset-password), `notifyDone` (params: the success message, shown
 * as a toast that outlives the page) and `goToLogin`.
 */
import { assign, fromPromise, setup } from "xstate";
import type { Said } from "./lib/callFailure";
import { fieldErrorsOf } from "./lib/callFailure";
import { errorMessage, notProvided, successMessage } from "./lib/placeholders";
import { validateCredentials } from "./lib/registration";

export const RESET_DONE = "Reset password successfully!";

interface ResetRequest {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export type ResetPasswordEvent =
  | { type: "reset.submitted"; email: string; password: string; password_confirmation: string }
  | { type: "reset.fieldEdited"; field: string };

export const resetPasswordMachine = setup({
  types: {
    context: {} as {
      request: ResetRequest;
      fieldErrors: Record<string, Said>;
      error: Said | null;
      message: Said | null;
      linkInAddress: boolean;
    },
    events: {} as ResetPasswordEvent,
    input: {} as { token: string; email: string; linkInAddress: boolean },
  },
  actors: { resetPassword: fromPromise<unknown, ResetRequest>(notProvided("resetPassword")) },
  actions: { forgetLink: () => {}, notifyDone: (_, _message: Said) => {}, goToLogin: () => {} },
  guards: {
    linkInAddress: ({ context }) => context.linkInAddress,
    invalid: ({ event }) => event.type === "reset.submitted" && Object.keys(validateCredentials(event)).length > 0,
  },
}).createMachine({
  id: "resetPassword",
  context: ({ input }) => ({
    request: { token: input.token, email: input.email, password: "", password_confirmation: "" },
    fieldErrors: {},
    error: null,
    message: null,
    linkInAddress: input.linkInAddress,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "linkInAddress", target: "editing", actions: "forgetLink" }, { target: "editing" }],
    },
    editing: {
      on: {
        "reset.fieldEdited": {
          actions: assign({
            fieldErrors: ({ context, event }) => {
              const { [event.field]: _cleared, ...rest } = context.fieldErrors;
              return rest;
            },
            error: null,
          }),
        },
        "reset.submitted": [
          {
            guard: "invalid",
            actions: assign({ fieldErrors: ({ event }) => validateCredentials(event), error: null }),
          },
          {
            target: "submitting",
            actions: assign({
              request: ({ context, event }) => ({
                token: context.request.token,
                email: event.email.trim(),
                password: event.password,
                password_confirmation: event.password_confirmation,
              }),
              fieldErrors: {},
              error: null,
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        id: "resetPassword",
        src: "resetPassword",
        input: ({ context }) => context.request,
        onDone: {
          target: "done",
          actions: assign({ message: ({ event }) => successMessage(event.output, RESET_DONE) }),
        },
        onError: {
          target: "editing",
          actions: assign({
            fieldErrors: ({ event }) => fieldErrorsOf(event.error),
            error: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
    // the server's message shows as a toast and the login page takes the new password
    done: {
      type: "final",
      entry: [{ type: "notifyDone", params: ({ context }) => context.message ?? RESET_DONE }, "goToLogin"],
    },
  },
});
