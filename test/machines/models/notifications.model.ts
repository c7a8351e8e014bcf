import assert from "node:assert/strict";
import { notificationsMachine } from "../../../machines/notifications";
import type { MachineWalkSpec } from "../support/walk";

export const notificationsSpec: MachineWalkSpec = {
  name: "notifications",
  machine: notificationsMachine,
  inputs: [{ enabled: true }, { enabled: false }],
  events: () => [{ type: "notifications.toggled" }],
  recordedActions: ["initialize", "subscribe", "unsubscribe", "saveSetting"],
  simplePaths: true,
  states: {
    on: ({ actions }) => {
      if (actions.length > 0)
        assert.deepEqual(
          actions.slice(-3).map((a) => [a.name, a.params]),
          [
            ["initialize", undefined],
            ["subscribe", ["ALL", "TODAY"]],
            ["saveSetting", true],
          ],
        );
    },
    off: ({ actions }) => {
      if (actions.length > 0)
        assert.deepEqual(
          actions.slice(-2).map((a) => [a.name, a.params]),
          [
            ["unsubscribe", ["ALL", "TODAY"]],
            ["saveSetting", false],
          ],
        );
    },
  },
};
