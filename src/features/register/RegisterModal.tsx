// The register modal (chat and profile): name and birth fields hidden, a Cancel button.

import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { PolicyModal, type PolicyModalProps } from "../../ui/PolicyModal";
import { RegisterForm, type RegisterFormProps } from "./RegisterForm";

export const registerModalMessages = i18n("registerModal", {
  title: "Create your account!",
  cancel: "Cancel",
});

export interface RegisterModalProps extends Omit<RegisterFormProps, "variant"> {
  isOpen: boolean;
  onCancel: () => void;
  policy: PolicyModalProps;
}

export function RegisterModal({ isOpen, onCancel, policy, ...form }: RegisterModalProps) {
  const t = useStore(registerModalMessages);
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={t.title}>
      <RegisterForm {...form} variant="modal" />
      <div className="register-modal__cancel">
        <Button variant="ghost" onPress={onCancel}>
          {t.cancel}
        </Button>
      </div>
      <PolicyModal {...policy} />
    </Modal>
  );
}
