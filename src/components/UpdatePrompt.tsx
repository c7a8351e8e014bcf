// The service worker's "new version" question (SPEC §2 Service worker).
import { Button } from "./Button";
import "./UpdatePrompt.css";

export interface UpdatePromptProps {
  onReload: () => void;
  onDismiss: () => void;
}

export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text">New content available. Reload?</p>
      <div className="update-prompt__actions">
        <Button variant="ghost" onPress={onDismiss}>
          Later
        </Button>
        <Button onPress={onReload}>Reload</Button>
      </div>
    </div>
  );
}
