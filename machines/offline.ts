/**
 * Online status (docs/product.md §4 offline, §8): while offline, calls are refused by the HTTP adapter and reads are served
 * from the cache; this machine drives the banner and the toast.
 *
 * Input: `online` at start. Events: `network.offline`, `network.online`.
 * Snapshot: `matches("offline")` shows OFFLINE_BANNER. Placeholders: action `notifyOffline` (params message: the
 * toast), `refreshReads` (back online: stale reads are fetched again).
 */
import { setup } from "xstate";

export const OFFLINE_BANNER = "You are offline. Check your internet connection.";
export const NO_INTERNET = "No internet connection.";

export type OfflineEvent = { type: "network.offline" } | { type: "network.online" };

export const offlineMachine = setup({
  types: { events: {} as OfflineEvent, input: {} as { online: boolean }, context: {} as { online: boolean } },
  actions: { notifyOffline: (_, _message: string) => {}, refreshReads: () => {} },
}).createMachine({
  id: "offline",
  context: ({ input }) => ({ online: input.online }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: ({ context }) => context.online, target: "online" }, { target: "offline" }] },
    online: {
      on: { "network.offline": { target: "offline", actions: { type: "notifyOffline", params: NO_INTERNET } } },
    },
    offline: { on: { "network.online": { target: "online", actions: "refreshReads" } } },
  },
});
