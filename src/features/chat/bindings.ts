// chat's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports, and each
// wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this file, so
// it loads with the screen, not with the first load (src/wiring/boundOnce.ts).
import { fromCallback, fromPromise } from "xstate";
import type { QueryHistoryItem } from "../../../contract/chat";
import type { AppStore } from "../../../machines/appStore";
import type { ChatInput } from "../../../machines/chat";
import { type ChatAppEvent, chatMachine } from "../../../machines/chat";
import type { ChatReply } from "../../../machines/getStarted";
import type { ChatMessage } from "../../../machines/lib/chatMessage";
import type { ScreenEnvironment } from "../../app/logic";
import { boundOnce } from "../../wiring/boundOnce";

// /chat's machine bound to the app where the screen lives.
export interface ChatPorts {
  loadHistory(): Promise<{ history: QueryHistoryItem[]; remaining: number }>;
  sendMessage(request: { message: string; session_id?: string }): Promise<ChatReply>;
  loadEligibility(): Promise<number>;
  /** Tells the chat what changes in the app while it runs; answers the way to stop listening. */
  watchApp(tell: (event: ChatAppEvent) => void): () => void;
  saveChat(messages: ChatMessage[]): void;
  saveRemaining(remaining: number): void;
}

export const chatMachineFor = boundOnce((ports: ChatPorts) =>
  chatMachine.provide({
    actors: {
      loadHistory: fromPromise(() => ports.loadHistory()),
      sendMessage: fromPromise(({ input }) => ports.sendMessage(input)),
      loadEligibility: fromPromise(() => ports.loadEligibility()),
      watchApp: fromCallback(({ sendBack }) => ports.watchApp(sendBack)),
    },
    actions: {
      saveChat: (_, messages) => ports.saveChat(messages),
      saveRemaining: (_, remaining) => ports.saveRemaining(remaining),
    },
  }),
);

/** A pack with a price is known: the 'GET MORE GUIDANCE' prompt may show. */
const hasPackPrice = (store: AppStore) => store.subscription.some((pack) => Number(pack.defaultPrice.priceMicros) > 0);

/** The kept count as a number; null while unknown (an empty string in the store). */
function keptCount(store: AppStore): number | null {
  const count = Number(store.query_available);
  return store.query_available === "" || !Number.isFinite(count) ? null : count;
}

/**
 * localStorage key of the question typed as a guest at the limit: the page is loaded again after logging in, and the
 * question is offered for sending then (the chat machine's `held`).
 */
export const HELD_QUESTION_KEY = "chat_held_question";

// /chat wired to the app: the ports the binding above binds the machine to, and its input.
export const wireChat = boundOnce((app: ScreenEnvironment) => {
  const { api } = app.adapters;
  /**
   * The count the running chat already knows: the one it started with, then each it kept (saveRemaining) or was told.
   * A store change to it is the chat's own write, not news, and is not told back.
   */
  let countKnownToChat: number | null = null;
  const ports: ChatPorts = {
    loadHistory: async () => {
      const [history, remaining] = await Promise.all([api.queryHistory(null), api.eligibility(null)]);
      return { history, remaining };
    },
    sendMessage: (request) => api.chat(request),
    // read for a member only (back online); the machine keeps it once (saveRemaining)
    loadEligibility: () => api.eligibility(null),
    // A coupon or a purchase changes the kept count elsewhere, the pack list may arrive after the chat started, and
    // coming back online lets the chat recover: each is told to the chat as it happens.
    watchApp: (tell) => {
      countKnownToChat = keptCount(app.store());
      let priced = hasPackPrice(app.store());
      const store = app.appStore.subscribe(({ context }) => {
        const nowCount = keptCount(context);
        if (nowCount !== countKnownToChat && nowCount !== null)
          tell({ type: "chat.countChanged", remaining: nowCount });
        countKnownToChat = nowCount;
        const nowPriced = hasPackPrice(context);
        if (nowPriced !== priced) tell({ type: "chat.packPriceKnown", hasPackPrice: nowPriced });
        priced = nowPriced;
      });
      let wasOffline = app.offline.getSnapshot().matches("offline");
      const connection = app.offline.subscribe((snapshot) => {
        const offline = snapshot.matches("offline");
        if (wasOffline && !offline) tell({ type: "chat.backOnline" });
        wasOffline = offline;
      });
      return () => {
        store.unsubscribe();
        connection.unsubscribe();
      };
    },
    saveChat: (messages) => app.patch({ chat: messages }),
    saveRemaining: (remaining) => {
      countKnownToChat = remaining;
      app.patch({ query_available: String(remaining) });
    },
  };
  return {
    ports,
    input: (): ChatInput => {
      const store = app.store();
      return {
        isAuthenticated: app.isAuthenticated(),
        userName: app.userName(),
        guruName: app.guruName(),
        messages: store.chat,
        remaining: keptCount(store),
        hasPackPrice: hasPackPrice(store),
        sessionId: app.sessionId(),
        suggestions: [],
        held: app.adapters.storage.get(HELD_QUESTION_KEY),
      };
    },
  };
});
