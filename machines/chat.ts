/**
 * Chat (docs/product.md §2 Chat, §4 chat limits, §8 chat failure).
 *
 * Input: `isAuthenticated`, `userName`, `guruName`, `messages` (the stored conversation), `remaining` (questions
 * left, null when unknown), `hasPackPrice` (a pack price is known), `sessionId` (guest's), `suggestions` (follow-ups
 * from the last reply).
 *
 * Events (from the view):
 * - `chat.send` { text }              Enter or the send button (at least 3 characters; ignored while sending)
 * - `chat.suggestionPicked` { question }  a suggested question (empty-chat box or follow-up popup): sent as typed
 * - `chat.suggestionsClosed`          the popup's close icon
 * - `chat.buyQuestions`               'Buy Questions' on the banner or the 'GET MORE GUIDANCE' prompt: a member gets the
 *                                     Question Packs modal, a guest the account prompt
 * - `chat.packsClosed`                the Question Packs modal closed
 * - `chat.promptClosed`               closes the register/login or the purchase prompt
 * - `chat.countChanged` { remaining } the count changed elsewhere (payment, coupon)
 * - `chat.packPriceKnown` { hasPackPrice } the pack list arrived (or changed) after the chat started
 * - `chat.heldSent`                   sends the question kept when none were left, once questions are back
 * - `chat.heldDropped`                the user does not want the kept question sent
 * - `chat.backOnline`                 the network is back: the offline error goes, a member's count is read again
 *   (these three come from the `watchApp` actor, which follows the app's store and connection)
 *
 * Snapshot for the view:
 * - `matches({ history: "loading" })`: the full-screen typing indicator, while a member's history loads and no
 *   conversation is kept on this device. With one kept (`history.refreshing`) the kept conversation shows, as in
 *   `ready`, while the history is read again: a returning member sees their conversation at once, and the shell can
 *   paint it from HTML (src/app/keptFrame.ts).
 * - `context.messages` (ChatMessage: name, msg HTML, slug user|guru), `context.error` (red line under the list).
 * - `matches("sending")`: input disabled, the waiting line with typing dots.
 * - `context.suggestions` + `context.suggestionsOpen`: the follow-up popup.
 * - `matches({ prompt: "account" })`: the register/login modal; `showsGetMore(snapshot)`: GET MORE GUIDANCE.
 * - `context.packsOpen`: the Question Packs modal.
 * - `bannerText(context.remaining)`.
 * - `context.held`: a question typed when none were left (or at the guest limit; the app keeps it through logging in,
 *   input `held`); it stays in the input, and `canSendHeld(context)` offers
 *   to send it once a purchase or a coupon brought questions back.
 *
 * Placeholders: actors `loadHistory` (output { history, remaining }), `sendMessage` ({ message, session_id? };
 * output ChatReply, whose `availableQueryCount` is a member's count after it), `loadEligibility` (output remaining
 * count; read back online only), `watchApp` (a callback actor sending the three
 * app events above while the chat runs); actions `saveChat` (params messages), `saveRemaining` (params count).
 */
import { assign, fromCallback, fromPromise, raise, setup } from "xstate";
import type { QueryHistoryItem } from "../contract/chat";
import { MESSAGE_MIN_LENGTH } from "../contract/rules";
import { CHAT_FAILED, type ChatReply, replyText } from "./getStarted";
import { failureKind, type Said } from "./lib/callFailure";
import type { ChatMessage } from "./lib/chatMessage";
import { plainTextToHtml } from "./lib/html";
import { lineBreaksToHtml } from "./lib/lineBreaks";
import { errorMessage, notProvided } from "./lib/placeholders";

export const GUEST_MESSAGE_LIMIT = 2;

export function bannerText(remaining: number | null): string | null {
  if (remaining === null) return null;
  return `You have ${remaining} remaining ${remaining === 1 ? "question" : "questions"}.`;
}

export function guruLabel(guruName: string): string {
  return `AI agent of ${guruName}`;
}

export interface ChatInput {
  isAuthenticated: boolean;
  userName: string;
  guruName: string;
  messages: ChatMessage[];
  remaining: number | null;
  hasPackPrice: boolean;
  sessionId: string | null;
  suggestions: string[];
  /** A question kept from before the page was loaded again (typed as a guest at the limit, then logged in). */
  held?: string | null;
}

interface ChatContext extends ChatInput {
  suggestionsOpen: boolean;
  error: Said | null;
  pending: string;
  held: string | null;
  packsOpen: boolean;
}

/** What the app tells a running chat (see `watchApp`). */
export type ChatAppEvent =
  | { type: "chat.countChanged"; remaining: number }
  | { type: "chat.packPriceKnown"; hasPackPrice: boolean }
  | { type: "chat.backOnline" };

/** Zero questions left with a price to buy more: 'GET MORE GUIDANCE' shows (members; guests get the account modal). */
export function showsGetMore(context: Pick<ChatContext, "isAuthenticated" | "remaining" | "hasPackPrice">): boolean {
  return context.isAuthenticated && context.remaining === 0 && context.hasPackPrice;
}

