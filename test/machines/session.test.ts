import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { APP_VERSION, sessionMachine } from "../../machines/session";
import { sessionSpec } from "./models/session.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(sessionSpec);

describe("session cookie rules on start (SPEC §4)", () => {
  function start(versionCookie: string | null, accessToken: string | null) {
    const writes: Array<[string, unknown]> = [];
    const machine = sessionMachine.provide({
      actions: {
        writeVersionCookie: (_, version) => writes.push(["appVersion", version]),
        writeLoginCookie: (_, islogin) => writes.push(["islogin", islogin]),
        reloadPage: () => writes.push(["reload", true]),
      },
    });
    const actor = createActor(machine, {
      input: { versionCookie, accessToken, refreshToken: accessToken && "rt", loginRequired: false },
    }).start();
    return { state: actor.getSnapshot().value, writes };
  }
  it.each([
    [
      null,
      null,
      "guest",
      [
        ["appVersion", APP_VERSION],
        ["islogin", false],
      ],
    ],
    [
      null,
      "token",
      "authenticated",
      [
        ["appVersion", APP_VERSION],
        ["islogin", false],
        ["islogin", true],
      ],
    ],
    [
      "v1.0.1",
      null,
      "guest",
      [
        ["appVersion", APP_VERSION],
        ["islogin", false],
      ],
    ],
    [
      "v1.0.1",
      "token",
      "loggingOut",
      [
        ["appVersion", APP_VERSION],
        ["islogin", false],
        ["islogin", true],
        ["reload", true],
      ],
    ],
    [APP_VERSION, "token", "authenticated", []],
    [APP_VERSION, null, "guest", []],
  ])("version %j, token %j -> %s", (version, token, state, writes) => {
    expect(start(version, token)).toEqual({ state, writes });
  });
});
