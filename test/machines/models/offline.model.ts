import assert from "node:assert/strict";
import { offlineMachine } from "../../../machines/offline";
import type { MachineWalkSpec } from "../support/walk";

export const offlineSpec: MachineWalkSpec = {
  name: "offline",
  machine: offlineMachine,
  inputs: [{ online: true }, { online: false }],
  events: () => [{ type: "network.offline" }, { type: "network.online" }],
  recordedActions: ["notifyOffline", "refreshReads"],
  simplePaths: true,
  states: {
    offline: ({ actions }) => {
      const last = actions.at(-1);
      if (last) assert.deepEqual([last.name, last.params], ["notifyOffline", "No internet connection."]);
    },
    online: ({ actions }) => {
      if (actions.length > 0) assert.equal(actions.at(-1)?.name, "refreshReads");
    },
  },
};
