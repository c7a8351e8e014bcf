/**
 * 'Delete My Account' (docs/product.md §4 account deletion, §5): a modal where the exact word 'delete' must be typed.
 *
 * Events: `delete.opened`, `delete.textChanged` { text }, `delete.confirmed`, `delete.cancelled`.
 * Snapshot: `matches("closed")`, `matches("open")` (`context.text`, `context.error`), `matches("deleting")`,
 * `matches("deleted")` (the app logs out).
 * Placeholders: actor `deleteAccount` (the typed word, sent as { name }); actions `showDeleted` (params message),
 * `logOut`. On error the adapter's generic handler has shown the toast; the modal closes and the text clears.
 */
import { assign, fromPromise, setup } from "xstate";
import { notProvided } from "./lib/placeholders";

export const DELETE_WORD = "delete";
export const DELETE_WRONG_WORD = "Please enter correct confirmation message";
export const ACCOUNT_DELETED = "Your account has been deleted successfully!";

export type DeleteAccountEvent =
  | { type: "delete.opened" }
  | { type: "delete.textChanged"; text: string }
  | { type: "delete.confirmed" }
  | { type: "delete.cancelled" };

export const deleteAccountMachine = setup({
  types: {
    context: {} as { text: string; error: string | null },
    events: {} as DeleteAccountEvent,
  },
  actors: { deleteAccount: fromPromise<unknown, string>(notProvided("deleteAccount")) },
  actions: {
    showDeleted: (_, _message: string) => {},
    logOut: () => {},
  },
  guards: { wordMatches: ({ context }) => context.text === DELETE_WORD },
}).createMachine({
  id: "deleteAccount",
  context: { text: "", error: null },
  initial: "closed",
  states: {
    closed: { on: { "delete.opened": { target: "open", actions: assign({ text: "", error: null }) } } },
    open: {
      on: {
        "delete.textChanged": { actions: assign({ text: ({ event }) => event.text, error: null }) },
        "delete.confirmed": [
          { guard: "wordMatches", target: "deleting" },
          { actions: assign({ error: DELETE_WRONG_WORD }) },
        ],
        "delete.cancelled": { target: "closed", actions: assign({ text: "", error: null }) },
      },
    },
    deleting: {
      invoke: {
        id: "deleteAccount",
        src: "deleteAccount",
        input: ({ context }) => context.text,
        onDone: { target: "deleted", actions: [{ type: "showDeleted", params: ACCOUNT_DELETED }, "logOut"] },
        onError: { target: "closed", actions: assign({ text: "", error: null }) },
      },
    },
    deleted: { type: "final" },
  },
});
