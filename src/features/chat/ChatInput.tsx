// The message box: Enter sends, Shift+Enter breaks the line; disabled while a message is on its way.
// Messages shorter than 3 characters are not sent (SPEC §5). A question that was not taken (none left, or the
// account prompt came first) stays in the box instead of being lost.
import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";
import { TextArea } from "../../ui/TextArea";

export const chatInputMessages = i18n("chatInput", {
  label: "Your question",
  placeholder: "Ask questions now and get guidance...",
  send: "Send",
});

export const minimumMessageLength = 3;

export interface ChatInputProps {
  /** The typed text, kept by the chat view (a question sent from elsewhere, e.g. the kept-question offer, empties it). */
  text: string;
  onTextChange: (text: string) => void;
  isDisabled: boolean;
  /** True when the question went out (the box empties); false keeps it in the box. */
  onSend: (text: string) => boolean;
}

export function ChatInput({ text, onTextChange: setText, isDisabled, onSend }: ChatInputProps) {
  const t = useStore(chatInputMessages);
  const ready = !isDisabled && text.trim().length >= minimumMessageLength;
  const send = () => {
    if (!ready) return;
    if (onSend(text.trim())) setText("");
  };
  return (
    <form
      className="chat-input"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextArea
        label={t.label}
        hideLabel
        className="chat-input__field"
        value={text}
        onChange={setText}
        placeholder={t.placeholder}
        isDisabled={isDisabled}
        rows={1}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
      />
      <button type="submit" className="chat-input__send" aria-label={t.send} disabled={!ready}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 12l16-8-6 16-2-6z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
