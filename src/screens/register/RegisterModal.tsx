// The register modal (chat and profile): name and birth fields hidden, a Cancel button.
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { PolicyModal, type PolicyModalProps } from "../../components/PolicyModal";
import { RegisterForm, type RegisterFormProps } from "./RegisterForm";

export interface RegisterModalProps extends Omit<RegisterFormProps, "variant"> {
  isOpen: boolean;
  onCancel: () => void;
  policy: PolicyModalProps;
}

export function RegisterModal({ isOpen, onCancel, policy, ...form }: RegisterModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title="Create your account!">
      <RegisterForm {...form} variant="modal" />
      <div className="register-modal__cancel">
        <Button variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
      </div>
      <PolicyModal {...policy} />
    </Modal>
  );
}
