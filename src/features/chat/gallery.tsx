// The chat screen's entries in the development gallery (/__gallery), its modals among them: the register modal as this
// screen opens it, the question packs and the payment result.

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import {
  idleCoupon,
  loginModal,
  noop,
  registerModal,
  sampleCategories,
  samplePacks,
  sampleQuestions,
} from "../../dev/gallery/sharedSamples";
import { ChatView, type ChatViewProps } from "./ChatView";
import type { ChatMessageView } from "./chatTypes";
import { SuggestionBox } from "./SuggestionBox";

const sampleMessages: ChatMessageView[] = [
  { id: "1", name: "Sita Sharma", slug: "user", msg: "When will I get a stable job?" },
  {
    id: "2",
    name: "Shankar",
    slug: "guru",
    msg: "<p>Namaste Sita. Your tenth house (career) is Capricorn, ruled by <strong>Saturn</strong>, which sits in the eleventh house of gains.</p><p>You are running <em>Venus–Saturn</em> until March 2027: a steady, slow-building period. Expect a firm offer between <strong>June and October 2026</strong>.</p>",
  },
  {
    id: "3",
    name: "Shankar",
    slug: "guru",
    msg: "<ul><li>Apply where structure and long service are valued.</li><li>Saturdays suit interviews and signing.</li></ul>",
  },
  { id: "4", name: "Sita Sharma", slug: "user", msg: "Will it be abroad?" },
];

function chat(overrides: Partial<ChatViewProps> = {}): ChatViewProps {
  return {
    userName: "Sita Sharma",
    guru: { name: "Shankar", expertise: "Career and marriage · 30 years", imageUrl: "/images/gurus/shankar.svg" },
    messages: sampleMessages,
    historyStatus: "ready",
    sending: false,
    error: null,
    suggestionBox: (
      <SuggestionBox
        categories={sampleCategories}
        activeCategory="career"
        questions={sampleQuestions.slice(0, 3)}
        onSelectCategory={noop}
        onAsk={noop}
      />
    ),
    followUps: [],
    onCloseFollowUps: noop,
    onSend: () => true,
    remaining: 2,
    onBuyQuestions: noop,
    showGetMore: false,
    onGetMore: noop,
    heldQuestion: null,
    packsModal: {
      isOpen: false,
      onClose: noop,
      packs: samplePacks,
      status: "ready",
      onSelectPack: noop,
      coupon: idleCoupon,
    },
    paymentStatus: { result: null, onClose: noop },
    loginModal: loginModal(false),
    registerModal: registerModal(false),
    ...overrides,
  };
}

/** The register modal open over this screen (the modal is a prop of the view that shows it). */
export const chatWithRegisterModal: GalleryEntry = {
  id: "register-modal",
  route: "/chat",
  render: () => <ChatView {...chat({ registerModal: registerModal(true) })} />,
};

export const chatGallery: GalleryEntry[] = [
  {
    id: "chat",
    route: "/chat",
    render: () => (
      <ChatView {...chat({ followUps: ["Which month is best to apply?", "Will I be promoted next year?"] })} />
    ),
  },
  { id: "chat-empty", route: "/chat", render: () => <ChatView {...chat({ messages: [], remaining: null })} /> },
  { id: "chat-waiting", route: "/chat", render: () => <ChatView {...chat({ sending: true })} /> },
  { id: "chat-history-loading", route: "/chat", render: () => <ChatView {...chat({ historyStatus: "loading" })} /> },
  {
    id: "chat-no-questions",
    route: "/chat",
    render: () => <ChatView {...chat({ remaining: 0, showGetMore: true, error: "Something went wrong." })} />,
  },
  {
    id: "chat-packs",
    route: "/chat",
    render: () => (
      <ChatView
        {...chat({
          remaining: 0,
          packsModal: {
            isOpen: true,
            onClose: noop,
            packs: samplePacks,
            status: "ready",
            onSelectPack: noop,
            coupon: { status: "idle", onApply: noop, message: "Coupon applied successfully!" },
          },
        })}
      />
    ),
  },
  {
    id: "chat-payment-success",
    route: "/chat",
    render: () => <ChatView {...chat({ paymentStatus: { result: "success", onClose: noop } })} />,
  },
  {
    id: "chat-payment-fail",
    route: "/chat",
    render: () => <ChatView {...chat({ paymentStatus: { result: "failure", onClose: noop } })} />,
  },
];
