import assert from "node:assert/strict";
import { appStoreMachine, defaultAppStore } from "../../../machines/appStore";
import type { MachineWalkSpec } from "../support/walk";

export const appStoreSpec: MachineWalkSpec = {
  name: "appStore",
  machine: appStoreMachine,
  inputs: [{ stored: null }, { stored: "{not json" }, { stored: JSON.stringify({ question: "Will I marry?" }) }],
  events: () => [
    { type: "store.set", patch: { question: "When will I get a job?", query_available: "2" } },
    { type: "store.clear" },
  ],
  recordedActions: ["persistStore"],
  states: {
    ready: ({ snapshot, actions }) => {
      // every change is written back: the last write is exactly the current store
      const last = actions.at(-1);
      if (last) assert.deepEqual(last.params, snapshot.context);
      if (last?.event.type === "store.clear") assert.deepEqual(snapshot.context, defaultAppStore());
    },
  },
};
