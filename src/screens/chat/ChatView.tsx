// /chat (SPEC §2 Chat): the conversation with the guru, its suggestions, the remaining-questions banner,
// the purchase prompt and the modals (login/register, Question Packs, Payment Status).
import { useEffect, useRef } from "react";
import { Banner } from "../../components/Banner";
import { TypingDots } from "../../components/TypingDots";
import { LazyLoginModal } from "../login/LazyLoginModal";
import type { LoginModalProps } from "../login/LoginModal";
import { RegisterModal, type RegisterModalProps } from "../register/RegisterModal";
import { ChatInput } from "./ChatInput";
import type { ChatMessageView } from "./chatTypes";
import { FollowUpPopup } from "./FollowUpPopup";
import { MessageList } from "./MessageList";
import { PaymentStatusModal, type PaymentStatusModalProps } from "./PaymentStatusModal";
import { QuestionPacksModal, type QuestionPacksModalProps } from "./QuestionPacksModal";
import { SuggestionBox, type SuggestionBoxProps } from "./SuggestionBox";
import "./ChatView.css";

export interface ChatViewProps {
  userName: string;
  guru: { name: string; expertise?: string; imageUrl?: string };
  messages: readonly ChatMessageView[];
  historyStatus: "loading" | "ready";
  /** A question is on its way: the guru is analysing, the input is disabled. */
  sending: boolean;
  error: string | null;
  suggestions: Omit<SuggestionBoxProps, "onAsk" | "isDisabled">;
  followUps: readonly string[];
  onCloseFollowUps: () => void;
  /** Asks a question (typed, suggested, or a follow-up). */
  onSend: (text: string) => void;
  /** Remaining questions, or null when unknown (guest). */
  remaining: number | null;
  onBuyQuestions: () => void;
  /** Zero remain and a pack price exists: the 'GET MORE GUIDANCE' prompt shows. */
  showGetMore: boolean;
  onGetMore: () => void;
  packsModal: QuestionPacksModalProps;
  paymentStatus: PaymentStatusModalProps;
  loginModal: LoginModalProps;
  registerModal: RegisterModalProps;
}

export function ChatView(props: ChatViewProps) {
  const { guru, messages, sending } = props;
  const endRef = useRef<HTMLDivElement>(null);
  const lastMessageId = messages[messages.length - 1]?.id;
  // Keep the newest message, the typing indicator and the purchase prompt in view as they arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are the triggers, not inputs
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [lastMessageId, sending, props.showGetMore, props.error]);
  return (
    <main className="chat screen--with-nav">
      <header className="chat__header">
        {guru.imageUrl ? <img className="chat__avatar" src={guru.imageUrl} alt="" width={44} height={44} /> : null}
        <div>
          <h1 className="chat__title">{guru.name}</h1>
          <p className="chat__subtitle">{guru.expertise ?? "Vedic astrologer"}</p>
        </div>
      </header>
      {props.remaining !== null ? (
        <Banner
          tone={props.remaining === 0 ? "warning" : "info"}
          action={{ label: "Buy Questions", onPress: props.onBuyQuestions }}
        >
          {`You have ${props.remaining} remaining questions.`}
        </Banner>
      ) : null}
      {props.historyStatus === "loading" ? (
        <div className="chat__history-loading" role="status" aria-label="Loading your conversation">
          <TypingDots label="Loading your conversation" />
        </div>
      ) : (
        <div className="chat__body">
          {messages.length === 0 && !sending ? <SuggestionBox {...props.suggestions} onAsk={props.onSend} /> : null}
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
          {props.showGetMore ? (
            <button type="button" className="get-more" onClick={props.onGetMore}>
              <span className="get-more__title">GET MORE GUIDANCE</span>
              <span className="get-more__price">At just less than $0.99</span>
            </button>
          ) : null}
          <div ref={endRef} className="chat__end" />
        </div>
      )}
      <div className="chat__composer">
        <ChatInput isDisabled={sending || props.historyStatus === "loading"} onSend={props.onSend} />
      </div>
      <QuestionPacksModal {...props.packsModal} />
      <PaymentStatusModal {...props.paymentStatus} />
      <LazyLoginModal {...props.loginModal} />
      <RegisterModal {...props.registerModal} />
    </main>
  );
}
