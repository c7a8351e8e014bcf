// The conversation: own messages on the right under the user's name, the guru's under 'AI agent of {name}';
// a run of messages from one sender shows its header once. Bodies are HTML, sanitized with DOMPurify.

import { params } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import DOMPurify from "dompurify";
import { memo, useMemo } from "react";
import type { Said } from "../../../machines/lib/callFailure";
import { i18n } from "../../i18n/i18n";
import { messages as messageWords, useMessage } from "../../i18n/messages";
import { TypingDots } from "../../ui/TypingDots";
import type { ChatMessageView } from "./chatTypes";

export const messageListMessages = i18n("messageList", {
  conversation: "Conversation",
  agentOf: params("AI agent of {name}"),
  waiting: "Guru is analyzing your data. Please wait",
});

export interface MessageListProps {
  messages: readonly ChatMessageView[];
  userName: string;
  guruName: string;
  /** The guru is composing an answer. */
  waiting: boolean;
  error: Said | null;
}

/**
 * What a chat body may hold: the guru's answers are paragraphs, lists and emphasis, line breaks are <br>. Nothing
 * else passes, no attribute at all: DOMPurify's general HTML profile keeps <style>, style attributes and <form>, with
 * which an answer could restyle or cover the app (a fixed full-screen layer) or show a fake password form.
 */
const CHAT_BODY_HTML = {
  ALLOWED_TAGS: ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i"],
  ALLOWED_ATTR: [],
};

let chatProfileSet = false;

/**
 * A body through DOMPurify set to CHAT_BODY_HTML once (a config given with each call is parsed again for every body).
 * The chat is the app's one user of DOMPurify, so the profile goes on the instance the module makes as it is imported:
 * a second instance cost 3-9 ms of the first answer's render in Chromium here, setting the first about 0.1 ms. Set at
 * the first body, not on import: without a DOM (Node, where test files import the screens through the catalogues)
 * DOMPurify has no `setConfig`.
 */
function sanitizeChatBody(html: string): string {
  if (!chatProfileSet) {
    DOMPurify.setConfig(CHAT_BODY_HTML);
    chatProfileSet = true;
  }
  return DOMPurify.sanitize(html);
}

function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeChatBody(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className="message__body" dangerouslySetInnerHTML={{ __html: clean }} />;
}

// Memoized: the chat screen draws itself again for every answer from the network (the count, the packs, the
// suggestions), and a long conversation's sanitized bodies need not be gone through each time.
export const MessageList = memo(function MessageList({
  messages,
  userName,
  guruName,
  waiting,
  error,
}: MessageListProps) {
  const t = useStore(messageListMessages);
  const words = useStore(messageWords);
  const message = useMessage();
  return (
    <div className="message-list">
      <ol className="message-list__items" aria-label={t.conversation}>
        {messages.map((message, index) => {
          const showHeader = messages[index - 1]?.slug !== message.slug;
          const own = message.slug === "user";
          return (
            <li key={message.id} className={`message message--${own ? "own" : "guru"}`}>
              {showHeader ? (
                <p className="message__header">{own ? message.name || userName : t.agentOf({ name: guruName })}</p>
              ) : (
                <p className="visually-hidden">{own ? message.name || userName : t.agentOf({ name: guruName })}</p>
              )}
              {message.failed ? (
                <div className="message__body">{words.chatFailed}</div>
              ) : (
                <SafeHtml html={message.msg} />
              )}
            </li>
          );
        })}
      </ol>
      {waiting ? (
        <div className="message message--guru message--waiting" role="status">
          <p className="message__header">{t.agentOf({ name: guruName })}</p>
          <div className="message__body">
            <span>{t.waiting}</span> <TypingDots />
          </div>
        </div>
      ) : null}
      {error ? (
        <p className="error-text message-list__error" role="alert">
          {message(error)}
        </p>
      ) : null}
    </div>
  );
});
