import assert from "node:assert/strict";
import { APP_VERSION, type SessionInput, sessionMachine } from "../../../machines/session";
import type { MachineWalkSpec, WalkRecord } from "../support/walk";

const base: SessionInput = { versionCookie: APP_VERSION, accessToken: null, refreshToken: null, loginRequired: false };
const names = (record: WalkRecord) => record.actions.map((a) => a.name);

export const sessionSpec: MachineWalkSpec = {
  name: "session",
  machine: sessionMachine,
  inputs: [
    base,
    { ...base, accessToken: "a1", refreshToken: "r1" },
    { ...base, versionCookie: null },
    { ...base, versionCookie: null, accessToken: "a1", refreshToken: "r1" },
    { ...base, versionCookie: "v1.0.1" },
    { ...base, versionCookie: "v1.0.1", accessToken: "a1", refreshToken: "r1" },
  ],
  events: () => [
    { type: "session.loggedIn", accessToken: "a2", refreshToken: "r2" },
    { type: "session.tokensRefreshed", accessToken: "a3", refreshToken: "r3" },
    { type: "session.expired" },
    { type: "session.logout" },
    { type: "session.routeChanged", path: "/chat" },
    { type: "session.loginRequired", required: true },
  ],
  recordedActions: [
    "writeVersionCookie",
    "writeLoginCookie",
    "storeTokens",
    "endServerSession",
    "clearTokens",
    "resetGuestData",
    "clearAppStore",
    "tellNativeStatus",
    "replaceHistoryWithLogin",
    "reloadPage",
  ],
  states: {
    authenticated: (record) => {
      assert.ok(record.snapshot.context.accessToken);
      const last = record.actions.at(-1);
      if (last?.name === "tellNativeStatus") assert.equal(last.params, "logged in");
      if (record.actions.at(-1)?.event.type === "session.loggedIn") {
        assert.deepEqual(names(record).slice(-2), ["storeTokens", "resetGuestData"]);
      }
    },
    guest: (record) => {
      const last = record.actions.at(-1);
      if (last?.name === "tellNativeStatus") assert.equal(last.params, "logout");
      if (last?.event.type === "session.expired") assert.equal(last.name, "clearTokens");
      assert.ok(!names(record).includes("reloadPage"));
    },
    loggingOut: (record) => {
      // The server hears of it first, with the refresh token the session held.
      const told = record.actions.at(-7);
      assert.equal(told?.name, "endServerSession");
      assert.ok(told?.params);
      assert.deepEqual(names(record).slice(-6), [
        "clearAppStore",
        "clearTokens",
        "writeLoginCookie",
        "tellNativeStatus",
        "replaceHistoryWithLogin",
        "reloadPage",
      ]);
      assert.equal(record.actions.at(-4)?.params, true);
      assert.equal(record.actions.at(-3)?.params, "logout");
    },
  },
};
