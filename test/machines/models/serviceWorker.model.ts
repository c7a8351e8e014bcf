import assert from "node:assert/strict";
import { serviceWorkerMachine } from "../../../machines/serviceWorker";
import type { MachineWalkSpec } from "../support/walk";

export const serviceWorkerSpec: MachineWalkSpec = {
  name: "serviceWorker",
  machine: serviceWorkerMachine,
  events: () => [
    { type: "sw.updateFound" },
    { type: "sw.reloadAccepted" },
    { type: "sw.dismissed" },
    { type: "sw.activated" },
  ],
  recordedActions: ["applyUpdate", "reloadPage"],
  simplePaths: true,
  states: {
    updating: ({ actions }) => assert.equal(actions.at(-1)?.name, "applyUpdate"),
    reloading: ({ actions }) => assert.equal(actions.at(-1)?.name, "reloadPage"),
  },
};
