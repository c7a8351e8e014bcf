import assert from "node:assert/strict";
import { bannerText, type ChatInput, chatMachine, showsGetMore } from "../../../machines/chat";
import type { ChatMessage } from "../../../machines/lib/chatMessage";
import { HttpFailure } from "../../../src/adapters/http";
import type { MachineWalkSpec } from "../support/walk";

const freeQuestion: ChatMessage[] = [
  { name: "Ram Thapa", msg: "When will I get a job?", slug: "user" },
  { name: "Guru Dev", msg: "In spring.", slug: "guru" },
];
const guest: ChatInput = {
  isAuthenticated: false,
  userName: "Ram Thapa",
  guruName: "Guru Dev",
  messages: freeQuestion,
  remaining: null,
  hasPackPrice: true,
  sessionId: "s-1",
  suggestions: ["Will I travel abroad?"],
};
const member: ChatInput = { ...guest, isAuthenticated: true, messages: [], sessionId: null, suggestions: [] };

export const chatSpec: MachineWalkSpec = {
  name: "chat",
  machine: chatMachine,
  // a guest without the free answer yet may still send; with it (2 messages) the account prompt shows
  // a member with none left sees the purchase prompt only once a pack price is known
  inputs: [
    guest,
    { ...guest, messages: [] },
    member,
    // a returning member: the kept conversation shows while the history is read again
    { ...member, messages: freeQuestion, remaining: 2 },
    { ...member, remaining: 0 },
    { ...member, remaining: 0, hasPackPrice: false },
  ],
  events: () => [
    { type: "chat.send", text: "Hi" },
    { type: "chat.send", text: "Will I <b>marry</b>?" },
    { type: "chat.suggestionPicked", question: "Will I travel abroad?" },
    { type: "chat.suggestionPicked", question: "Hm" },
    { type: "chat.suggestionsClosed" },
    { type: "chat.buyQuestions" },
    { type: "chat.packsClosed" },
    { type: "chat.promptClosed" },
    { type: "chat.countChanged", remaining: 0 },
    { type: "chat.countChanged", remaining: 2 },
    { type: "chat.packPriceKnown", hasPackPrice: true },
    { type: "chat.heldSent" },
    { type: "chat.heldDropped" },
    { type: "chat.backOnline" },
  ],
  outputs: {
    loadHistory: [{ history: [{ query: "Job?", response: [{ text: { value: "Soon.\nVery soon." } }] }], remaining: 3 }],
    sendMessage: [
      { response: [{ text: { value: "Yes, after 2027." } }], suggestions: ["When exactly?"], availableQueryCount: 1 },
      { response: [], suggestions: [], availableQueryCount: 0 },
    ],
    loadEligibility: [2],
    // watchApp only listens while the chat runs: it never finishes nor fails; what it tells is in `events` above
    watchApp: [],
  },
  errors: {
    loadHistory: [new Error("An unexpected error occurred.")],
    sendMessage: [new Error("The guru is resting."), HttpFailure.offline()],
    loadEligibility: [new Error("An unexpected error occurred.")],
    watchApp: [],
  },
  recordedActions: ["saveChat", "saveRemaining"],
  // the conversation grows without bound; its length up to a few messages is what tells states apart
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      Math.min(s.context.messages.length, 5),
      s.context.remaining,
      s.context.suggestionsOpen,
      s.context.error !== null,
      s.context.held !== null,
      s.context.hasPackPrice,
    ]),
  limit: 50_000,
  states: {
    sending: ({ snapshot, calls }) => {
      const request = calls.at(-1)?.input as { message: string; session_id?: string };
      assert.ok(request.message.length >= 3);
      // the guest's session rides along; a logged-in user's never does
      assert.equal(request.session_id, snapshot.context.isAuthenticated ? undefined : "s-1");
      const own = snapshot.context.messages.at(-1) as ChatMessage;
      assert.equal(own.slug, "user");
      assert.ok(!own.msg.includes("<b>"), "typed HTML is escaped");
    },
    ready: ({ snapshot }) => {
      const last = snapshot.context.messages.at(-1);
      // an offline refusal is the offline banner's to say: no red line repeats it
      assert.notEqual(snapshot.context.error, "You are offline. Check your internet connection.");
      if (snapshot.context.error === "The guru is resting.") assert.equal(last?.failed, true);
      if (last?.slug === "guru") assert.notEqual(last.msg, "");
      const banner = bannerText(snapshot.context.remaining);
      if (snapshot.context.remaining !== null)
        assert.equal(
          banner,
          `You have ${snapshot.context.remaining} remaining ${snapshot.context.remaining === 1 ? "question" : "questions"}.`,
        );
    },
    "prompt.account": ({ snapshot }) => {
      // only guests see it: with 2 or more messages, or when they try to buy
      assert.equal(snapshot.context.isAuthenticated, false);
      // a question typed at the limit is kept for after the account, not lost
      assert.ok(snapshot.context.held === null || snapshot.context.held.length >= 3);
    },
    "prompt.buy": ({ snapshot }) => {
      assert.equal(snapshot.context.remaining, 0);
      assert.equal(snapshot.context.isAuthenticated, true);
      // the question typed with none left is kept (it stays in the input), not lost
      assert.ok(snapshot.context.held === null || snapshot.context.held.length >= 3);
      assert.equal(showsGetMore(snapshot.context), true);
      // docs/product.md §2: the prompt shows only when a pack price is known
      assert.equal(snapshot.context.hasPackPrice, true);
    },
  },
};
