// Three pulsing dots: the guru is typing. The label is read to screen readers.
import "./TypingDots.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../i18n/i18n";

export const typingDotsMessages = i18n("typingDots", {
  typing: "Guru is typing",
});

export function TypingDots({ label }: { label?: string }) {
  const t = useStore(typingDotsMessages);
  return (
    <span className="typing-dots" role="img" aria-label={label ?? t.typing}>
      <span />
      <span />
      <span />
    </span>
  );
}
