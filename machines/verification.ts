/**
 * /verification (docs/product.md §2, §4): verify the token, then count down 10 s and open the native app through the intent
 * link (profile page, with email and login=true when known); when the app has not opened after 2.5 s (checked by
 * the page still being visible), open the store page instead.
 *
 * Input: `token` from the query (null when missing).
 * Events: `verification.backToApp` ('Back to app': skip the countdown), `verification.pageHidden` (the page went to
 * the background after the intent link: the app opened).
 * Snapshot: `context.outcome` 'verifying' | 'verified' | 'failed' (welcome text, or VERIFICATION_FAILED);
 * `context.secondsLeft` -> countdownText(); `matches("openingApp")`, `matches("storeOpened")`, `matches("appOpened")`.
 * Placeholders: actor `verifyEmail` (token; output { email }); actions `saveRegisteredEmail` (params email),
 * `openApp` (params { email, login }), `openStore`; guard `appDidNotOpen` (here: the page did not go to the
 * background; the app adds the wall-clock 3 s check of `appDidNotOpen()`, which a machine has no clock for).
 */
import { assign, fromPromise, setup } from "xstate";
import { notProvided } from "./lib/placeholders";

export const COUNTDOWN_SECONDS = 10;
export const STORE_FALLBACK_MS = 2500;
/**
 * The store check: the fallback timer fires after 2.5 s; if more than 3 s have really passed since the intent link,
 * the page was suspended (the app opened over it), so the store page is not opened (docs/product.md §9 "3 s check").
 */
export const STORE_CHECK_MS = 3000;

/** Whether the store page should open now: the page never went to the background and the timer was not held up. */
export function appDidNotOpen(check: { pageLeft: boolean; openedAt: number; now: number }): boolean {
  return !check.pageLeft && check.now - check.openedAt < STORE_CHECK_MS;
}
export const VERIFICATION_FAILED = "User verification failed. Please try again later.";

export function countdownText(seconds: number): string {
  return `You will be redirected back to app in ${seconds} seconds automatically.`;
}

export type VerificationEvent = { type: "verification.backToApp" } | { type: "verification.pageHidden" };

export const verificationMachine = setup({
  types: {
    context: {} as {
      token: string | null;
      email: string | null;
      outcome: "verifying" | "verified" | "failed";
      secondsLeft: number;
      appLeft: boolean;
    },
    events: {} as VerificationEvent,
    input: {} as { token: string | null },
  },
  actors: { verifyEmail: fromPromise<{ email: string }, string>(notProvided("verifyEmail")) },
  actions: {
    saveRegisteredEmail: (_, _email: string) => {},
    openApp: (_, _link: { email: string | null; login: boolean }) => {},
    openStore: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token.trim() !== "",
    countdownOver: ({ context }) => context.secondsLeft <= 1,
    appDidNotOpen: ({ context }) => !context.appLeft,
  },
  delays: { second: 1000, storeFallback: STORE_FALLBACK_MS },
}).createMachine({
  id: "verification",
  context: ({ input }) => ({
    token: input.token,
    email: null,
    outcome: "verifying",
    secondsLeft: COUNTDOWN_SECONDS,
    appLeft: false,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [
        { guard: "hasToken", target: "verifying" },
        { target: "countingDown", actions: assign({ outcome: "failed" }) },
      ],
    },
    verifying: {
      invoke: {
        id: "verifyEmail",
        src: "verifyEmail",
        input: ({ context }) => (context.token as string).trim(),
        onDone: {
          target: "countingDown",
          actions: [
            assign({ outcome: "verified", email: ({ event }) => event.output.email }),
            { type: "saveRegisteredEmail", params: ({ event }) => event.output.email },
          ],
        },
        onError: { target: "countingDown", actions: assign({ outcome: "failed" }) },
      },
    },
    countingDown: {
      on: { "verification.backToApp": "openingApp" },
      after: {
        second: [
          { guard: "countdownOver", target: "openingApp", actions: assign({ secondsLeft: 0 }) },
          {
            target: "countingDown",
            reenter: true,
            actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
          },
        ],
      },
    },
    openingApp: {
      entry: { type: "openApp", params: ({ context }) => ({ email: context.email, login: context.email !== null }) },
      on: { "verification.pageHidden": { actions: assign({ appLeft: true }) } },
      after: {
        storeFallback: [{ guard: "appDidNotOpen", target: "storeOpened" }, { target: "appOpened" }],
      },
    },
    storeOpened: { type: "final", entry: "openStore" },
    appOpened: { type: "final" },
  },
});
