/**
 * Walkthrough on / and /home (docs/product.md §2): remote slides, Skip / Next / Continue, 50 px swipes, the seen flag.
 *
 * Input: `slides` shown while the fresh ones load or if they fail (the app gives those kept from an earlier visit,
 * appStore.walk_through, else the ones its build serves).
 * Events: `walkthrough.next`, `walkthrough.skip`, `walkthrough.continue` (last slide), `walkthrough.swiped` { deltaX }
 * (px; negative is a swipe to the left = next), `walkthrough.retry` (after a failed load with nothing kept).
 * Snapshot: `matches("loading")` (with kept slides showing if any), `matches("showing")`: `context.slides`,
 * `context.index`, last slide when `index === slides.length - 1` (Continue instead of Next); `matches("failed")`:
 * `context.error`; `matches("finished")`: the app goes to /questions.
 * Placeholders: actor `loadSlides` (output WalkthroughSlide[]); actions `saveSlides` (params slides),
 * `markWalkthroughSeen`, `goToQuestions`.
 */
import { assign, fromPromise, setup } from "xstate";
import type { WalkthroughSlide } from "../contract/content";
import type { Said } from "./lib/callFailure";
import { errorMessage, notProvided } from "./lib/placeholders";

export const SWIPE_THRESHOLD_PX = 50;

export type WalkthroughEvent =
  | { type: "walkthrough.next" }
  | { type: "walkthrough.skip" }
  | { type: "walkthrough.continue" }
  | { type: "walkthrough.swiped"; deltaX: number }
  | { type: "walkthrough.retry" };

export const walkthroughMachine = setup({
  types: {
    context: {} as { slides: WalkthroughSlide[]; index: number; error: Said | null },
    events: {} as WalkthroughEvent,
    input: {} as { slides: WalkthroughSlide[] },
  },
  actors: { loadSlides: fromPromise<WalkthroughSlide[]>(notProvided("loadSlides")) },
  actions: {
    saveSlides: (_, _slides: WalkthroughSlide[]) => {},
    markWalkthroughSeen: () => {},
    goToQuestions: () => {},
  },
  guards: {
    hasNext: ({ context }) => context.index + 1 < context.slides.length,
    isLast: ({ context }) => context.index === context.slides.length - 1,
    swipedToNext: ({ context, event }) =>
      event.type === "walkthrough.swiped" &&
      event.deltaX < -SWIPE_THRESHOLD_PX &&
      context.index + 1 < context.slides.length,
    swipedToPrevious: ({ context, event }) =>
      event.type === "walkthrough.swiped" && event.deltaX > SWIPE_THRESHOLD_PX && context.index > 0,
    hasKeptSlides: ({ context }) => context.slides.length > 0,
  },
}).createMachine({
  id: "walkthrough",
  context: ({ input }) => ({ slides: input.slides, index: 0, error: null }),
  initial: "loading",
  states: {
    loading: {
      on: { "walkthrough.skip": "finished" },
      invoke: {
        id: "loadSlides",
        src: "loadSlides",
        onDone: {
          target: "showing",
          actions: [
            assign({ slides: ({ event }) => event.output, index: 0 }),
            { type: "saveSlides", params: ({ event }) => event.output },
          ],
        },
        onError: [
          { guard: "hasKeptSlides", target: "showing" },
          { target: "failed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    // Skip shows from the start, so it works while the slides load or after they failed too.
    failed: {
      on: {
        "walkthrough.retry": { target: "loading", actions: assign({ error: null }) },
        "walkthrough.skip": "finished",
      },
    },
    showing: {
      on: {
        "walkthrough.next": [
          { guard: "hasNext", actions: assign({ index: ({ context }) => context.index + 1 }) },
          { target: "finished" },
        ],
        "walkthrough.swiped": [
          { guard: "swipedToNext", actions: assign({ index: ({ context }) => context.index + 1 }) },
          { guard: "swipedToPrevious", actions: assign({ index: ({ context }) => context.index - 1 }) },
        ],
        "walkthrough.skip": "finished",
        "walkthrough.continue": { guard: "isLast", target: "finished" },
      },
    },
    finished: { type: "final", entry: ["markWalkthroughSeen", "goToQuestions"] },
  },
});
