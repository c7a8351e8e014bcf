/**
 * /matching: Kundali matching (Ashtakoot guna milan) of the asker's chart with a partner's birth details, the
 * saved matches, and asking the guru about a match.
 *
 * Input: `sessionId` (the guest session the chart belongs to; null for members, who send their token), `calendar`
 * (the birth date's calendar shown first: BS for Nepali, else AD).
 *
 * Two regions run side by side, so the form is usable while the saved matches load (or after they failed):
 * - `saved`: `loading` (GET /api/matches) -> `ready` | `failed`.
 * - `match`: `editing` (the partner's form) -> `submitting` (POST /api/matches) -> `showing` (the result).
 *
 * Events (from the view):
 * - `form.fieldEdited` { field }        the user edited a field: its error and the general error clear
 * - `form.calendarChosen` { calendar }  the birth date switch: 'AD' (date picker) or 'BS' (year, month, day)
 * - `form.submitted` { values }         Match: the /get-started rules and messages (a BS date must exist), else the
 *                                       partner's details go out with the date in AD
 * - `form.datePickRequested` / `form.timePickRequested`   native app: the read-only date / time was tapped
 * - `match.opened` { id }               a saved match was picked from the list: its result shows
 * - `match.newRequested`                'New match' on a result: an empty form
 * - `match.askGuru` { question }        'Ask the guru about this match' with the question in the UI language
 * - `saved.retried`                     the saved matches failed to load: read them again
 *
 * Snapshot for the view:
 * - `matches({ saved: "loading" | "ready" | "failed" })`; `context.matches` (newest first); `context.listError`.
 * - `matches({ match: "editing" })`: the form; `context.calendar`, `context.errors[field]` (422 and local rules,
 *   under each field), `context.error` (409 no chart, 429 limit, offline, others: above the button),
 *   `context.values` (the last submitted values: the form comes back with them), `context.picked` (native pickers),
 *   `matches({ match: { editing: "pickingDate" } })` / `"pickingTime"` while a picker is open.
 * - `matches({ match: "submitting" })`: the button is disabled, the form says it is matching.
 * - `matches({ match: "showing" })`: `context.current` (MatchView).
 *
 * Placeholders: actors `loadMatches` (input: the guest session id or null; output MatchView[]), `createMatch`
 * (MatchRequest; output MatchAnswer), `pickDate` / `pickTime` (as /get-started); actions `matchSaved` (params the
 * new MatchView), `askGuru` (params { question, match }).
 */
import { assign, fromPromise, setup } from "xstate";
import type { MatchAnswer, MatchRequest, MatchView } from "../contract/matching";
import { to24Hour } from "../contract/time-rule";
import type { BirthCalendar } from "./lib/birthCalendar";
import {
  type BirthFormEvent,
  type BirthFormValues,
  type FieldErrors,
  validateBirthForm,
  withAdBirthDate,
} from "./lib/birthForm";
import type { Said } from "./lib/callFailure";
import { fieldErrorsOf } from "./lib/callFailure";
import { nativePickerActors, nativePickerStates, type PickedBirthValues } from "./lib/nativePickers";
import { errorMessage, notProvided, UNEXPECTED_ERROR } from "./lib/placeholders";

/** The partner's form fields a 422 can name (anything else is shown above the button). */
const FORM_FIELDS = ["name", "gender", "birth_date", "birth_time", "birth_place"];

export interface MatchingInput {
  sessionId: string | null;
  calendar: BirthCalendar;
}

interface MatchingContext extends MatchingInput {
  matches: MatchView[];
  listError: Said | null;
  current: MatchView | null;
  values: BirthFormValues | null;
  errors: FieldErrors;
  error: Said | null;
  picked: PickedBirthValues;
}

export type MatchingEvent =
  | BirthFormEvent
  | { type: "match.opened"; id: string }
  | { type: "match.newRequested" }
  | { type: "match.askGuru"; question: string }
  | { type: "saved.retried" };

/** POST /api/matches: the partner's details as /api/astro-details takes them; a guest adds the session. */
export function matchRequest(values: BirthFormValues, sessionId: string | null): MatchRequest {
  return {
    name: values.name.trim(),
    gender: values.gender,
    birth_date: values.birth_date,
    birth_time: to24Hour(values.birth_time) ?? values.birth_time.slice(0, 5),
    birth_place: values.birth_place,
    ...(values.country ? { country: values.country } : {}),
    ...(values.place_id ? { place_id: values.place_id } : {}),
    ...(sessionId ? { session_id: sessionId } : {}),
  };
}

/** The loaded list, with matches made meanwhile (not in it yet) kept in front. */
function mergeMatches(kept: MatchView[], loaded: MatchView[]): MatchView[] {
  const ids = new Set(loaded.map((match) => match.id));
  return [...kept.filter((match) => !ids.has(match.id)), ...loaded];
}

