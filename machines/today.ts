/**
 * Today (docs/client.md "Today"): the day's panchang for the reader's place, with one line for their Moon sign, on
 * the card at the top of /kundali and on /today (GET /api/panchang).
 *
 * Input: `natal` (the Moon sign and nakshatra and the birth place, when the page already has the kundali; else it is
 * read), `place` (a place the reader chose and the device remembers; null: the birth place), `kept` (the last day
 * shown on this device: shown at once, and still shown when the day cannot be read, e.g. offline).
 *
 * States: `loadingNatal` -> `loadingDay` -> `ready`; `missing` (no kundali yet: the empty state); `failed` (retry; the
 * kept day, if any, stays on screen, marked as the last one we had).
 *
 * Events (from the view):
 * - `today.retried`               after a failure
 * - `place.chosen` { place }      a city picked in the place picker: remembered, the day read for it
 * - `place.reset`                 back to the birth place: forgotten, the day read again
 *
 * Placeholders: actors `loadNatal` (output Natal), `loadDay` (input { place }; output the panchang of the reader's
 * today there); actions `rememberPlace` (params the place, or null to forget it), `keepDay` (params the day to keep).
 */
import { assign, fromPromise, setup } from "xstate";
import type { PanchangAnswer } from "../contract/panchang";
import type { NatalMoon } from "../shared/today-reading";
import type { Said } from "./lib/callFailure";
import { errorMessage, notProvided } from "./lib/placeholders";

/** A place the day is read for: a city picked in the city search, or the birth place's coordinates. */
export type TodayPlace =
  | { kind: "city"; id: number; name: string }
  | { kind: "coordinates"; name: string; lat: number; lon: number; timeZone: string | null };

/** What the day's line and the default place come from: the reader's kundali. */
export interface Natal {
  moon: NatalMoon;
  birthPlace: TodayPlace;
}

/** The last day shown on this device, with the Moon its line was read for and the place it was read at. */
export interface KeptDay {
  day: PanchangAnswer;
  moon: NatalMoon;
  placeName: string;
}

export interface TodayInput {
  natal?: Natal | null;
  place: TodayPlace | null;
  kept: KeptDay | null;
}

interface TodayContext {
  natal: Natal | null;
  place: TodayPlace | null;
  day: PanchangAnswer | null;
  /** The Moon the shown day's line is read for (the kept day's until the kundali is read). */
  moon: NatalMoon | null;
  /** The place the shown day was read at. */
  placeName: string;
  error: Said | null;
}

export type TodayEvent =
  | { type: "today.retried" }
  | { type: "place.chosen"; place: TodayPlace }
  | { type: "place.reset" };

/** A 404 from the kundali: the reader has no chart yet. */
function isMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}

/** The place the day is read at: the chosen one, else the birth place (known by the time a day is read). */
function placeOf(context: TodayContext): TodayPlace {
  return context.place ?? (context.natal as Natal).birthPlace;
}

export const todayMachine = setup({
  types: {
    context: {} as TodayContext,
    events: {} as TodayEvent,
    input: {} as TodayInput,
  },
  actors: {
    loadNatal: fromPromise<Natal, void>(notProvided("loadNatal")),
    loadDay: fromPromise<PanchangAnswer, { place: TodayPlace }>(notProvided("loadDay")),
  },
  actions: {
    rememberPlace: (_, _place: TodayPlace | null) => {},
    keepDay: (_, _kept: KeptDay) => {},
  },
  guards: {
    natalKnown: ({ context }) => context.natal !== null,
    missing: ({ event }) => "error" in event && isMissing(event.error),
  },
}).createMachine({
  id: "today",
  context: ({ input }) => ({
    natal: input.natal ?? null,
    place: input.place,
    day: input.kept?.day ?? null,
    moon: input.kept?.moon ?? null,
    placeName: input.kept?.placeName ?? "",
    error: null,
  }),
  initial: "start",
  on: {
    "place.chosen": {
      target: ".start",
      actions: [
        assign({ place: ({ event }) => event.place }),
        { type: "rememberPlace", params: ({ event }) => event.place },
      ],
    },
    "place.reset": {
      target: ".start",
      actions: [assign({ place: null }), { type: "rememberPlace", params: null }],
    },
  },
  states: {
    start: {
      always: [{ guard: "natalKnown", target: "loadingDay" }, { target: "loadingNatal" }],
    },
    loadingNatal: {
      invoke: {
        id: "loadNatal",
        src: "loadNatal",
        onDone: { target: "loadingDay", actions: assign({ natal: ({ event }) => event.output }) },
        onError: [
          { guard: "missing", target: "missing" },
          { target: "failed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    loadingDay: {
      invoke: {
        id: "loadDay",
        src: "loadDay",
        input: ({ context }) => ({ place: placeOf(context) }),
        onDone: {
          target: "ready",
          actions: [
            assign({
              day: ({ event }) => event.output,
              moon: ({ context }) => (context.natal as Natal).moon,
              placeName: ({ context }) => placeOf(context).name,
              error: null,
            }),
            {
              type: "keepDay",
              params: ({ context, event }) => ({
                day: event.output,
                moon: (context.natal as Natal).moon,
                placeName: placeOf(context).name,
              }),
            },
          ],
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {},
    missing: {},
    failed: { on: { "today.retried": "start" } },
  },
});
