// /chat's machine bound to the app where the screen lives (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import type { QueryHistoryItem } from "../../../contract/chat";
import { chatMachine } from "../../../machines/chat";
import type { ChatReply } from "../../../machines/getStarted";
import type { ChatMessage } from "../../../machines/lib/chatMessage";
import { boundOnce } from "../../app/boundOnce";

export interface ChatPorts {
  loadHistory(): Promise<{ history: QueryHistoryItem[]; remaining: number }>;
  sendMessage(request: { message: string; session_id?: string }): Promise<ChatReply>;
  loadEligibility(): Promise<number>;
  saveChat(messages: ChatMessage[]): void;
  saveRemaining(remaining: number): void;
  goToPacks(): void;
}

export const chatMachineFor = boundOnce((ports: ChatPorts) =>
  chatMachine.provide({
    actors: {
      loadHistory: fromPromise(() => ports.loadHistory()),
      sendMessage: fromPromise(({ input }) => ports.sendMessage(input)),
      loadEligibility: fromPromise(() => ports.loadEligibility()),
    },
    actions: {
      saveChat: (_, messages) => ports.saveChat(messages),
      saveRemaining: (_, remaining) => ports.saveRemaining(remaining),
      goToPacks: () => ports.goToPacks(),
    },
  }),
);