function withoutError(errors: FieldErrors, field: string): FieldErrors {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

/** The submitted values in the calendar the switch shows (the machine's, not the view's). */
function entered(context: MatchingContext, values: BirthFormValues): BirthFormValues {
  return { ...values, calendar: context.calendar };
}

/** A failed POST: a 422's form fields go under them, anything else (409, 429, offline, 5xx) above the button. */
function afterFailure(error: unknown): Pick<MatchingContext, "errors" | "error"> {
  const fields = fieldErrorsOf(error);
  const errors = Object.fromEntries(Object.entries(fields).filter(([field]) => FORM_FIELDS.includes(field)));
  const others = Object.entries(fields).filter(([field]) => !FORM_FIELDS.includes(field));
  if (Object.keys(errors).length > 0) return { errors, error: others[0]?.[1] ?? null };
  return { errors: {}, error: others[0]?.[1] ?? errorMessage(error) };
}

export const matchingMachine = setup({
  types: {
    context: {} as MatchingContext,
    events: {} as MatchingEvent,
    input: {} as MatchingInput,
  },
  actors: {
    loadMatches: fromPromise<MatchView[], string | null>(notProvided("loadMatches")),
    createMatch: fromPromise<MatchAnswer, MatchRequest>(notProvided("createMatch")),
    ...nativePickerActors,
  },
  actions: {
    matchSaved: (_, _match: MatchView) => {},
    askGuru: (_, _ask: { question: string; match: MatchView }) => {},
    openMatch: assign({
      current: ({ context, event }) =>
        event.type === "match.opened" ? (context.matches.find((match) => match.id === event.id) ?? null) : null,
    }),
  },
  guards: {
    formInvalid: ({ context, event }) =>
      event.type === "form.submitted" && Object.keys(validateBirthForm(entered(context, event.values))).length > 0,
    knownMatch: ({ context, event }) =>
      event.type === "match.opened" && context.matches.some((match) => match.id === event.id),
  },
}).createMachine({
  id: "matching",
  context: ({ input }) => ({
    ...input,
    matches: [],
    listError: null,
    current: null,
    values: null,
    errors: {},
    error: null,
    picked: { birth_date: "", birth_time: "" },
  }),
  type: "parallel",
  states: {
    saved: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadMatches",
            src: "loadMatches",
            input: ({ context }) => context.sessionId,
            onDone: {
              target: "ready",
              actions: assign({
                matches: ({ context, event }) => mergeMatches(context.matches, event.output),
                listError: null,
              }),
            },
            onError: { target: "failed", actions: assign({ listError: ({ event }) => errorMessage(event.error) }) },
          },
        },
        ready: {},
        failed: {
          on: { "saved.retried": { target: "loading", actions: assign({ listError: null }) } },
        },
      },
    },
    match: {
      initial: "editing",
      states: {
        editing: {
          ...nativePickerStates<MatchingContext, MatchingEvent>(),
          on: {
            "match.opened": { guard: "knownMatch", target: "showing", actions: "openMatch" },
            "form.datePickRequested": { target: ".pickingDate", reenter: true },
            "form.timePickRequested": { target: ".pickingTime", reenter: true },
            "form.fieldEdited": {
              actions: assign({
                errors: ({ context, event }) => withoutError(context.errors, event.field),
                error: null,
              }),
            },
            "form.calendarChosen": {
              actions: assign({
                calendar: ({ event }) => event.calendar,
                errors: ({ context }) => withoutError(context.errors, "birth_date"),
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
                target: "submitting",
                actions: assign({
                  values: ({ context, event }) => withAdBirthDate(entered(context, event.values)),
                  errors: {},
                  error: null,
                }),
              },
            ],
          },
        },
        submitting: {
          invoke: {
            id: "createMatch",
            src: "createMatch",
            input: ({ context }) => matchRequest(context.values as BirthFormValues, context.sessionId),
            onDone: [
              {
                guard: ({ event }) => event.output.status === "success" && Boolean(event.output.match),
                target: "showing",
                actions: [
                  assign({
                    current: ({ event }) => event.output.match,
                    matches: ({ context, event }) => [
                      event.output.match,
                      ...context.matches.filter((match) => match.id !== event.output.match.id),
                    ],
                    values: null,
                    picked: { birth_date: "", birth_time: "" },
                  }),
                  { type: "matchSaved", params: ({ event }) => event.output.match },
                ],
              },
              { target: "editing", actions: assign({ error: UNEXPECTED_ERROR }) },
            ],
            onError: { target: "editing", actions: assign(({ event }) => afterFailure(event.error)) },
          },
        },
        showing: {
          on: {
            "match.opened": { guard: "knownMatch", target: "showing", actions: "openMatch" },
            "match.newRequested": {
              target: "editing",
              actions: assign({ current: null, values: null, errors: {}, error: null }),
            },
            "match.askGuru": {
              guard: ({ event }) => event.question.trim() !== "",
              actions: {
                type: "askGuru",
                params: ({ context, event }) => ({
                  question: event.question.trim(),
                  match: context.current as MatchView,
                }),
              },
            },
          },
        },
      },
    },
  },
});
