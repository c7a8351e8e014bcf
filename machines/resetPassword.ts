/**
 * /reset-password (SPEC §2, §5): 'Reset your account now.' with email, password, confirmation and 'Reset Now'.
 *
 * Input: `token` and `email` from the query (the app strips the query from the URL once read).
 * Events: `reset.submitted` { email, password, password_confirmation }, `reset.fieldEdited` { field }.
 * Snapshot: `matches("editing")` (`context.fieldErrors`, `context.error`), `matches("submitting")`,
 * `matches("done")` (`context.message`; the app offers the login).
 * Placeholders: actor `resetPassword` ({ token, email, password, password_confirmation }; output answer).
 */
import { assign, fromPromise, setup } from "xstate";
import { fieldErrorsOf } from "./lib/callFailure";
import { errorMessage, notProvided, successMessage } from "./lib/placeholders";
import { validateCredentials } from "./lib/registration";

export const RESET_PAGE_TITLE = "Reset your account now.";
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
      fieldErrors: Record<string, string>;
      error: string | null;
      message: string | null;
    },
    events: {} as ResetPasswordEvent,
    input: {} as { token: string; email: string },
  },
  actors: { resetPassword: fromPromise<unknown, ResetRequest>(notProvided("resetPassword")) },
  guards: {
    invalid: ({ event }) => event.type === "reset.submitted" && Object.keys(validateCredentials(event)).length > 0,
  },
}).createMachine({
  id: "resetPassword",
  context: ({ input }) => ({
    request: { token: input.token, email: input.email, password: "", password_confirmation: "" },
    fieldErrors: {},
    error: null,
    message: null,
  }),
  initial: "editing",
  states: {
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
    done: { type: "final" },
  },
});
