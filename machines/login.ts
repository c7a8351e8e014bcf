/**
 * Login, page or modal (docs/product.md §2 Login, §4 login modal): login mode and the forgot-password mode (email only).
 *
 * Input: `email` (prefilled, e.g. after registration or from /profile?email=..&login=true), `password` (prefilled by
 * the registration modal), `from` ('page' | 'chat' | 'profile' | 'modal').
 * Events: `login.submitted` { email, password }, `login.fieldEdited` { field }, `login.forgotPassword`,
 * `login.backToLogin`, `forgot.submitted` { email }.
 * Snapshot: `matches({ login: "idle" })` / `{ login: "submitting" }` (button disabled), `{ forgot: "idle" }`
 * ('Reset Your Password' form; `context.message` after a send), `{ forgot: "sending" }`, `matches("loggedIn")`;
 * `context.fieldErrors[field]`, `context.error`.
 * Placeholders: actors `logIn` ({ email, password }; output LoginAnswer), `sendResetEmail` (email; output answer);
 * actions `completeLogin` (params LoginAnswer: stores tokens, user, guru; resets guest data), `afterLogin`
 * (params from: /kundali, or reload the chat when opened from the chat).
 */
import { assign, fromPromise, setup } from "xstate";
import type { LoginAnswer } from "../contract/accounts";
import type { Said } from "./lib/callFailure";
import { fieldErrorsOf } from "./lib/callFailure";
import { errorMessage, notProvided, successMessage } from "./lib/placeholders";

export const FORGOT_SENT = "Email has been sent successfully!";

export type { LoginAnswer };

export type LoginFrom = "page" | "chat" | "profile" | "modal";

export type LoginEvent =
  | { type: "login.submitted"; email: string; password: string }
  | { type: "login.fieldEdited"; field: string }
  | { type: "login.forgotPassword" }
  | { type: "login.backToLogin" }
  | { type: "forgot.submitted"; email: string };

interface LoginContext {
  email: string;
  password: string;
  from: LoginFrom;
  fieldErrors: Record<string, Said>;
  error: Said | null;
  message: Said | null;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { email: string; password: string; from: LoginFrom },
  },
  actors: {
    logIn: fromPromise<LoginAnswer, { email: string; password: string }>(notProvided("logIn")),
    sendResetEmail: fromPromise<unknown, string>(notProvided("sendResetEmail")),
  },
  actions: {
    clearFieldError: assign({
      fieldErrors: ({ context, event }) => {
        if (event.type !== "login.fieldEdited") return context.fieldErrors;
        const { [event.field]: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
      error: null,
    }),
    completeLogin: (_, _answer: LoginAnswer) => {},
    afterLogin: (_, _from: LoginFrom) => {},
  },
}).createMachine({
  id: "login",
  context: ({ input }) => ({ ...input, fieldErrors: {}, error: null, message: null }),
  initial: "login",
  states: {
    login: {
      initial: "idle",
      on: {
        "login.forgotPassword": { target: "forgot", actions: assign({ fieldErrors: {}, error: null, message: null }) },
      },
      states: {
        idle: {
          on: {
            "login.fieldEdited": { actions: "clearFieldError" },
            "login.submitted": {
              target: "submitting",
              actions: assign({
                email: ({ event }) => event.email,
                password: ({ event }) => event.password,
                fieldErrors: {},
                error: null,
              }),
            },
          },
        },
        submitting: {
          invoke: {
            id: "logIn",
            src: "logIn",
            input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
            onDone: {
              target: "#login.loggedIn",
              actions: [
                { type: "completeLogin", params: ({ event }) => event.output },
                { type: "afterLogin", params: ({ context }) => context.from },
              ],
            },
            onError: {
              target: "idle",
              actions: assign({
                fieldErrors: ({ event }) => fieldErrorsOf(event.error),
                error: ({ event }) => errorMessage(event.error),
                password: "",
              }),
            },
          },
        },
      },
    },
    forgot: {
      initial: "idle",
      on: {
        "login.backToLogin": { target: "login", actions: assign({ fieldErrors: {}, error: null, message: null }) },
      },
      states: {
        idle: {
          on: {
            "login.fieldEdited": { actions: "clearFieldError" },
            "forgot.submitted": {
              target: "sending",
              actions: assign({ email: ({ event }) => event.email, fieldErrors: {}, error: null, message: null }),
            },
          },
        },
        sending: {
          invoke: {
            id: "sendResetEmail",
            src: "sendResetEmail",
            input: ({ context }) => context.email.trim(),
            onDone: {
              target: "idle",
              actions: assign({ message: ({ event }) => successMessage(event.output, FORGOT_SENT) }),
            },
            onError: {
              target: "idle",
              actions: assign({
                fieldErrors: ({ event }) => fieldErrorsOf(event.error),
                error: ({ event }) => errorMessage(event.error),
              }),
            },
          },
        },
      },
    },
    loggedIn: { type: "final" },
  },
});
