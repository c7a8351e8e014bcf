import assert from "node:assert/strict";
import { deleteAccountMachine } from "../../../machines/deleteAccount";
import type { MachineWalkSpec } from "../support/walk";

export const deleteAccountSpec: MachineWalkSpec = {
  name: "deleteAccount",
  machine: deleteAccountMachine,
  events: () => [
    { type: "delete.opened" },
    { type: "delete.textChanged", text: "Delete" },
    { type: "delete.textChanged", text: "delete" },
    { type: "delete.confirmed" },
    { type: "delete.cancelled" },
  ],
  errors: { deleteAccount: [new Error("An unexpected error occurred.")] },
  recordedActions: ["showDeleted", "logOut"],
  states: {
    open: ({ snapshot }) => {
      if (snapshot.context.error !== null) {
        assert.equal(snapshot.context.error, "Please enter correct confirmation message");
        assert.notEqual(snapshot.context.text, "delete");
      }
    },
    deleting: ({ calls }) => assert.equal(calls.at(-1)?.input, "delete"),
    closed: ({ snapshot }) => assert.equal(snapshot.context.text, ""),
    deleted: ({ actions }) =>
      assert.deepEqual(
        actions.map((a) => [a.name, a.params]),
        [
          ["showDeleted", "Your account has been deleted successfully!"],
          ["logOut", undefined],
        ],
      ),
  },
};
