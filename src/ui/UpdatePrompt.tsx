// The service worker's "new version" question (SPEC §2 Service worker).
import { Button } from "./Button";
import "./UpdatePrompt.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../i18n/i18n";

export const updatePromptMessages = i18n("updatePrompt", {
  text: "New content available. Reload?",
  later: "Later",
  reload: "Reload",
});

export interface UpdatePromptProps {
  onReload: () => void;
  onDismiss: () => void;
}

export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const t = useStore(updatePromptMessages);
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text">{t.text}</p>
      <div className="update-prompt__actions">
        <Button variant="ghost" onPress={onDismiss}>
          {t.later}
        </Button>
        <Button onPress={onReload}>{t.reload}</Button>
      </div>
    </div>
  );
}
