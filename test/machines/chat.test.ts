import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import type { QueryHistoryItem } from "../../contract/chat";
import { bannerText, type ChatAppEvent, chatMachine, messagesFromHistory, showsGetMore } from "../../machines/chat";
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

describe("the Question Packs modal and what the app tells the chat", () => {
  const input = (isAuthenticated: boolean) => ({
    isAuthenticated,
    userName: "Ram",
    guruName: "Guru",
    messages: [],
    remaining: 0,
    hasPackPrice: false,
    sessionId: null,
    suggestions: [],
  });

  it("'Buy Questions' opens the packs for a member and closing puts them away; a guest gets the account prompt", async () => {
    const machine = chatMachine.provide({
      actors: { loadHistory: fromPromise(async () => ({ history: [] as QueryHistoryItem[], remaining: 0 })) },
    });
    const member = createActor(machine, { input: input(true) }).start();
    await waitFor(member, (s) => s.matches("ready"));
    expect(member.getSnapshot().context.packsOpen).toBe(false);
    member.send({ type: "chat.buyQuestions" });
    expect(member.getSnapshot().context.packsOpen).toBe(true);
    member.send({ type: "chat.packsClosed" });
    expect(member.getSnapshot().context.packsOpen).toBe(false);
    member.stop();

    const guest = createActor(machine, { input: input(false) }).start();
    guest.send({ type: "chat.buyQuestions" });
    expect(guest.getSnapshot().matches({ prompt: "account" })).toBe(true);
    expect(guest.getSnapshot().context.packsOpen).toBe(false);
    guest.stop();
  });

  it("hears the app through its watchApp actor while it runs, and stops listening when it stops", async () => {
    const appSide = { tell: (_event: ChatAppEvent) => {} };
    let stopped = false;
    const machine = chatMachine.provide({
      actors: {
        loadHistory: fromPromise(async () => ({ history: [] as QueryHistoryItem[], remaining: 0 })),
        watchApp: fromCallback(({ sendBack }) => {
          appSide.tell = sendBack;
          return () => {
            stopped = true;
          };
        }),
      },
    });
    const actor = createActor(machine, { input: input(true) }).start();
    await waitFor(actor, (s) => s.matches("ready"));
    expect(showsGetMore(actor.getSnapshot().context)).toBe(false);
    appSide.tell({ type: "chat.packPriceKnown", hasPackPrice: true });
    // none left with a price to buy more: 'GET MORE GUIDANCE'
    expect(showsGetMore(actor.getSnapshot().context)).toBe(true);
    appSide.tell({ type: "chat.countChanged", remaining: 5 });
    expect(actor.getSnapshot().context.remaining).toBe(5);
    expect(showsGetMore(actor.getSnapshot().context)).toBe(false);
    actor.stop();
    expect(stopped).toBe(true);
  });
});

// SPEC §2 Chat: when zero questions remain *and a pack price exists*, 'GET MORE GUIDANCE' opens; without a known
// price the member's question goes to the server as usual (which answers for itself).
describe("the purchase prompt needs a known pack price, step by step", () => {
  const member = (hasPackPrice: boolean) => ({
    isAuthenticated: true,
    userName: "Ram",
    guruName: "Guru",
    messages: [],
    remaining: 0,
    hasPackPrice,
    sessionId: null,
    suggestions: [],
  });
  const machine = chatMachine.provide({
    actors: {
      loadHistory: fromPromise(async () => ({ history: [] as QueryHistoryItem[], remaining: 0 })),
      sendMessage: fromPromise<ChatReply, { message: string }>(() => new Promise(() => {})),
    },
  });

  it("no price known: no prompt, the question is sent; the price arrives: the prompt opens and keeps the question", async () => {
    const actor = createActor(machine, { input: member(false) }).start();
    const ready = await waitFor(actor, (s) => s.matches("ready"));
    expect(bannerText(ready.context.remaining)).toBe("You have 0 remaining questions.");
    expect(showsGetMore(ready.context)).toBe(false);

    actor.send({ type: "chat.send", text: "Will I marry soon?" });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(showsGetMore(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().context.held).toBeNull();
    expect(actor.getSnapshot().context.messages.at(-1)?.msg).toBe("Will I marry soon?");
    actor.stop();

    const priced = createActor(machine, { input: member(false) }).start();
    await waitFor(priced, (s) => s.matches("ready"));
    priced.send({ type: "chat.packPriceKnown", hasPackPrice: true });
    expect(priced.getSnapshot().value).toBe("ready");
    expect(showsGetMore(priced.getSnapshot().context)).toBe(true);

    priced.send({ type: "chat.send", text: "Will I marry soon?" });
    expect(priced.getSnapshot().value).toEqual({ prompt: "buy" });
    expect(priced.getSnapshot().context.held).toBe("Will I marry soon?");
    expect(priced.getSnapshot().context.messages).toEqual([]);
    priced.stop();
  });

  it("the price goes away (the pack list changed): the prompt is not shown again", async () => {
    const actor = createActor(machine, { input: member(true) }).start();
    await waitFor(actor, (s) => s.matches("ready"));
    expect(showsGetMore(actor.getSnapshot().context)).toBe(true);

    actor.send({ type: "chat.packPriceKnown", hasPackPrice: false });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(showsGetMore(actor.getSnapshot().context)).toBe(false);

    actor.send({ type: "chat.suggestionPicked", question: "Will I travel abroad?" });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(actor.getSnapshot().context.messages.at(-1)?.msg).toBe("Will I travel abroad?");
    actor.stop();
  });
});
