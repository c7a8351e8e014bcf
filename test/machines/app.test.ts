// The root app machine: it owns the page's long-lived actors under system ids and routes the app's events to them.
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  APP_ACTORS,
  type AppEvent,
  type AppStoreRef,
  appMachine,
  type OfflineRef,
  type SessionRef,
} from "../../machines/app";
import { defaultAppStore } from "../../machines/appStore";
import { NO_INTERNET, offlineMachine } from "../../machines/offline";
import { sessionMachine } from "../../machines/session";
import { appSpec } from "./models/app.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(appSpec);

function startApp() {
  const heard: string[] = [];
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actions: {
          tellNativeStatus: ({ event }, status) => heard.push(`${status} on ${"path" in event ? event.path : ""}`),
        },
      }),
      offline: offlineMachine.provide({
        actions: {
          notifyOffline: (_, message) => heard.push(`toast ${message}`),
          refreshReads: () => heard.push("reads refreshed"),
        },
      }),
    },
    actions: { setUpNativeNotifications: () => heard.push("notifications set up") },
  });
  const app = createActor(machine, {
    input: {
      storedAppStore: JSON.stringify({ question: "Will I travel?" }),
      session: { versionCookie: "v1.0.2", accessToken: null, refreshToken: null, loginRequired: false },
      online: true,
    },
  }).start();
  return { app, heard, connection: (event: AppEvent) => app.send(event) };
}

describe("the root app machine", () => {
  it("starts the app store, session, offline and service worker actors under their system ids", () => {
    const { app, heard } = startApp();
    const appStore = app.system.get(APP_ACTORS.appStore) as AppStoreRef;
    expect(appStore.getSnapshot().context.question).toBe("Will I travel?");
    expect((app.system.get(APP_ACTORS.session) as SessionRef).getSnapshot().value).toBe("guest");
    expect((app.system.get(APP_ACTORS.offline) as OfflineRef).getSnapshot().value).toBe("online");
    expect(app.system.get(APP_ACTORS.serviceWorker)?.getSnapshot().status).toBe("active");
    expect(heard).toEqual(["notifications set up"]);
    app.stop();
  });

  it("hands each navigation to the session, which tells the native app the status on that page", () => {
    const { app, heard } = startApp();
    app.send({ type: "app.routeChanged", path: "/chat" });
    app.send({ type: "app.routeChanged", path: "/kundali" });
    expect(heard.slice(1)).toEqual(["logout on /chat", "logout on /kundali"]);
    app.stop();
  });

  it("hands the connection's comings and goings to the offline actor", () => {
    const { app, heard, connection } = startApp();
    const offline = app.system.get(APP_ACTORS.offline) as OfflineRef;
    connection({ type: "network.offline" });
    expect(offline.getSnapshot().value).toBe("offline");
    connection({ type: "network.online" });
    expect(offline.getSnapshot().value).toBe("online");
    expect(heard.slice(1)).toEqual([`toast ${NO_INTERNET}`, "reads refreshed"]);
    app.stop();
  });
});

describe("what the root hands its children at start", () => {
  it("gives the session the cookies and tokens read at start, and the offline actor the connection", () => {
    const app = createActor(appMachine, {
      input: {
        storedAppStore: null,
        session: { versionCookie: "v1.0.2", accessToken: "a1", refreshToken: "r1", loginRequired: true },
        online: false,
      },
    }).start();
    const session = (app.system.get(APP_ACTORS.session) as SessionRef).getSnapshot();
    expect(session.value).toBe("authenticated");
    expect(session.context).toEqual({
      versionCookie: "v1.0.2",
      accessToken: "a1",
      refreshToken: "r1",
      loginRequired: true,
    });
    expect((app.system.get(APP_ACTORS.offline) as OfflineRef).getSnapshot().value).toBe("offline");
    // a first visit: nothing kept, so the store holds the defaults
    expect((app.system.get(APP_ACTORS.appStore) as AppStoreRef).getSnapshot().context).toEqual(defaultAppStore());
    app.stop();
  });
});
