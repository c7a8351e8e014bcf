import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { NO_INTERNET, OFFLINE_BANNER, offlineMachine } from "../../machines/offline";
import { offlineSpec } from "./models/offline.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(offlineSpec);

describe("the connection as the banner and the toast follow it (docs/product.md §4 offline, §8)", () => {
  function start(online: boolean) {
    const effects: Array<[string, unknown]> = [];
    const machine = offlineMachine.provide({
      actions: {
        notifyOffline: (_, message) => effects.push(["notifyOffline", message]),
        refreshReads: () => effects.push(["refreshReads", undefined]),
      },
    });
    return { actor: createActor(machine, { input: { online } }).start(), effects };
  }

  it("starts as the connection is, without a toast or a refresh", () => {
    const online = start(true);
    expect(online.actor.getSnapshot().value).toBe("online");
    const offline = start(false);
    expect(offline.actor.getSnapshot().value).toBe("offline");
    expect([...online.effects, ...offline.effects]).toEqual([]);
  });

  it("toasts 'No internet connection.' each time the connection drops and refreshes reads each time it is back", () => {
    const { actor, effects } = start(true);
    actor.send({ type: "network.offline" });
    expect(actor.getSnapshot().value).toBe("offline");
    actor.send({ type: "network.online" });
    expect(actor.getSnapshot().value).toBe("online");
    actor.send({ type: "network.offline" });
    expect(effects).toEqual([
      ["notifyOffline", "No internet connection."],
      ["refreshReads", undefined],
      ["notifyOffline", "No internet connection."],
    ]);
  });

  it("words the banner and the toast as docs/product.md §8 does", () => {
    expect(OFFLINE_BANNER).toBe("You are offline. Check your internet connection.");
    expect(NO_INTERNET).toBe("No internet connection.");
  });
});
