import assert from "node:assert/strict";
import { kundaliHomeMachine } from "../../../machines/kundaliHome";
import type { MachineWalkSpec } from "../support/walk";

export const kundaliHomeSpec: MachineWalkSpec = {
  name: "kundaliHome",
  machine: kundaliHomeMachine,
  inputs: [
    { isAuthenticated: false, hasChart: true, hasProfileId: false },
    { isAuthenticated: true, hasChart: false, hasProfileId: false },
    { isAuthenticated: true, hasChart: true, hasProfileId: true },
  ],
  events: () => [{ type: "kundali.retry" }],
  outputs: {
    loadChart: [{ name: "Ram Thapa", horoscope_sign: "Taurus", interpretation: "A steady Moon." }],
    loadProfile: [{ id: 7, name: "Ram Thapa", email: "ram@example.com" }],
  },
  errors: {
    loadChart: [new Error("No birth chart found. Please enter your birth details.")],
    loadProfile: [new Error("An unexpected error occurred.")],
  },
  recordedActions: ["saveChart", "saveProfile"],
  states: {
    loadingChart: ({ snapshot }) => assert.equal(snapshot.context.isAuthenticated, true),
    loadingProfile: ({ actions }) => assert.equal(actions.at(-1)?.name, "saveChart"),
    ready: ({ snapshot, actions }) => {
      // a guest never loads anything; a member without a profile id gets it
      if (!snapshot.context.isAuthenticated) assert.deepEqual(actions, []);
      else assert.ok(snapshot.context.hasProfileId);
    },
    failed: ({ snapshot }) =>
      assert.ok(
        ["No birth chart found. Please enter your birth details.", "An unexpected error occurred."].includes(
          snapshot.context.error as string,
        ),
      ),
  },
};
