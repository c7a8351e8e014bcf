/**
 * Registration, page or modal (docs/product.md §2 Register, §4 registration).
 *
 * Input: `mode` ('page' | 'modal'), `registeredEmail` (held already?), `sessionId` and `guest` (the guest's chart
 * details, sent in modal mode where those fields are hidden), `calendar` (the birth date entry shown first).
 * Events: `register.calendarChosen` { calendar } (the birth date switch, AD or BS; `context.calendar`),
 * `register.submitted` { values: RegistrationValues }, `register.fieldEdited` { field }. A submission is
 * checked first (credentials; the full name in page mode; the phone field's verdict for its country); the server
 * applies the same rules.
 * Snapshot: `matches({ editable: "idle" })`, `matches("submitting")` (button disabled), `matches("success")`
 * (`context.message`), `matches({ editable: "error" })` (`context.fieldErrors[field]` under the fields; `context.error`). Editing a field clears its
 * error (and leaves the error state once none is left).
 * Placeholders: actor `register` (payload; output { data: { message, guru_profile } }); actions `showSuccess`
 * (params message), `saveGuruProfile` (params guru), `clearSavedQuestion`, `rememberRegisteredEmail` (params
 * email; only when none is held), `openLoginPrefilled` (params { email, password }; modal), `goToLogin` (page).
 */
import { assign, enqueueActions, fromPromise, setup } from "xstate";
import type { RegisterAnswer, RegisterRequestBody } from "../contract/accounts";
import type { GuruProfile } from "../contract/user";
import type { BirthCalendar } from "./lib/birthCalendar";
import { withAdBirthDate } from "./lib/birthForm";
import type { Said } from "./lib/callFailure";
import { fieldErrorsOf } from "./lib/callFailure";
import { errorMessage, notProvided, successMessage } from "./lib/placeholders";
import {
  type GuestProfile,
  type RegistrationValues,
  registrationPayload,
  validateRegistration,
} from "./lib/registration";

export const REGISTERED = "User created successfully!";

export type { RegisterAnswer };

export interface RegistrationInput {
  mode: "page" | "modal";
  calendar: BirthCalendar;
  registeredEmail: string | null;
  sessionId: string | null;
  guest: GuestProfile | null;
}

interface RegistrationContext extends RegistrationInput {
  values: RegistrationValues | null;
  fieldErrors: Record<string, Said>;
  error: Said | null;
  message: Said | null;
}

export type RegistrationEvent =
  | { type: "register.calendarChosen"; calendar: BirthCalendar }
  | { type: "register.submitted"; values: RegistrationValues }
  | { type: "register.fieldEdited"; field: string };

/** The submitted values in the calendar the switch shows (the machine's, not the view's). */
function entered(context: RegistrationContext, values: RegistrationValues): RegistrationValues {
  return { ...values, calendar: context.calendar };
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    register: fromPromise<RegisterAnswer, RegisterRequestBody>(notProvided("register")),
  },
  actions: {
    showSuccess: (_, _message: string) => {},
    saveGuruProfile: (_, _guru: GuruProfile | null) => {},
    clearSavedQuestion: () => {},
    rememberRegisteredEmail: (_, _email: string) => {},
    openLoginPrefilled: (_, _credentials: { email: string; password: string }) => {},
    goToLogin: () => {},
    clearFieldError: assign({
      fieldErrors: ({ context, event }) => {
        if (event.type !== "register.fieldEdited") return context.fieldErrors;
        const { [event.field]: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
  },
  guards: {
    formInvalid: ({ context, event }) =>
      event.type === "register.submitted" &&
      Object.keys(validateRegistration(entered(context, event.values), context.mode)).length > 0,
    modal: ({ context }) => context.mode === "modal",
    noRegisteredEmail: ({ context }) => context.registeredEmail === null,
    otherErrorsLeft: ({ context, event }) =>
      event.type === "register.fieldEdited" && Object.keys(context.fieldErrors).some((field) => field !== event.field),
  },
}).createMachine({
  id: "registration",
  context: ({ input }) => ({ ...input, values: null, fieldErrors: {}, error: null, message: null }),
  initial: "editable",
  states: {
    // idle and error both take a submission
    editable: {
      initial: "idle",
      on: {
        "register.calendarChosen": {
          actions: assign({
            calendar: ({ event }) => event.calendar,
            fieldErrors: ({ context }) => {
              const { birth_date: _cleared, ...rest } = context.fieldErrors;
              return rest;
            },
          }),
        },
        "register.submitted": [
          {
            guard: "formInvalid",
            target: ".error",
            actions: assign({
              fieldErrors: ({ context, event }) => validateRegistration(entered(context, event.values), context.mode),
              error: null,
            }),
          },
          {
            target: "submitting",
            actions: assign({
              values: ({ context, event }) => withAdBirthDate(entered(context, event.values)),
              fieldErrors: {},
              error: null,
            }),
          },
        ],
      },
      states: {
        idle: {},
        error: {
          on: {
            "register.fieldEdited": [
              { guard: "otherErrorsLeft", actions: "clearFieldError" },
              { target: "idle", actions: ["clearFieldError", assign({ error: null })] },
            ],
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: "register",
        src: "register",
        input: ({ context }) =>
          registrationPayload(context.values as RegistrationValues, {
            mode: context.mode,
            registeredEmail: context.registeredEmail,
            sessionId: context.sessionId,
            guest: context.guest,
          }),
        onDone: {
          target: "success",
          actions: [
            assign({ message: ({ event }) => successMessage(event.output, REGISTERED) }),
            { type: "showSuccess", params: ({ context }) => context.message as string },
            { type: "saveGuruProfile", params: ({ event }) => event.output.data?.guru_profile ?? null },
            "clearSavedQuestion",
          ],
        },
        onError: {
          target: "editable.error",
          actions: assign({
            fieldErrors: ({ event }) => fieldErrorsOf(event.error),
            error: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
    success: {
      type: "final",
      entry: enqueueActions(({ context, enqueue, check }) => {
        const values = context.values as RegistrationValues;
        const email = values.email.trim();
        if (check("noRegisteredEmail")) enqueue({ type: "rememberRegisteredEmail", params: email });
        if (check("modal")) enqueue({ type: "openLoginPrefilled", params: { email, password: values.password } });
        else enqueue("goToLogin");
      }),
    },
  },
});
