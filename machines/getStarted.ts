/**
 * /get-started (docs/product.md §2, §4): the birth form, the bot-protection check, chart generation with the loading screen,
 * the free question, then /kundali.
 *
 * Input: `question` (the saved free question), `categories` (category names sent with the chart request),
 * `loadingSteps` (loading_text: name + ms), `progressCap` (a random 80-95, drawn by the app), `calendar` (the birth
 * date's calendar shown first: BS for Nepali, else AD).
 *
 * Events (from the view):
 * - `form.fieldEdited` { field }   the user edited a field: its error clears
 * - `form.calendarChosen` { calendar }  the birth date switch: 'AD' (date picker) or 'BS' (year, month, day)
 * - `form.submitted` { values }    Continue: docs/product.md §5 validation (a BS date must exist), else the check and the
 *                                  generation start with the date in AD
 * - `form.datePickRequested`       native app: the read-only birth date was tapped; the native date picker opens
 * - `form.timePickRequested`       native app: the read-only birth time was tapped; the native time picker opens
 *
 * Snapshot for the view:
 * - `matches("editing")`: the form; `context.calendar` (which birth date entry shows); `context.errors[field]`
 *   under each field; `context.error` (bot protection, generation failure) above the button. `context.picked` holds what the native pickers answered (birth_date
 *   YYYY-MM-DD, birth_time HH:MM); the native view shows and submits those. `matches({ editing: "pickingDate" })` /
 *   `"pickingTime"` while a picker is open (a new tap reopens it).
 * - `matches("verifyingHuman")`: Continue disabled.
 * - `matches("loading")`: the loading screen: `context.loadingSteps[context.stepIndex].name`, `context.progress` (%).
 * - `matches("finished")`: progress 100; the app navigates to /kundali (`goToKundali`).
 *
 * Placeholders: actors `getBotToken` (input 'feedback'; output token), `generateChart` (astro-details payload;
 * output AstroDetails), `askFreeQuestion` ({ message, session_id }; output ChatReply), `pickDate` / `pickTime`
 * (input: the value picked so far or ""; output the picked text or null when cancelled; an answer in the wrong
 * shape counts as cancelled); actions `saveKundali`
 * (params { details: AstroDetails, birth: the form values }), `saveFreeAnswer` (params { question, answer, failed? }:
 * `failed` when the call failed and the answer is CHAT_FAILED), `goToKundali`.
 */
import { assign, fromPromise, setup } from "xstate";
import type { AstroDetailsAnswer } from "../contract/charts";
import type { ChatAnswer } from "../contract/chat";
import type { LoadingStep } from "../contract/content";
import { BOT_PROTECTION_FIELD } from "../contract/rules";
import type { BirthCalendar } from "./lib/birthCalendar";
import {
  type AstroDetailsRequest,
  astroDetailsPayload,
  type BirthFormEvent,
  type BirthFormValues,
  type FieldErrors,
  validateBirthForm,
  withAdBirthDate,
} from "./lib/birthForm";
import { BOT_PROTECTION_ACTION, botProtectionMessage } from "./lib/botProtection";
import type { Said } from "./lib/callFailure";
import { fieldErrorsOf } from "./lib/callFailure";
import { nativePickerActors, nativePickerStates, type PickedBirthValues } from "./lib/nativePickers";
import { errorMessage, notProvided } from "./lib/placeholders";

/** POST /api/astro-details's answer: the `generateChart` actor's output. */
export type AstroDetails = AstroDetailsAnswer;
/** POST /api/assistant/chat's answer: the `askFreeQuestion` actor's output. */
export type ChatReply = ChatAnswer;

export const NO_RESPONSE = "No response";
export const CHAT_FAILED = "Something went wrong.";

/** The guru's answer text of a chat reply, or 'No response'. */
export function replyText(reply: Pick<ChatReply, "response"> | undefined): string {
  const text = reply?.response?.[0]?.text?.value;
  return typeof text === "string" && text.trim() !== "" ? text : NO_RESPONSE;
}

export interface GetStartedInput {
  question: string;
  categories: string[];
  loadingSteps: LoadingStep[];
  progressCap: number;
  calendar: BirthCalendar;
}

interface GetStartedContext extends GetStartedInput {
  values: BirthFormValues | null;
  errors: FieldErrors;
  error: Said | null;
  botToken: string;
  stepIndex: number;
  progress: number;
  sessionId: string;
  picked: PickedBirthValues;
}

export type GetStartedEvent = BirthFormEvent;

/** The submitted values in the calendar the switch shows (the machine's, not the view's). */
function entered(context: GetStartedContext, values: BirthFormValues): BirthFormValues {
  return { ...values, calendar: context.calendar };
}

function progressAt(context: GetStartedContext, stepIndex: number): number {
  const total = context.loadingSteps.length;
  if (total === 0) return context.progressCap;
  return Math.min(context.progressCap, Math.floor((context.progressCap * (stepIndex + 1)) / total));
}

