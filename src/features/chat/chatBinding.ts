// /chat's machine bound to the app where the screen lives (src/app/boundOnce.ts says why).
import { fromCallback, fromPromise } from "xstate";
import type { QueryHistoryItem } from "../../../contract/chat";
import { type ChatAppEvent, chatMachine } from "../../../machines/chat";
import type { ChatReply } from "../../../machines/getStarted";
import type { ChatMessage } from "../../../machines/lib/chatMessage";
import { boundOnce } from "../../app/boundOnce";

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
