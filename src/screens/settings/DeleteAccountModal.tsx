// 'Delete My Account': the user types 'delete' to confirm (SPEC §4); the caller checks the word.
import { useState } from "react";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { TextField } from "../../components/TextField";

export interface DeleteAccountModalProps {
  isOpen: boolean;
  status: "idle" | "deleting";
  /** 'Please enter correct confirmation message' when the word is wrong. */
  error: string | null;
  onConfirm: (typed: string) => void;
  onCancel: () => void;
}

export function DeleteAccountModal({ isOpen, status, error, onConfirm, onCancel }: DeleteAccountModalProps) {
  const [typed, setTyped] = useState("");
  const close = () => {
    setTyped("");
    onCancel();
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title="Delete My Account">
      <form
        className="delete-account"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(typed);
        }}
      >
        <p>
          This permanently deletes your account, your kundali, your chat history and your remaining questions. It cannot
          be undone.
        </p>
        <TextField
          label="Type delete to confirm"
          value={typed}
          onChange={setTyped}
          errors={error ? [error] : undefined}
          autoComplete="off"
        />
        <div className="delete-account__actions">
          <Button variant="ghost" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isDisabled={status === "deleting"}>
            {status === "deleting" ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
