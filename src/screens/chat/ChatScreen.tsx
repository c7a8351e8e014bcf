// /chat: the chat machine's conversation on the chat view; the guest limit opens the register/login modals, the
// packs (payment + coupon machines) back the 'Question Packs' modal and the payment status.
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useAppLogic } from "../../app/LogicContext";
import { useLoginModal } from "../../app/useLoginModal";
import { usePacks } from "../../app/usePacks";
import { useRegisterModal } from "../../app/useRegisterModal";
import { ChatView } from "./ChatView";

export function ChatScreen() {
  const logic = useAppLogic();
  // 'Buy Questions' and 'GET MORE GUIDANCE' open the Question Packs modal here (SPEC §2 Chat modals).
  const [packsOpen, setPacksOpen] = useState(false);
  const [machine] = useState(() => logic.machines.chat.provide({ actions: { goToPacks: () => setPacksOpen(true) } }));
  const actor = useActorRef(machine, { input: logic.inputs.chat() });
  const messages = useSelector(actor, (s) => s.context.messages);
  const loadingHistory = useSelector(actor, (s) => s.matches("loadingHistory"));
  const sending = useSelector(actor, (s) => s.matches("sending"));
  const error = useSelector(actor, (s) => s.context.error);
  const followUps = useSelector(actor, (s) => (s.context.suggestionsOpen ? s.context.suggestions : null));
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const accountPrompt = useSelector(actor, (s) => s.matches({ prompt: "account" }));
  const buyPrompt = useSelector(actor, (s) => s.matches({ prompt: "buy" }));
  const userName = useSelector(actor, (s) => s.context.userName);
  const guru = useSelector(logic.appStore, (s) => s.context.profile.guru_profile ?? null);
  const categories = useSelector(logic.appStore, (s) => s.context.categories_list);
  const suggestionsByCategory = useSelector(logic.appStore, (s) => s.context.category_question);
  const [tab, setTab] = useState<string | null>(null);
  const activeTab = tab ?? categories[0]?.name ?? null;

  const login = useLoginModal("chat", {
    onCreateAccount: () => register.open(),
    showReplaceNote: true,
  });
  const register = useRegisterModal({ onLoginNow: () => login.open() });
  const packs = usePacks();

  // A coupon or a purchase changes the kept count elsewhere; the banner follows it.
  const keptCount = useSelector(logic.appStore, (s) => s.context.query_available);
  useEffect(() => {
    const count = Number(keptCount);
    if (keptCount !== "" && Number.isFinite(count) && count !== actor.getSnapshot().context.remaining)
      actor.send({ type: "chat.countChanged", remaining: count });
  }, [keptCount, actor]);

  // The pack list may arrive after the chat started (fetched by the packs modal or another screen): the
  // 'GET MORE GUIDANCE' prompt needs to know whether a pack price exists.
  const hasPackPrice = useSelector(logic.appStore, (s) =>
    s.context.subscription.some((pack) => Number(pack.defaultPrice.priceMicros) > 0),
  );
  useEffect(() => {
    if (hasPackPrice !== actor.getSnapshot().context.hasPackPrice)
      actor.send({ type: "chat.packPriceKnown", hasPackPrice });
  }, [hasPackPrice, actor]);

  // The guest limit: the machine enters its account prompt, the register modal (with 'Login Now') shows.
  useEffect(() => {
    if (accountPrompt) {
      register.open();
      actor.send({ type: "chat.promptClosed" });
    }
  }, [accountPrompt, register.open, actor]);

  return (
    <ChatView
      userName={userName}
      guru={{
        name: guru?.name ?? "Guru",
        ...(guru?.expertise ? { expertise: guru.expertise } : {}),
        ...(guru?.image_url ? { imageUrl: guru.image_url } : {}),
      }}
      messages={messages.map((message, index) => ({ ...message, id: String(index) }))}
      historyStatus={loadingHistory ? "loading" : "ready"}
      sending={sending}
      error={error}
      suggestions={{
        categories: categories.map((category) => category.name),
        activeCategory: activeTab,
        questions: activeTab ? (suggestionsByCategory[activeTab] ?? []) : [],
        onSelectCategory: setTab,
      }}
      followUps={followUps ?? []}
      onCloseFollowUps={() => actor.send({ type: "chat.suggestionsClosed" })}
      onSend={(text) => actor.send({ type: "chat.send", text })}
      remaining={remaining}
      onBuyQuestions={() => actor.send({ type: "chat.buyQuestions" })}
      showGetMore={buyPrompt}
      onGetMore={() => actor.send({ type: "chat.buyQuestions" })}
      packsModal={{ ...packs.packs, isOpen: packsOpen, onClose: () => setPacksOpen(false), coupon: packs.coupon }}
      paymentStatus={packs.paymentStatus}
      loginModal={login.props}
      registerModal={register.props}
    />
  );
}
