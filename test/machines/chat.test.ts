import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import type { QueryHistoryItem } from "../../contract/chat";
import {
  bannerText,
  type ChatAppEvent,
  type ChatInput,
  canSendHeld,
  chatMachine,
  guruLabel,
  messagesFromHistory,
  showsGetMore,
} from "../../machines/chat";
import type { ChatReply } from "../../machines/getStarted";
import { HttpFailure } from "../../src/adapters/http";
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
  it("is sent, not dropped (back online)", async () => {
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
    expect(actor.getSnapshot().value).toBe("recounting");
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

// docs/product.md §2 Chat: when zero questions remain *and a pack price exists*, 'GET MORE GUIDANCE' opens; without a known
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

// What the user sees and what the app keeps, step by step (docs/product.md §2 Chat, §3 chat message and payload, §4 chat
// limits, §5 minimum length, §8 chat failure), with the adapters answering as the server would.
describe("a conversation, step by step", () => {
  type Request = { message: string; session_id?: string };
  const AT = "2026-01-05T10:00:00.000Z";
  const answer = (text: string, suggestions: string[] = []): ChatReply => ({
    response: [{ text: { value: text } }],
    suggestions,
    availableQueryCount: 1,
  });
  const base: ChatInput = {
    isAuthenticated: true,
    userName: "Ram",
    guruName: "Guru",
    messages: [],
    remaining: null,
    hasPackPrice: true,
    sessionId: null,
    suggestions: [],
  };

  /** What a returning member's device kept of their conversation (the app store's `chat`). */
  const keptConversation = (): ChatInput["messages"] => [
    { name: "Ram", msg: "Job?", slug: "user" },
    { name: "Guru", msg: "Soon.", slug: "guru" },
  ];

  function startChat(
    overrides: Partial<ChatInput>,
    adapters: {
      history?: () => Promise<{ history: QueryHistoryItem[]; remaining: number }>;
      reply?: (request: Request) => Promise<ChatReply>;
      count?: () => Promise<number>;
    } = {},
  ) {
    const requests: Request[] = [];
    const saved: Array<[string, unknown]> = [];
    const countReads: number[] = [];
    const machine = chatMachine.provide({
      actors: {
        loadHistory: fromPromise(adapters.history ?? (async () => ({ history: [], remaining: 3 }))),
        sendMessage: fromPromise<ChatReply, Request>(({ input }) => {
          requests.push(input);
          return (adapters.reply ?? (async () => answer("Yes.")))(input);
        }),
        loadEligibility: fromPromise(() => {
          countReads.push(countReads.length);
          return (adapters.count ?? (async () => 2))();
        }),
      },
      actions: {
        saveChat: (_, messages) => saved.push(["saveChat", messages]),
        saveRemaining: (_, remaining) => saved.push(["saveRemaining", remaining]),
      },
    });
    const actor = createActor(machine, { input: { ...base, ...overrides } }).start();
    return { actor, requests, saved, countReads, context: () => actor.getSnapshot().context };
  }
  const settled = (actor: ReturnType<typeof startChat>["actor"]) =>
    waitFor(actor, (s) => s.matches("ready") || s.matches("prompt"));

  it("a member's history becomes the conversation and the count shows in the banner; both are kept", async () => {
    const history: QueryHistoryItem[] = [
      { query: "Job?", response: [{ text: { value: "Soon.\nVery soon." } }], suggestions: [], created_at: AT },
    ];
    const { actor, saved, context } = startChat({}, { history: async () => ({ history, remaining: 3 }) });
    expect(actor.getSnapshot().value).toEqual({ history: "loading" });
    // no follow-ups from a last reply: no popup
    expect(context().suggestionsOpen).toBe(false);
    await settled(actor);
    const conversation = [
      { name: "Ram", msg: "Job?", slug: "user" },
      { name: "Guru", msg: "Soon.<br>Very soon.", slug: "guru" },
    ];
    expect(context()).toMatchObject({ messages: conversation, remaining: 3, error: null });
    expect(bannerText(context().remaining)).toBe("You have 3 remaining questions.");
    expect(bannerText(1)).toBe("You have 1 remaining question.");
    expect(saved).toEqual([
      ["saveChat", conversation],
      ["saveRemaining", 3],
    ]);
  });

  it("a returning member's kept conversation shows while the history is read again, then the server's replaces it", async () => {
    const kept = keptConversation();
    const history: QueryHistoryItem[] = [
      { query: "Job?", response: [{ text: { value: "Soon." } }], suggestions: [], created_at: AT },
      { query: "Travel?", response: [{ text: { value: "In May." } }], suggestions: [], created_at: AT },
    ];
    let answerHistory: (value: { history: QueryHistoryItem[]; remaining: number }) => void = () => {};
    const { actor, saved, context } = startChat(
      { messages: kept, remaining: 4 },
      { history: () => new Promise((resolve) => (answerHistory = resolve)) },
    );
    expect(actor.getSnapshot().value).toEqual({ history: "refreshing" });
    expect(context()).toMatchObject({ messages: kept, remaining: 4 });
    answerHistory({ history, remaining: 3 });
    await settled(actor);
    expect(context().messages.map((message) => message.msg)).toEqual(["Job?", "Soon.", "Travel?", "In May."]);
    expect(context().remaining).toBe(3);
    expect(saved.map(([action]) => action)).toEqual(["saveChat", "saveRemaining"]);
  });

  it("the history read again keeps the very conversation shown when it is the same", async () => {
    const kept = keptConversation();
    const history: QueryHistoryItem[] = [
      { query: "Job?", response: [{ text: { value: "Soon." } }], suggestions: [], created_at: AT },
    ];
    const { actor, context } = startChat(
      { messages: kept, remaining: 4 },
      { history: async () => ({ history, remaining: 4 }) },
    );
    await settled(actor);
    expect(context().messages).toBe(kept);
  });

  it("asking while the kept conversation is read again sends at once and keeps the conversation going from it", async () => {
    const kept = keptConversation();
    const { actor, requests, context } = startChat(
      { messages: kept, remaining: 4 },
      { history: () => new Promise(() => {}), reply: async () => answer("Yes.") },
    );
    actor.send({ type: "chat.buyQuestions" });
    expect(context().packsOpen).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ history: "refreshing" });
    actor.send({ type: "chat.send", text: "Will I marry?" });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(requests).toEqual([{ message: "Will I marry?" }]);
    await settled(actor);
    expect(context().messages.map((message) => message.msg)).toEqual(["Job?", "Soon.", "Will I marry?", "Yes."]);
  });

  it("a guest's kept conversation is shown as it is: a guest has no history to read", async () => {
    const kept = [{ name: "Ram", msg: "Job?", slug: "user" as const }];
    const { actor } = startChat({ isAuthenticated: false, messages: kept });
    expect(actor.getSnapshot().value).toBe("ready");
  });

  it("history that cannot load shows the reason in red (none when offline: the banner says it); the chat stays open", async () => {
    const failures = [new Error("History is resting."), new Error(""), HttpFailure.offline()];
    for (const expected of ["History is resting.", "An unexpected error occurred.", null]) {
      const { actor, context } = startChat({}, { history: () => Promise.reject(failures.shift()) });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe("ready");
      expect(context().error).toBe(expected);
    }
  });

  it("a member's question goes trimmed and without a session id, shows escaped, closes the popup; the answer, its follow-ups and the new count arrive", async () => {
    const { actor, requests, saved, context } = startChat(
      { sessionId: "s-before-login", suggestions: ["Will I travel abroad?"] },
      { reply: async () => answer("Yes,\nafter 2027.", ["When exactly?"]) },
    );
    expect(context().suggestionsOpen).toBe(true);
    await settled(actor);
    actor.send({ type: "chat.send", text: "  Will I <b>marry</b>?  " });
    expect(actor.getSnapshot().value).toBe("sending");
    const own = { name: "Ram", msg: "Will I &lt;b&gt;marry&lt;/b&gt;?", slug: "user" };
    expect(context()).toMatchObject({ messages: [own], suggestionsOpen: false });
    expect(requests).toStrictEqual([{ message: "Will I <b>marry</b>?" }]);

    await waitFor(actor, (s) => s.matches("ready"));
    const reply = { name: "Guru", msg: "Yes,<br>after 2027.", slug: "guru" };
    expect(context()).toMatchObject({
      messages: [own, reply],
      suggestions: ["When exactly?"],
      suggestionsOpen: true,
      remaining: 1,
      error: null,
    });
    expect(saved.slice(2)).toEqual([
      ["saveChat", [own, reply]],
      ["saveRemaining", 1],
    ]);
  });

  it("the count comes with the answer: kept once, and not read again", async () => {
    const { actor, saved, countReads, context } = startChat({}, { reply: async () => answer("Yes.") });
    await settled(actor);
    actor.send({ type: "chat.send", text: "Will I marry?" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(context().remaining).toBe(1);
    expect(saved.filter(([action]) => action === "saveRemaining")).toEqual([
      ["saveRemaining", 3],
      ["saveRemaining", 1],
    ]);
    expect(countReads).toEqual([]);
  });

  it("an answer without text reads 'No response' and without follow-ups the popup stays closed", async () => {
    const { actor, context } = startChat(
      { suggestions: ["Will I travel abroad?"] },
      { reply: async () => ({ response: [], suggestions: [], availableQueryCount: 2 }) },
    );
    await settled(actor);
    actor.send({ type: "chat.send", text: "Will I marry?" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(context().messages.at(-1)).toEqual({ name: "Guru", msg: "No response", slug: "guru" });
    expect(context()).toMatchObject({ suggestions: [], suggestionsOpen: false });
  });

  it("a failed question reads 'Something went wrong.' from the guru with the reason in red, is kept, and the next question clears the red line", async () => {
    const replies = [() => Promise.reject(new Error("The guru is resting.")), async () => answer("Yes.")];
    const { actor, saved, context } = startChat({}, { reply: () => (replies.shift() as () => Promise<ChatReply>)() });
    await settled(actor);
    actor.send({ type: "chat.send", text: "Will I marry?" });
    await waitFor(actor, (s) => s.matches("ready"));
    const failed = [
      { name: "Ram", msg: "Will I marry?", slug: "user" },
      { name: "Guru", msg: "Something went wrong.", slug: "guru", failed: true },
    ];
    expect(context()).toMatchObject({ messages: failed, error: "The guru is resting." });
    expect(saved.at(-1)).toEqual(["saveChat", failed]);

    actor.send({ type: "chat.send", text: "And my career?" });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(context().error).toBeNull();
  });

  it("offline, a failed question still reads 'Something went wrong.' but the red line is left to the offline banner", async () => {
    const { actor, context } = startChat({}, { reply: () => Promise.reject(HttpFailure.offline()) });
    await settled(actor);
    actor.send({ type: "chat.send", text: "Will I marry?" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(context().messages.at(-1)?.msg).toBe("Something went wrong.");
    expect(context().error).toBeNull();
  });

  it("3 characters are enough; fewer, spaces aside, send nothing (typed or picked)", async () => {
    const { actor, requests } = startChat({}, { reply: () => new Promise(() => {}) });
    await settled(actor);
    actor.send({ type: "chat.send", text: "  Hi  " });
    actor.send({ type: "chat.suggestionPicked", question: " Hm " });
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "chat.send", text: " Why " });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(requests).toStrictEqual([{ message: "Why" }]);
  });

  it("a picked suggestion is sent as typed, trimmed", async () => {
    const { actor, requests, context } = startChat({}, { reply: () => new Promise(() => {}) });
    await settled(actor);
    actor.send({ type: "chat.suggestionPicked", question: " Will I travel abroad? " });
    expect(requests).toStrictEqual([{ message: "Will I travel abroad?" }]);
    expect(context().messages).toEqual([{ name: "Ram", msg: "Will I travel abroad?", slug: "user" }]);
  });

  it("a guest's free question goes with the session id; with it and its answer (2 messages) the account prompt shows and nothing more is sent", async () => {
    const { actor, requests, saved, context } = startChat({
      isAuthenticated: false,
      sessionId: "s-1",
      suggestions: ["Will I travel abroad?"],
    });
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "chat.send", text: "Will I marry?" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(requests).toStrictEqual([{ message: "Will I marry?", session_id: "s-1" }]);
    // a guest has no count to read again
    expect(saved.map(([name]) => name)).toEqual(["saveChat"]);
    expect(context().remaining).toBeNull();

    for (const event of [
      { type: "chat.send", text: "And my career?" },
      { type: "chat.suggestionPicked", question: "Will I travel abroad?" },
    ] as const) {
      actor.send(event);
      expect(actor.getSnapshot().matches({ prompt: "account" })).toBe(true);
      actor.send({ type: "chat.promptClosed" });
    }
    expect(requests).toHaveLength(1);
    expect(context().messages).toHaveLength(2);
    // the question typed at the limit is kept for after the account (the app keeps it through logging in)
    expect(context().held).toBe("And my career?");
  });

  it("a question kept through logging in is offered once the member's count is known, and sent on request", async () => {
    const { actor, requests, context } = startChat(
      { held: "And my career?" },
      { history: async () => ({ history: [], remaining: 3 }), reply: () => new Promise(() => {}) },
    );
    await settled(actor);
    expect(canSendHeld(context())).toBe(true);
    actor.send({ type: "chat.heldSent" });
    expect(requests).toStrictEqual([{ message: "And my career?" }]);
    expect(context().held).toBeNull();
  });

  it("a guest without a session sends the message alone", async () => {
    const { actor, requests } = startChat({ isAuthenticated: false }, { reply: () => new Promise(() => {}) });
    actor.send({ type: "chat.send", text: "Will I marry?" });
    await waitFor(actor, () => requests.length > 0);
    expect(requests).toStrictEqual([{ message: "Will I marry?" }]);
  });

  it("the question kept when none were left is sent only once questions are back, then no longer kept", async () => {
    const { actor, requests, context } = startChat(
      {},
      { history: async () => ({ history: [], remaining: 0 }), reply: () => new Promise(() => {}) },
    );
    await settled(actor);
    actor.send({ type: "chat.send", text: " Will I marry soon? " });
    expect(actor.getSnapshot().value).toEqual({ prompt: "buy" });
    expect(context().held).toBe("Will I marry soon?");
    actor.send({ type: "chat.promptClosed" });
    expect(canSendHeld(context())).toBe(false);
    actor.send({ type: "chat.heldSent" });
    expect(actor.getSnapshot().value).toBe("ready");

    actor.send({ type: "chat.countChanged", remaining: 3 });
    expect(canSendHeld(context())).toBe(true);
    actor.send({ type: "chat.heldSent" });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(requests).toStrictEqual([{ message: "Will I marry soon?" }]);
    expect(context().messages).toEqual([{ name: "Ram", msg: "Will I marry soon?", slug: "user" }]);
    expect(context().held).toBeNull();
  });

  it("nothing kept, nothing to send", async () => {
    const { actor, requests, context } = startChat({ remaining: 3 });
    await settled(actor);
    expect(canSendHeld(context())).toBe(false);
    actor.send({ type: "chat.heldSent" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(requests).toEqual([]);
  });

  it("while the count is read again back online, a pick is sent, the popup closes and 'Buy Questions' opens the packs", async () => {
    const steps = [
      { type: "chat.suggestionPicked", question: "When exactly?" },
      { type: "chat.suggestionsClosed" },
      { type: "chat.buyQuestions" },
    ] as const;
    for (const step of steps) {
      const { actor, requests, context } = startChat(
        {},
        { reply: async () => answer("Yes.", ["When exactly?"]), count: () => new Promise(() => {}) },
      );
      await settled(actor);
      actor.send({ type: "chat.send", text: "Will I marry?" });
      await waitFor(actor, (s) => s.matches("ready"));
      actor.send({ type: "chat.backOnline" });
      expect(actor.getSnapshot().value).toBe("recounting");
      expect(context().suggestionsOpen).toBe(true);
      actor.send(step);
      if (step.type === "chat.suggestionPicked") {
        expect(actor.getSnapshot().value).toBe("sending");
        expect(requests.at(-1)).toStrictEqual({ message: "When exactly?" });
      }
      if (step.type === "chat.suggestionsClosed") expect(context().suggestionsOpen).toBe(false);
      if (step.type === "chat.buyQuestions") expect(context().packsOpen).toBe(true);
    }
  });

  it("back online, a member's count is read again and kept; failing, the last one shown stays", async () => {
    const read = startChat({}, { count: async () => 5 });
    await settled(read.actor);
    read.actor.send({ type: "chat.backOnline" });
    await waitFor(read.actor, (s) => s.matches("ready"));
    expect(read.context().remaining).toBe(5);
    expect(read.saved.at(-1)).toEqual(["saveRemaining", 5]);

    const { actor, context } = startChat({}, { count: () => Promise.reject(new Error("x")) });
    await settled(actor);
    actor.send({ type: "chat.backOnline" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(context().remaining).toBe(3);
  });
});

describe("what the chat view shows from its snapshot", () => {
  it("the banner only once the count is known; the other side as 'AI agent of {name}'", () => {
    expect(bannerText(null)).toBeNull();
    expect(bannerText(0)).toBe("You have 0 remaining questions.");
    expect(guruLabel("Guru Dev")).toBe("AI agent of Guru Dev");
  });

  it("'GET MORE GUIDANCE' for a member with none left and a pack price only", () => {
    const member = { isAuthenticated: true, remaining: 0, hasPackPrice: true };
    expect(showsGetMore(member)).toBe(true);
    expect(showsGetMore({ ...member, remaining: 1 })).toBe(false);
    expect(showsGetMore({ ...member, hasPackPrice: false })).toBe(false);
    expect(showsGetMore({ ...member, isAuthenticated: false })).toBe(false);
  });
});
