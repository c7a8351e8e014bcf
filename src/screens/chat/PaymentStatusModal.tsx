// 'Payment Status' after the native purchase reports back (SPEC §8: the modal says 'Payment fail !').
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";

export interface PaymentStatusModalProps {
  /** null: closed. */
  result: "success" | "failure" | null;
  onClose: () => void;
}

export function PaymentStatusModal({ result, onClose }: PaymentStatusModalProps) {
  return (
    <Modal isOpen={result !== null} onClose={onClose} title="Payment Status">
      <div className={`payment-status payment-status--${result ?? "none"}`}>
        <span className="payment-status__icon" aria-hidden="true">
          {result === "success" ? "✓" : "!"}
        </span>
        <p className="payment-status__text">{result === "success" ? "Payment Successful !" : "Payment fail !"}</p>
        <Button wide onPress={onClose}>
          OK
        </Button>
      </div>
    </Modal>
  );
}
