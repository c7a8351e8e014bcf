// Follow-up questions the guru suggests after an answer, with a close icon.
import { useStore } from "@nanostores/react";
import { KEPT_FRAME_LEFT_OUT } from "../../../shared/kept-frame-script";
import { i18n } from "../../i18n/i18n";

export const followUpMessages = i18n("followUps", {
  title: "You may also ask",
  close: "Close suggestions",
});
export interface FollowUpPopupProps {
  questions: readonly string[];
  onAsk: (question: string) => void;
  onClose: () => void;
}

export function FollowUpPopup({ questions, onAsk, onClose }: FollowUpPopupProps) {
  const t = useStore(followUpMessages);
  if (questions.length === 0) return null;
  return (
    // The suggestions belong to the answer just given: the next visit opens without them (src/app/keptFrame.ts).
    <section className="follow-ups" aria-labelledby="follow-ups-title" {...KEPT_FRAME_LEFT_OUT}>
      <div className="follow-ups__header">
        <h2 id="follow-ups-title" className="follow-ups__title">
          {t.title}
        </h2>
        <button type="button" className="follow-ups__close" aria-label={t.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <ul className="follow-ups__list">
        {questions.map((question) => (
          <li key={question}>
            <button type="button" className="suggestion" onClick={() => onAsk(question)}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
