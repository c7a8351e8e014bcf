import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { APP_VERSION, type SessionInput, sessionMachine } from "../../machines/session";
import { sessionSpec } from "./models/session.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(sessionSpec);

describe("session cookie rules on start (docs/product.md §4)", () => {
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

describe("session tokens, flags and status (docs/product.md §4 authentication, logout)", () => {
  /** A live session from `input`, recording every adapter step with its params. */
  function startSession(input: Partial<SessionInput> = {}) {
    const steps: Array<[string, unknown]> = [];
    const record = (name: string) => (_: unknown, params?: unknown) => steps.push([name, params]);
    const machine = sessionMachine.provide({
      actions: {
        writeVersionCookie: record("writeVersionCookie"),
        writeLoginCookie: record("writeLoginCookie"),
        storeTokens: record("storeTokens"),
        clearTokens: record("clearTokens"),
        resetGuestData: record("resetGuestData"),
        clearAppStore: record("clearAppStore"),
        tellNativeStatus: record("tellNativeStatus"),
        replaceHistoryWithLogin: record("replaceHistoryWithLogin"),
        reloadPage: record("reloadPage"),
      },
    });
    const actor = createActor(machine, {
      input: { versionCookie: APP_VERSION, accessToken: null, refreshToken: null, loginRequired: false, ...input },
    }).start();
    return { actor, steps };
  }

  it("a login stores both tokens and resets the guest's data; the native app then hears 'logged in'", () => {
    const { actor, steps } = startSession();
    actor.send({ type: "session.routeChanged", path: "/questions" });
    actor.send({ type: "session.loggedIn", accessToken: "a2", refreshToken: "r2" });
    actor.send({ type: "session.routeChanged", path: "/kundali" });
    expect(actor.getSnapshot().value).toBe("authenticated");
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: "a2", refreshToken: "r2" });
    expect(steps).toEqual([
      ["tellNativeStatus", "logout"],
      ["storeTokens", { accessToken: "a2", refreshToken: "r2" }],
      ["resetGuestData", undefined],
      ["tellNativeStatus", "logged in"],
    ]);
  });

  it("keeps and stores refreshed tokens; an expired refresh clears them and the user is a guest again", () => {
    const { actor, steps } = startSession({ accessToken: "a1", refreshToken: "r1" });
    actor.send({ type: "session.tokensRefreshed", accessToken: "a3", refreshToken: "r3" });
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: "a3", refreshToken: "r3" });
    expect(steps).toEqual([["storeTokens", { accessToken: "a3", refreshToken: "r3" }]]);
    actor.send({ type: "session.expired" });
    expect(actor.getSnapshot().value).toBe("guest");
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null });
    expect(steps.at(-1)).toEqual(["clearTokens", undefined]);
  });

  it("logging out forgets both tokens", () => {
    const { actor } = startSession({ accessToken: "a1", refreshToken: "r1" });
    actor.send({ type: "session.logout" });
    expect(actor.getSnapshot().value).toBe("loggingOut");
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null });
  });

  it.each([
    ["a guest", {}],
    ["a logged-in user", { accessToken: "a1", refreshToken: "r1" }],
  ])("follows the login-required flag both ways for %s", (_who, input) => {
    const { actor } = startSession(input);
    actor.send({ type: "session.loginRequired", required: true });
    expect(actor.getSnapshot().context.loginRequired).toBe(true);
    actor.send({ type: "session.loginRequired", required: false });
    expect(actor.getSnapshot().context.loginRequired).toBe(false);
  });

  it("counts an empty stored token as none", () => {
    expect(startSession({ accessToken: "" }).actor.getSnapshot().value).toBe("guest");
    const fresh = startSession({ versionCookie: null, accessToken: "" });
    expect(fresh.actor.getSnapshot().value).toBe("guest");
    expect(fresh.steps).toEqual([
      ["writeVersionCookie", APP_VERSION],
      ["writeLoginCookie", false],
    ]);
    expect(startSession({ versionCookie: "v1.0.1", accessToken: "" }).actor.getSnapshot().value).toBe("guest");
  });
});
