/**
 * /kundali and /profile data (docs/product.md §2 Kundali home, §7): an authenticated user's chart comes from chart-history
 * ('GENERATING VEDIC KUNDALI...' while it loads) and the profile from /api/user when no profile id is kept; a guest's
 * both come from the app store.
 *
 * Input: `isAuthenticated`, `hasChart` (a chart is kept), `hasProfileId`.
 * Events: `kundali.retry` (after a failure).
 * Snapshot: `matches("loadingChart")` -> the generating line; `matches("loadingProfile")`; `matches("ready")`;
 * `matches("failed")` with `context.error`.
 * Placeholders: actors `loadChart` (output the chart-history astro_details), `loadProfile` (output the profile);
 * actions `saveChart` (params astro_details), `saveProfile` (params profile).
 */
import { assign, fromPromise, setup } from "xstate";
import type { ChartHistoryAnswer } from "../contract/charts";
import type { Profile } from "../contract/user";
import type { Said } from "./lib/callFailure";
import { errorMessage, notProvided } from "./lib/placeholders";

/** GET /api/chart-history's `astro_details`. */
export type ChartDetails = ChartHistoryAnswer["astro_details"];

export const kundaliHomeMachine = setup({
  types: {
    context: {} as { isAuthenticated: boolean; hasChart: boolean; hasProfileId: boolean; error: Said | null },
    events: {} as { type: "kundali.retry" },
    input: {} as { isAuthenticated: boolean; hasChart: boolean; hasProfileId: boolean },
  },
  actors: {
    loadChart: fromPromise<ChartDetails>(notProvided("loadChart")),
    loadProfile: fromPromise<Profile>(notProvided("loadProfile")),
  },
  actions: {
    saveChart: (_, _chart: ChartDetails) => {},
    saveProfile: (_, _profile: Profile) => {},
  },
  guards: {
    needsChart: ({ context }) => context.isAuthenticated,
    needsProfile: ({ context }) => context.isAuthenticated && !context.hasProfileId,
  },
}).createMachine({
  id: "kundaliHome",
  context: ({ input }) => ({ ...input, error: null }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "needsChart", target: "loadingChart" }, { target: "ready" }],
    },
    loadingChart: {
      invoke: {
        id: "loadChart",
        src: "loadChart",
        onDone: {
          target: "checkingProfile",
          actions: [assign({ hasChart: true }), { type: "saveChart", params: ({ event }) => event.output }],
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    checkingProfile: {
      always: [{ guard: "needsProfile", target: "loadingProfile" }, { target: "ready" }],
    },
    loadingProfile: {
      invoke: {
        id: "loadProfile",
        src: "loadProfile",
        onDone: {
          target: "ready",
          actions: [assign({ hasProfileId: true }), { type: "saveProfile", params: ({ event }) => event.output }],
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { "kundali.retry": { target: "starting", actions: assign({ error: null }) } } },
    ready: {},
  },
});
