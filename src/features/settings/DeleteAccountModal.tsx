// 'Delete My Account': the user types 'delete' to confirm (SPEC §4); the caller checks the word.
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { i18n } from "../../i18n/i18n";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { TextField } from "../../ui/TextField";

export const deleteAccountMessages = i18n("deleteAccount", {
  title: "Delete My Account",
  warning:
    "This permanently deletes your account, your kundali, your chat history and your remaining questions. It cannot be undone.",
  // The word itself stays 'delete' in every language (SPEC §4): the label says so.
  typeToConfirm: "Type delete to confirm",
  cancel: "Cancel",
  delete: "Delete",
  deleting: "Deleting...",
});

export interface DeleteAccountModalProps {
  isOpen: boolean;
  status: "idle" | "deleting";
  /** 'Please enter correct confirmation message' when the word is wrong. */
  error: string | null;
  onConfirm: (typed: string) => void;
  onCancel: () => void;
}

export function DeleteAccountModal({ isOpen, status, error, onConfirm, onCancel }: DeleteAccountModalProps) {
  const t = useStore(deleteAccountMessages);
  const [typed, setTyped] = useState("");
  const close = () => {
    setTyped("");
    onCancel();
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title={t.title}>
      <form
        className="delete-account"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(typed);
        }}
      >
        <p>{t.warning}</p>
        <TextField
          label={t.typeToConfirm}
          value={typed}
          onChange={setTyped}
          errors={error ? [error] : undefined}
          autoComplete="off"
        />
        <div className="delete-account__actions">
          <Button variant="ghost" onPress={close}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="danger" isDisabled={status === "deleting"}>
            {status === "deleting" ? t.deleting : t.delete}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