export const getStartedMachine = setup({
  types: {
    context: {} as GetStartedContext,
    events: {} as GetStartedEvent,
    input: {} as GetStartedInput,
  },
  actors: {
    getBotToken: fromPromise<string, string>(notProvided("getBotToken")),
    generateChart: fromPromise<AstroDetails, AstroDetailsRequest>(notProvided("generateChart")),
    askFreeQuestion: fromPromise<ChatReply, { message: string; session_id: string }>(notProvided("askFreeQuestion")),
    ...nativePickerActors,
  },
  actions: {
    saveKundali: (_, _kundali: { details: AstroDetails; birth: BirthFormValues }) => {},
    saveFreeAnswer: (_, _answer: { question: string; answer: string; failed?: true }) => {},
    goToKundali: () => {},
  },
  delays: {
    stepDuration: ({ context }) => context.loadingSteps[context.stepIndex]?.time ?? 0,
  },
  guards: {
    formInvalid: ({ context, event }) =>
      event.type === "form.submitted" && Object.keys(validateBirthForm(entered(context, event.values))).length > 0,
    hasNextStep: ({ context }) => context.stepIndex + 1 < context.loadingSteps.length,
  },
}).createMachine({
  id: "getStarted",
  context: ({ input }) => ({
    ...input,
    values: null,
    errors: {},
    error: null,
    botToken: "",
    stepIndex: 0,
    progress: 0,
    sessionId: "",
    picked: { birth_date: "", birth_time: "" },
  }),
  initial: "editing",
  states: {
    editing: {
      ...nativePickerStates<GetStartedContext, GetStartedEvent>(),
      on: {
        // a new tap reopens the picker (the native side may have dropped the last one)
        "form.datePickRequested": { target: ".pickingDate", reenter: true },
        "form.timePickRequested": { target: ".pickingTime", reenter: true },
        "form.fieldEdited": {
          actions: assign({
            errors: ({ context, event }) => {
              const { [event.field]: _cleared, ...rest } = context.errors;
              return rest;
            },
            error: null,
          }),
        },
        "form.calendarChosen": {
          actions: assign({
            calendar: ({ event }) => event.calendar,
            errors: ({ context }) => {
              const { birth_date: _cleared, ...rest } = context.errors;
              return rest;
            },
          }),
        },
        "form.submitted": [
          {
            guard: "formInvalid",
            actions: assign({
              errors: ({ context, event }) => validateBirthForm(entered(context, event.values)),
              error: null,
            }),
          },
          {
            target: "verifyingHuman",
            actions: assign({
              values: ({ context, event }) => withAdBirthDate(entered(context, event.values)),
              errors: {},
              error: null,
            }),
          },
        ],
      },
    },
    verifyingHuman: {
      invoke: {
        id: "getBotToken",
        src: "getBotToken",
        input: BOT_PROTECTION_ACTION,
        onDone: { target: "loading", actions: assign({ botToken: ({ event }) => event.output }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => botProtectionMessage(event.error) }) },
      },
    },
    loading: {
      type: "parallel",
      entry: assign({ stepIndex: 0, progress: ({ context }) => progressAt(context, 0) }),
      states: {
        steps: {
          initial: "showing",
          states: {
            showing: {
              after: {
                stepDuration: {
                  guard: "hasNextStep",
                  target: "showing",
                  reenter: true,
                  actions: assign({
                    stepIndex: ({ context }) => context.stepIndex + 1,
                    progress: ({ context }) => progressAt(context, context.stepIndex + 1),
                  }),
                },
              },
            },
          },
        },
        work: {
          initial: "generating",
          states: {
            generating: {
              invoke: {
                id: "generateChart",
                src: "generateChart",
                input: ({ context }) =>
                  astroDetailsPayload(context.values as BirthFormValues, context.categories, context.botToken),
                // A 200 is always a chart (contract/charts.ts); refusals arrive as failures (onError).
                onDone: {
                  target: "askingFreeQuestion",
                  actions: [
                    // A member's chart has no guest session (null): their questions go by their token.
                    assign({ sessionId: ({ event }) => event.output.session_id ?? "" }),
                    {
                      type: "saveKundali",
                      params: ({ context, event }) => ({
                        details: event.output,
                        birth: context.values as BirthFormValues,
                      }),
                    },
                  ],
                },
                onError: {
                  target: "#getStarted.editing",
                  actions: assign({
                    error: ({ event }) => fieldErrorsOf(event.error)[BOT_PROTECTION_FIELD] ?? errorMessage(event.error),
                  }),
                },
              },
            },
            askingFreeQuestion: {
              invoke: {
                id: "askFreeQuestion",
                src: "askFreeQuestion",
                input: ({ context }) => ({ message: context.question, session_id: context.sessionId }),
                onDone: {
                  target: "#getStarted.finished",
                  actions: {
                    type: "saveFreeAnswer",
                    params: ({ context, event }) => ({ question: context.question, answer: replyText(event.output) }),
                  },
                },
                onError: {
                  target: "#getStarted.finished",
                  actions: {
                    type: "saveFreeAnswer",
                    params: ({ context }) => ({
                      question: context.question,
                      answer: CHAT_FAILED,
                      failed: true as const,
                    }),
                  },
                },
              },
            },
          },
        },
      },
    },
    finished: {
      type: "final",
      entry: [assign({ progress: 100 }), "goToKundali"],
    },
  },
});
