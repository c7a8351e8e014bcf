// /chat wired to the app: the ports its binding (src/features/chat/chatBinding.ts) binds the machine to, and its input.
// Imported by the screen, so it loads with it rather than with the first load (src/app/boundOnce.ts).
import type { ChatInput } from "../../../machines/chat";
import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import type { ChatPorts } from "./chatBinding";

export const wireChat = boundOnce((app: ScreenEnvironment) => {
  const { api, navigation } = app.adapters;
  const ports: ChatPorts = {
    loadHistory: async () => {
      const [history, remaining] = await Promise.all([api.queryHistory(null), api.eligibility(null)]);
      return { history, remaining };
    },
    sendMessage: (request) => api.chat(request),
    loadEligibility: () => app.refreshCount(),
    saveChat: (messages) => app.patch({ chat: messages }),
    saveRemaining: (remaining) => app.patch({ query_available: String(remaining) }),
    goToPacks: () => navigation.navigate("/subscription"),
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
        remaining: store.query_available === "" ? null : Number(store.query_available),
        hasPackPrice: store.subscription.some((p) => Number(p.defaultPrice.priceMicros) > 0),
        sessionId: app.sessionId(),
        suggestions: [],
      };
    },
  };
});
