/**
 * The notification toggle on /settings (docs/product.md §2 Settings, §4 notifications; native app only): turning it on
 * initializes the native notifications (the app asks for the permission if it has not yet) and subscribes, off
 * unsubscribes, both with the topic list (ALL and the daily reminder TODAY).
 *
 * Input: `enabled` (the kept setting). Events: `notifications.toggled`.
 * Snapshot: `matches("on")` / `matches("off")`.
 * Placeholders: actions `initialize`, `subscribe` (params topics), `unsubscribe` (params topics), `saveSetting`
 * (params enabled).
 */
import { setup } from "xstate";
import { NOTIFICATION_TOPICS } from "./lib/notificationTopics";

export const notificationsMachine = setup({
  types: {
    events: {} as { type: "notifications.toggled" },
    input: {} as { enabled: boolean },
    context: {} as { enabled: boolean },
  },
  actions: {
    initialize: () => {},
    subscribe: (_, _topics: string[]) => {},
    unsubscribe: (_, _topics: string[]) => {},
    saveSetting: (_, _enabled: boolean) => {},
  },
}).createMachine({
  id: "notifications",
  context: ({ input }) => ({ enabled: input.enabled }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: ({ context }) => context.enabled, target: "on" }, { target: "off" }] },
    on: {
      on: {
        "notifications.toggled": {
          target: "off",
          actions: [
            { type: "unsubscribe", params: NOTIFICATION_TOPICS },
            { type: "saveSetting", params: false },
          ],
        },
      },
    },
    off: {
      on: {
        "notifications.toggled": {
          target: "on",
          actions: [
            "initialize",
            { type: "subscribe", params: NOTIFICATION_TOPICS },
            { type: "saveSetting", params: true },
          ],
        },
      },
    },
  },
});
