// Three pulsing dots: the guru is typing. The label is read to screen readers.
import "./TypingDots.css";

export function TypingDots({ label = "Guru is typing" }: { label?: string }) {
  return (
    <span className="typing-dots" role="img" aria-label={label}>
      <span />
      <span />
      <span />
    </span>
  );
}
