// The login modal (questions, chat, profile, subscription): the login form, an optional note that logging
// in replaces the free reading, and Cancel.

import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { LoginForm, type LoginFormProps } from "./LoginForm";

export const loginModalMessages = i18n("loginModal", {
  replaceNote:
    "Note: logging in with an existing account replaces your current free Kundali, its interpretations and your free question. They cannot be recovered afterwards.",
  resetTitle: "Reset Your Password",
  login: "Login",
  cancel: "Cancel",
});

export interface LoginModalProps extends LoginFormProps {
  isOpen: boolean;
  onCancel: () => void;
  /** Shown when the visitor already has a free kundali that a login would replace. */
  showReplaceNote?: boolean;
}

export function LoginModal({ isOpen, onCancel, showReplaceNote = false, ...form }: LoginModalProps) {
  const t = useStore(loginModalMessages);
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={form.mode === "forgot" ? t.resetTitle : t.login}>
      {showReplaceNote && form.mode === "login" ? <p className="login-note">{t.replaceNote}</p> : null}
      <LoginForm {...form} />
      <div className="login-modal__cancel">
        <Button variant="ghost" onPress={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </Modal>
  );
}
