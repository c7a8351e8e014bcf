import assert from "node:assert/strict";
import { APP_ACTORS, appMachine } from "../../../machines/app";
import type { MachineWalkSpec } from "../support/walk";

const session = { versionCookie: "v1.0.2", accessToken: null, refreshToken: null, loginRequired: false };
// The children live as long as the page: none of them finishes or fails on its own.
const forever = { appStore: [], session: [], offline: [], serviceWorker: [] };

export const appSpec: MachineWalkSpec = {
  name: "app",
  machine: appMachine,
  inputs: [
    { storedAppStore: null, session, online: true },
    { storedAppStore: null, session, online: false },
  ],
  events: () => [{ type: "app.routeChanged", path: "/chat" }, { type: "network.offline" }, { type: "network.online" }],
  outputs: forever,
  errors: forever,
  recordedActions: ["setUpNativeNotifications"],
  states: {
    running: ({ snapshot, actions }) => {
      // the native app's notifications are set up once, on start
      assert.deepEqual(
        actions.map((a) => a.name),
        ["setUpNativeNotifications"],
      );
      for (const id of Object.values(APP_ACTORS)) assert.ok(snapshot.children[id], `${id} runs`);
    },
  },
};
