// The message box: Enter sends, Shift+Enter breaks the line; disabled while a message is on its way.
// Messages shorter than 3 characters are not sent (SPEC §5).
import { useState } from "react";
import { TextArea } from "../../components/TextArea";

export const minimumMessageLength = 3;

export interface ChatInputProps {
  isDisabled: boolean;
  onSend: (text: string) => void;
}

export function ChatInput({ isDisabled, onSend }: ChatInputProps) {
  const [text, setText] = useState("");
  const ready = !isDisabled && text.trim().length >= minimumMessageLength;
  const send = () => {
    if (!ready) return;
    onSend(text.trim());
    setText("");
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
        label="Your question"
        hideLabel
        className="chat-input__field"
        value={text}
        onChange={setText}
        placeholder="Ask questions now and get guidance..."
        isDisabled={isDisabled}
        rows={1}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
      />
      <button type="submit" className="chat-input__send" aria-label="Send" disabled={!ready}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 12l16-8-6 16-2-6z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