/** The kept question may be sent: questions are back (a purchase or a coupon). */
export function canSendHeld(context: Pick<ChatContext, "held" | "remaining">): boolean {
  return context.held !== null && context.remaining !== null && context.remaining > 0;
}

/** The red line under the messages; an offline refusal is left to the offline banner, which already says it. */
function chatError(error: unknown): Said | null {
  return failureKind(error) === "offline" ? null : errorMessage(error);
}

export type ChatEvent =
  | { type: "chat.send"; text: string }
  | { type: "chat.suggestionPicked"; question: string }
  | { type: "chat.suggestionsClosed" }
  | { type: "chat.buyQuestions" }
  | { type: "chat.promptClosed" }
  | ChatAppEvent
  | { type: "chat.packsClosed" }
  | { type: "chat.heldSent" }
  | { type: "chat.heldDropped" };

function typedText(event: ChatEvent, held: string | null = null): string {
  if (event.type === "chat.heldSent") return held ?? "";
  if (event.type === "chat.send") return event.text.trim();
  if (event.type === "chat.suggestionPicked") return event.question.trim();
  return "";
}

/** The conversation of a query history: each query and the guru's first answer. */
export function messagesFromHistory(history: QueryHistoryItem[], userName: string, guruName: string): ChatMessage[] {
  return history.flatMap((item) => [
    { name: userName, msg: plainTextToHtml(item.query), slug: "user" as const },
    {
      name: guruName,
      msg: lineBreaksToHtml(replyText(item)),
      slug: "guru" as const,
    },
  ]);
}

