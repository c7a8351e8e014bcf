// The login modal (questions, chat, profile, subscription): the login form, an optional note that logging
// in replaces the free reading, and Cancel.
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { LoginForm, type LoginFormProps } from "./LoginForm";

export const replaceFreeReadingNote =
  "Note: logging in with an existing account replaces your current free Kundali, its interpretations and your free question. They cannot be recovered afterwards.";

export interface LoginModalProps extends LoginFormProps {
  isOpen: boolean;
  onCancel: () => void;
  /** Shown when the visitor already has a free kundali that a login would replace. */
  showReplaceNote?: boolean;
}

export function LoginModal({ isOpen, onCancel, showReplaceNote = false, ...form }: LoginModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={form.mode === "forgot" ? "Reset Your Password" : "Login"}>
      {showReplaceNote && form.mode === "login" ? <p className="login-note">{replaceFreeReadingNote}</p> : null}
      <LoginForm {...form} />
      <div className="login-modal__cancel">
        <Button variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
