import assert from "node:assert/strict";
import { verificationMachine } from "../../../machines/verification";
import type { MachineWalkSpec } from "../support/walk";

export const verificationSpec: MachineWalkSpec = {
  name: "verification",
  machine: verificationMachine,
  inputs: [{ token: "tok-1" }, { token: null }],
  events: () => [{ type: "verification.backToApp" }, { type: "verification.pageHidden" }],
  outputs: { verifyEmail: [{ email: "ram@example.com" }] },
  errors: { verifyEmail: [new Error("Invalid verification link.")] },
  recordedActions: ["saveRegisteredEmail", "openApp", "openStore"],
  states: {
    verifying: ({ calls }) => assert.equal(calls.at(-1)?.input, "tok-1"),
    countingDown: ({ snapshot }) => assert.ok(snapshot.context.secondsLeft >= 1 && snapshot.context.secondsLeft <= 10),
    openingApp: ({ snapshot, actions }) => {
      const open = actions.find((a) => a.name === "openApp");
      const email = snapshot.context.email;
      assert.deepEqual(open?.params, { email, login: email !== null });
      if (snapshot.context.outcome === "verified") {
        assert.deepEqual(actions[0], {
          name: "saveRegisteredEmail",
          params: "ram@example.com",
          event: actions[0]?.event,
        });
      }
    },
    storeOpened: ({ actions }) => assert.equal(actions.at(-1)?.name, "openStore"),
    appOpened: ({ actions }) => assert.ok(!actions.some((a) => a.name === "openStore")),
  },
};
