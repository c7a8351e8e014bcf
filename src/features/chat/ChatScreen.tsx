// /chat: the chat machine's conversation on the chat view; the guest limit opens the register/login modals, the
// packs (payment + coupon machines) back the 'Question Packs' modal and the payment status. The empty chat's
// suggestion box is ChatSuggestions (the questions machine). The chat machine follows the app's store and connection
// itself (its watchApp actor, bindings.ts).
// `?ask=` carries a question prepared elsewhere (the kundali match's 'Ask the guru'): it waits in the box for the user
// to send, and the query goes once it is sent (it stays through the reload that follows logging in from the chat's
// register prompt).
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { canSendHeld, showsGetMore } from "../../../machines/chat";
import { useAppLogic } from "../../app/LogicContext";
import { useKeptFrame } from "../../app/useKeptFrame";
import { useLoginModal } from "../login";
import { useRegisterModal } from "../register";
import { usePacks } from "../subscription";
import { chatMachineFor, HELD_QUESTION_KEY, wireChat } from "./bindings";
import { ChatSuggestions } from "./ChatSuggestions";
import { ChatView } from "./ChatView";
import { useGuruWords } from "./guruWords";

export function ChatScreen() {
  const logic = useAppLogic();
  const [, navigate] = useLocation();
  const ask = new URLSearchParams(useSearch()).get("ask")?.trim() ?? "";
  const chat = wireChat(logic.environment);
  const actor = useActorRef(chatMachineFor(chat.ports), { input: chat.input() });
  const messages = useSelector(actor, (s) => s.context.messages);
  // The same array while the conversation is the same: the message list is not drawn again when the rest changes.
  const shownMessages = useMemo(
    () => messages.map((message, index) => ({ ...message, id: String(index) })),
    [messages],
  );
  // Idle on the conversation: ready, or showing the kept one while the history is read again.
  const idle = useSelector(actor, (s) => s.matches("ready") || s.matches({ history: "refreshing" }));
  const loadingHistory = useSelector(actor, (s) => s.matches({ history: "loading" }));
  const sending = useSelector(actor, (s) => s.matches("sending"));
  const error = useSelector(actor, (s) => s.context.error);
  const followUps = useSelector(actor, (s) => (s.context.suggestionsOpen ? s.context.suggestions : null));
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const accountPrompt = useSelector(actor, (s) => s.matches({ prompt: "account" }));
  const getMore = useSelector(actor, (s) => showsGetMore(s.context));
  const held = useSelector(actor, (s) => (canSendHeld(s.context) ? s.context.held : null));
  // The question kept for after logging in survives the reload that follows it (bindings.ts).
  const keptQuestion = useSelector(actor, (s) => s.context.held);
  const { storage } = logic.environment.adapters;
  useEffect(() => {
    if (keptQuestion) storage.set(HELD_QUESTION_KEY, keptQuestion);
    else storage.remove(HELD_QUESTION_KEY);
  }, [keptQuestion, storage]);
  const userName = useSelector(actor, (s) => s.context.userName);
  // 'Buy Questions' and 'GET MORE GUIDANCE' open the Question Packs modal here (SPEC §2 Chat modals).
  const packsOpen = useSelector(actor, (s) => s.context.packsOpen);
  const guru = useSelector(logic.appStore, (s) => s.context.profile.guru_profile ?? null);
  const guruShown = useGuruWords(guru);

  const login = useLoginModal("chat", {
    onCreateAccount: () => register.open(),
    showReplaceNote: true,
  });
  const register = useRegisterModal({ onLoginNow: () => login.open() });
  const packs = usePacks({ listed: packsOpen });
  const kept = useSelector(logic.appStore, (s) => JSON.stringify([s.context.chat, s.context.query_available]));

  // The next visit opens on the kept conversation (the machine's `history.refreshing`): this frame is that one when
  // it shows exactly the kept conversation and count, with nothing open or typed in from elsewhere (the follow-up
  // suggestions are left out of the frame kept: FollowUpPopup).
  const showsKeptConversation =
    idle &&
    messages.length > 0 &&
    error === null &&
    held === null &&
    !packsOpen &&
    !login.props.isOpen &&
    !register.props.isOpen &&
    packs.paymentStatus.result === null &&
    ask === "" &&
    kept === JSON.stringify([messages, remaining === null ? "" : String(remaining)]);
  useKeptFrame("/chat", showsKeptConversation, JSON.stringify([messages, remaining]));

  // The guest limit: the machine enters its account prompt, the register modal (with 'Login Now') shows.
  useEffect(() => {
    if (accountPrompt) {
      register.open();
      actor.send({ type: "chat.promptClosed" });
    }
  }, [accountPrompt, register.open, actor]);

  const send = (text: string) => {
    actor.send({ type: "chat.send", text });
    // Taken only when it is on its way; otherwise (none left, the account prompt) it stays in the box.
    const sent = actor.getSnapshot().matches("sending");
    if (sent && ask !== "") navigate("/chat", { replace: true });
    return sent;
  };

  return (
    <ChatView
      userName={userName}
      guru={{
        name: guruShown.name ?? "Guru",
        ...(guruShown.expertise ? { expertise: guruShown.expertise } : {}),
        ...(guru?.image_url ? { imageUrl: guru.image_url } : {}),
      }}
      messages={shownMessages}
      historyStatus={loadingHistory ? "loading" : "ready"}
      sending={sending}
      error={error}
      followUps={followUps ?? []}
      onCloseFollowUps={() => actor.send({ type: "chat.suggestionsClosed" })}
      initialDraft={ask}
      onSend={send}
      suggestionBox={<ChatSuggestions onAsk={send} />}
      remaining={remaining}
      onBuyQuestions={() => actor.send({ type: "chat.buyQuestions" })}
      showGetMore={getMore}
      onGetMore={() => actor.send({ type: "chat.buyQuestions" })}
      heldQuestion={
        held
          ? {
              text: held,
              onSend: () => actor.send({ type: "chat.heldSent" }),
              onDismiss: () => actor.send({ type: "chat.heldDropped" }),
            }
          : null
      }
      packsModal={{
        ...packs.packs,
        isOpen: packsOpen,
        onClose: () => actor.send({ type: "chat.packsClosed" }),
        coupon: packs.coupon,
      }}
      paymentStatus={packs.paymentStatus}
      loginModal={login.props}
      registerModal={register.props}
    />
  );
}