/** The conversation read again keeps the one shown when they are the same: the view has nothing to draw again. */
function sameOrNew(shown: ChatMessage[], read: ChatMessage[]): ChatMessage[] {
  return JSON.stringify(shown) === JSON.stringify(read) ? shown : read;
}

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    loadHistory: fromPromise<{ history: QueryHistoryItem[]; remaining: number }>(notProvided("loadHistory")),
    sendMessage: fromPromise<ChatReply, { message: string; session_id?: string }>(notProvided("sendMessage")),
    loadEligibility: fromPromise<number>(notProvided("loadEligibility")),
    // Without the app to follow (a test of the chat alone) there is nothing to hear.
    watchApp: fromCallback<ChatEvent>(() => () => {}),
  },
  actions: {
    saveChat: (_, _messages: ChatMessage[]) => {},
    saveRemaining: (_, _remaining: number) => {},
    openPacks: assign({ packsOpen: true }),
    appendOwnMessage: assign({
      pending: ({ context, event }) => typedText(event, context.held),
      messages: ({ context, event }) => [
        ...context.messages,
        { name: context.userName, msg: plainTextToHtml(typedText(event, context.held)), slug: "user" as const },
      ],
      suggestionsOpen: false,
      error: null,
      held: null,
    }),
    holdQuestion: assign({ held: ({ event }) => typedText(event) }),
    /** The guru's answer joins the conversation; its follow-ups open the popup. */
    showAnswer: assign(({ context }, reply: ChatReply) => {
      const suggestions = reply.suggestions ?? [];
      return {
        messages: [
          ...context.messages,
          { name: context.guruName, msg: lineBreaksToHtml(replyText(reply)), slug: "guru" as const },
        ],
        suggestions,
        suggestionsOpen: suggestions.length > 0,
      };
    }),
  },
  guards: {
    authenticated: ({ context }) => context.isAuthenticated,
    keptConversation: ({ context }) => context.isAuthenticated && context.messages.length > 0,
    tooShort: ({ event }) => typedText(event).length < MESSAGE_MIN_LENGTH,
    // docs/product.md §4: a guest with 2 or more messages (the free question and its answer) is asked to register or log in;
    // the server has no question left for the guest session by then.
    guestLimitReached: ({ context }) => !context.isAuthenticated && context.messages.length >= GUEST_MESSAGE_LIMIT,
    outOfQuestions: ({ context }) => showsGetMore(context),
    canSendHeld: ({ context }) => canSendHeld(context),
    questionsBack: ({ context }) => context.remaining !== null && context.remaining > 0,
  },
}).createMachine({
  id: "chat",
  context: ({ input }) => ({
    ...input,
    suggestionsOpen: input.suggestions.length > 0,
    error: null,
    pending: "",
    held: input.held ?? null,
    packsOpen: false,
  }),
  invoke: { id: "watchApp", src: "watchApp" },
  initial: "starting",
  on: {
    "chat.countChanged": { actions: assign({ remaining: ({ event }) => event.remaining }) },
    "chat.packPriceKnown": { actions: assign({ hasPackPrice: ({ event }) => event.hasPackPrice }) },
    "chat.heldDropped": { actions: assign({ held: null }) },
    "chat.packsClosed": { actions: assign({ packsOpen: false }) },
  },
  states: {
    starting: {
      always: [
        { guard: "keptConversation", target: "history.refreshing" },
        { guard: "authenticated", target: "history" },
        { target: "ready" },
      ],
    },
    // A member's history read from the server: it replaces the conversation shown, and the count is kept.
    history: {
      initial: "loading",
      states: {
        loading: {},
        // The kept conversation is on view. Asking does not wait for the history: the question is handled as in
        // ready, and the conversation goes on from the kept one.
        refreshing: {
          on: {
            "chat.send": { target: "#chat.ready", actions: raise(({ event }) => event) },
            "chat.suggestionPicked": { target: "#chat.ready", actions: raise(({ event }) => event) },
            "chat.buyQuestions": { actions: "openPacks" },
          },
        },
      },
      invoke: {
        id: "loadHistory",
        src: "loadHistory",
        onDone: {
          target: "ready",
          actions: [
            assign({
              messages: ({ context, event }) =>
                sameOrNew(
                  context.messages,
                  messagesFromHistory(event.output.history, context.userName, context.guruName),
                ),
              remaining: ({ event }) => event.output.remaining,
            }),
            { type: "saveChat", params: ({ context }) => context.messages },
            { type: "saveRemaining", params: ({ event }) => event.output.remaining },
          ],
        },
        onError: { target: "ready", actions: assign({ error: ({ event }) => chatError(event.error) }) },
      },
    },
    ready: {
      on: {
        "chat.send": [
          { guard: "tooShort" },
          // The question stays for after the account: kept while the guest registers and logs in.
          { guard: "guestLimitReached", target: "prompt.account", actions: "holdQuestion" },
          { guard: "outOfQuestions", target: "prompt.buy", actions: "holdQuestion" },
          { target: "sending", actions: "appendOwnMessage" },
        ],
        "chat.suggestionPicked": [
          { guard: "tooShort" },
          { guard: "guestLimitReached", target: "prompt.account" },
          { guard: "outOfQuestions", target: "prompt.buy" },
          { target: "sending", actions: "appendOwnMessage" },
        ],
        "chat.suggestionsClosed": { actions: assign({ suggestionsOpen: false }) },
        "chat.buyQuestions": [{ guard: "authenticated", actions: "openPacks" }, { target: "prompt.account" }],
        "chat.heldSent": { guard: "canSendHeld", target: "sending", actions: "appendOwnMessage" },
        // Back online: the offline error goes and a member's count is read again (the banner comes back). The
        // conversation stays as it is: reloading it would drop the replies the user just saw fail.
        "chat.backOnline": [
          { guard: "authenticated", target: "recounting", actions: assign({ error: null }) },
          { actions: assign({ error: null }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: "sendMessage",
        src: "sendMessage",
        input: ({ context }) =>
          context.isAuthenticated || context.sessionId === null
            ? { message: context.pending }
            : { message: context.pending, session_id: context.sessionId },
        // The answer carries the member's count after it: the banner takes it from there, no second request.
        // A guest's count is not shown (the account prompt speaks for it).
        onDone: [
          {
            guard: "authenticated",
            target: "ready",
            actions: [
              { type: "showAnswer", params: ({ event }) => event.output },
              assign({ remaining: ({ event }) => event.output.availableQueryCount }),
              { type: "saveChat", params: ({ context }) => context.messages },
              { type: "saveRemaining", params: ({ event }) => event.output.availableQueryCount },
            ],
          },
          {
            target: "ready",
            actions: [
              { type: "showAnswer", params: ({ event }) => event.output },
              { type: "saveChat", params: ({ context }) => context.messages },
            ],
          },
        ],
        onError: {
          target: "ready",
          actions: [
            assign({
              messages: ({ context }) => [
                ...context.messages,
                { name: context.guruName, msg: CHAT_FAILED, slug: "guru" as const, failed: true as const },
              ],
              error: ({ event }) => chatError(event.error),
            }),
            { type: "saveChat", params: ({ context }) => context.messages },
          ],
        },
      },
    },
    // Back online, a member's count is read again: a purchase or a coupon may have changed it meanwhile. What the
    // user does meanwhile is not lost: it is handled as in ready (the next answer carries the count).
    recounting: {
      on: {
        "chat.send": { target: "ready", actions: raise(({ event }) => event) },
        "chat.suggestionPicked": { target: "ready", actions: raise(({ event }) => event) },
        "chat.suggestionsClosed": { target: "ready", actions: raise(({ event }) => event) },
        "chat.buyQuestions": { target: "ready", actions: raise(({ event }) => event) },
      },
      invoke: {
        id: "loadEligibility",
        src: "loadEligibility",
        onDone: {
          target: "ready",
          actions: [
            assign({ remaining: ({ event }) => event.output }),
            { type: "saveRemaining", params: ({ event }) => event.output },
          ],
        },
        onError: { target: "ready" },
      },
    },
    prompt: {
      initial: "account",
      on: { "chat.promptClosed": "ready" },
      states: {
        account: {},
        buy: {
          // a purchase or a coupon brought questions back: the chat is open again (the kept question may be sent)
          always: { guard: "questionsBack", target: "#chat.ready" },
          on: {
            "chat.buyQuestions": { target: "#chat.ready", actions: "openPacks" },
          },
        },
      },
    },
  },
});
