// /chat (SPEC §2 Chat): the conversation with the guru, its suggestions, the remaining-questions banner,
// the purchase prompt and the modals (login/register, Question Packs, Payment Status).
import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { KEPT_FRAME_END } from "../../../shared/kept-frame-script";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { TypingDots } from "../../ui/TypingDots";
import { LazyLoginModal, type LoginModalProps } from "../login";
import { LazyRegisterModal, type RegisterModalProps } from "../register";
import { LazyPaymentStatusModal, type PaymentStatusModalProps } from "../subscription";
import { ChatInput } from "./ChatInput";
import type { ChatMessageView } from "./chatTypes";
import { FollowUpPopup } from "./FollowUpPopup";
import { LazyQuestionPacksModal } from "./lazyChatModals";
import { MessageList } from "./MessageList";
import type { QuestionPacksModalProps } from "./QuestionPacksModal";
import "./ChatView.css";
import { count, params } from "@nanostores/i18n";
import type { Said } from "../../../machines/lib/callFailure";
import { useFormat } from "../../i18n/format";
import { i18n } from "../../i18n/i18n";

export const chatMessages = i18n("chat", {
  vedicAstrologer: "Vedic astrologer",
  buyQuestions: "Buy Questions",
  remaining: count(params({ one: "You have {n} remaining question.", other: "You have {n} remaining questions." })),
  loadingConversation: "Loading your conversation",
  getMoreGuidance: "GET MORE GUIDANCE",
  teaserPrice: "At just less than $0.99",
  heldTitle: "Send your question now?",
  heldSend: "Send",
  heldNotNow: "Not now",
});

export interface ChatViewProps {
  userName: string;
  guru: { name: string; expertise?: string; imageUrl?: string };
  messages: readonly ChatMessageView[];
  historyStatus: "loading" | "ready";
  /** A question is on its way: the guru is analysing, the input is disabled. */
  sending: boolean;
  error: Said | null;
  /** The suggestion box (categories and questions that ask when tapped), shown while there is no message. */
  suggestionBox: ReactNode;
  followUps: readonly string[];
  onCloseFollowUps: () => void;
  /** Asks a question (typed, suggested, or a follow-up); true when it went out. */
  onSend: (text: string) => boolean;
  /** Remaining questions, or null when unknown (guest). */
  remaining: number | null;
  onBuyQuestions: () => void;
  /** Zero remain and a pack price exists: the 'GET MORE GUIDANCE' prompt shows. */
  showGetMore: boolean;
  onGetMore: () => void;
  /** A question typed when none were left, offered for sending now that questions are back (null: no offer). */
  heldQuestion: { text: string; onSend: () => void; onDismiss: () => void } | null;
  packsModal: QuestionPacksModalProps;
  paymentStatus: PaymentStatusModalProps;
  loginModal: LoginModalProps;
  registerModal: RegisterModalProps;
  /** Text the box starts with (a question prepared elsewhere, e.g. about a kundali match); the user sends it. */
  initialDraft?: string;
}

/** The newest message of the conversation, inside the chat's body. */
const NEWEST_MESSAGE = ".message-list__items > li:last-child";

export function ChatView(props: ChatViewProps) {
  const t = useStore(chatMessages);
  const { guru, messages, sending } = props;
  const format = useFormat();
  const endRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState(props.initialDraft ?? "");
  const lastMessage = messages[messages.length - 1];
  const lastMessageId = lastMessage?.id;
  // An answer that has arrived (or the newest when the chat opens) is shown from its first line, to be read down; the
  // question being sent, the typing indicator, an error, the purchase prompt and the offer of a question kept from
  // before logging in (under a long answer it would be screens below) are kept in view at the end. Scrolled
  // in the next frame, before it is painted: the layout the scroll needs is then that frame's own, where inside React's
  // commit it was a second one, forced, in the start's longest task.
  const answerIsNewest =
    lastMessage !== undefined && lastMessage.slug !== "user" && !sending && !props.error && !props.heldQuestion;
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are the triggers, not inputs
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const answer = answerIsNewest ? endRef.current?.parentElement?.querySelector(NEWEST_MESSAGE) : null;
      if (answer) answer.scrollIntoView?.({ block: "start" });
      else endRef.current?.scrollIntoView?.({ block: "end" });
    });
    return () => cancelAnimationFrame(frame);
  }, [lastMessageId, sending, props.showGetMore, props.error, props.heldQuestion?.text]);
  return (
    <main className="chat screen--with-nav">
      <header className="chat__header">
        {guru.imageUrl ? <img className="chat__avatar" src={guru.imageUrl} alt="" width={44} height={44} /> : null}
        <div>
          <h1 className="chat__title">{guru.name}</h1>
          <p className="chat__subtitle">{guru.expertise ?? t.vedicAstrologer}</p>
        </div>
      </header>
      {props.remaining !== null ? (
        // Sticky: the count and 'Buy Questions' stay in view however long the conversation grows.
        <div className="chat__banner">
          <Banner
            tone={props.remaining === 0 ? "warning" : "info"}
            action={{ label: t.buyQuestions, onPress: props.onBuyQuestions }}
          >
            {t.remaining(props.remaining)({ n: format.number(props.remaining) })}
          </Banner>
        </div>
      ) : null}
      {props.historyStatus === "loading" ? (
        <div className="chat__history-loading" role="status" aria-label={t.loadingConversation}>
          <TypingDots label={t.loadingConversation} />
        </div>
      ) : (
        <div className="chat__body">
          {messages.length === 0 && !sending ? props.suggestionBox : null}
          <MessageList
            messages={messages}
            userName={props.userName}
            guruName={guru.name}
            waiting={sending}
            error={props.error}
          />
          {!sending ? (
            <FollowUpPopup questions={props.followUps} onAsk={props.onSend} onClose={props.onCloseFollowUps} />
          ) : null}
          {props.heldQuestion ? (
            <section className="follow-ups held-question" aria-labelledby="held-question-title">
              <h2 id="held-question-title" className="follow-ups__title">
                {t.heldTitle}
              </h2>
              <p className="held-question__text">{props.heldQuestion.text}</p>
              <div className="held-question__actions">
                <Button
                  onPress={() => {
                    props.heldQuestion?.onSend();
                    setDraft("");
                  }}
                >
                  {t.heldSend}
                </Button>
                <Button variant="ghost" onPress={props.heldQuestion.onDismiss}>
                  {t.heldNotNow}
                </Button>
              </div>
            </section>
          ) : null}
          {props.showGetMore ? (
            <button type="button" className="get-more" onClick={props.onGetMore}>
              <span className="get-more__title">{t.getMoreGuidance}</span>
              <span className="get-more__price">{t.teaserPrice}</span>
            </button>
          ) : null}
          <div ref={endRef} className="chat__end" {...KEPT_FRAME_END} />
        </div>
      )}
      <div className="chat__composer">
        <ChatInput
          text={draft}
          onTextChange={setDraft}
          isDisabled={sending || props.historyStatus === "loading"}
          onSend={props.onSend}
        />
      </div>
      <LazyQuestionPacksModal {...props.packsModal} />
      <LazyPaymentStatusModal {...props.paymentStatus} />
      <LazyLoginModal {...props.loginModal} />
      <LazyRegisterModal {...props.registerModal} />
    </main>
  );
}
