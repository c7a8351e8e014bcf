import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { notificationsMachine } from "../../machines/notifications";
import { notificationsSpec } from "./models/notifications.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(notificationsSpec);

describe("the notification toggle on /settings (docs/product.md §2 Settings, §4 notifications)", () => {
  function start(enabled: boolean) {
    const sent: Array<[string, unknown]> = [];
    const machine = notificationsMachine.provide({
      actions: {
        initialize: () => sent.push(["initialize", undefined]),
        subscribe: (_, topics) => sent.push(["subscribe", topics]),
        unsubscribe: (_, topics) => sent.push(["unsubscribe", topics]),
        saveSetting: (_, enabled) => sent.push(["saveSetting", enabled]),
      },
    });
    return { actor: createActor(machine, { input: { enabled } }).start(), sent };
  }

  it("shows the kept setting without telling the native app anything", () => {
    const on = start(true);
    expect(on.actor.getSnapshot().value).toBe("on");
    const off = start(false);
    expect(off.actor.getSnapshot().value).toBe("off");
    expect([...on.sent, ...off.sent]).toEqual([]);
  });

  it("off, then on, then off again: subscribes to ALL (initializing first), then unsubscribes ALL, keeping each choice", () => {
    const { actor, sent } = start(false);
    actor.send({ type: "notifications.toggled" });
    expect(actor.getSnapshot().value).toBe("on");
    actor.send({ type: "notifications.toggled" });
    expect(actor.getSnapshot().value).toBe("off");
    actor.send({ type: "notifications.toggled" });
    expect(sent).toEqual([
      ["initialize", undefined],
      ["subscribe", ["ALL", "TODAY"]],
      ["saveSetting", true],
      ["unsubscribe", ["ALL", "TODAY"]],
      ["saveSetting", false],
      ["initialize", undefined],
      ["subscribe", ["ALL", "TODAY"]],
      ["saveSetting", true],
    ]);
  });
});
