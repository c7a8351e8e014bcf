import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { QueryHistoryItem } from "../../contract/chat";
import { chatMachine, messagesFromHistory } from "../../machines/chat";
import type { ChatReply } from "../../machines/getStarted";
import { chatSpec } from "./models/chat.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(chatSpec);

describe("chat history", () => {
  const AT = "2026-01-05T10:00:00.000Z";
  it("pairs each query with the guru's answer, 'No response' when it has none", () => {
    expect(
      messagesFromHistory(
        [
          { query: "a < b?", response: [{ text: { value: "Yes\nreally" } }], suggestions: [], created_at: AT },
          { query: "Next?", response: [], suggestions: [], created_at: AT },
        ],
        "Ram",
        "Guru",
      ),
    ).toEqual([
      { name: "Ram", msg: "a &lt; b?", slug: "user" },
      { name: "Guru", msg: "Yes<br>really", slug: "guru" },
      { name: "Ram", msg: "Next?", slug: "user" },
      { name: "Guru", msg: "No response", slug: "guru" },
    ]);
  });
});

describe("a question typed while the count is read again", () => {
  it("is sent, not dropped (back online, or just after an answer)", async () => {
    const never = fromPromise<number>(() => new Promise(() => {}));
    const sent: string[] = [];
    const machine = chatMachine.provide({
      actors: {
        loadHistory: fromPromise(async () => ({ history: [] as QueryHistoryItem[], remaining: 3 })),
        loadEligibility: never,
        sendMessage: fromPromise<ChatReply, { message: string }>(({ input }) => {
          sent.push(input.message);
          return new Promise(() => {});
        }),
      },
    });
    const actor = createActor(machine, {
      input: {
        isAuthenticated: true,
        userName: "Ram",
        guruName: "Guru",
        messages: [],
        remaining: 3,
        hasPackPrice: true,
        sessionId: null,
        suggestions: [],
      },
    }).start();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "chat.backOnline" });
    expect(actor.getSnapshot().value).toBe("countingDown");
    actor.send({ type: "chat.send", text: "Is this a good time to marry?" });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(actor.getSnapshot().context.messages.at(-1)?.msg).toBe("Is this a good time to marry?");
    await waitFor(actor, () => sent.length > 0);
    expect(sent).toEqual(["Is this a good time to marry?"]);
    actor.stop();
  });
});
