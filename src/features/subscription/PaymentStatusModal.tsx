// 'Payment Status' after the native purchase reports back (SPEC §8: the modal says 'Payment fail !').

import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";

export const paymentStatusMessages = i18n("paymentStatus", {
  title: "Payment Status",
  success: "Payment Successful !",
  failure: "Payment fail !",
  ok: "OK",
});

export interface PaymentStatusModalProps {
  /** null: closed. */
  result: "success" | "failure" | null;
  onClose: () => void;
}

export function PaymentStatusModal({ result, onClose }: PaymentStatusModalProps) {
  const t = useStore(paymentStatusMessages);
  return (
    <Modal isOpen={result !== null} onClose={onClose} title={t.title}>
      <div className={`payment-status payment-status--${result ?? "none"}`}>
        <span className="payment-status__icon" aria-hidden="true">
          {result === "success" ? "✓" : "!"}
        </span>
        <p className="payment-status__text">{result === "success" ? t.success : t.failure}</p>
        <Button wide onPress={onClose}>
          {t.ok}
        </Button>
      </div>
    </Modal>
  );
}
