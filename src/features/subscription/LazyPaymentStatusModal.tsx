// The payment result's modal as /chat embeds it: fetched on its first opening (see lazyModal), so the chat's first
// load carries neither it nor react-aria's modal code.
import { lazyModal } from "../../ui/lazyModal";
import type { PaymentStatusModalProps } from "./PaymentStatusModal";

const LazyPaymentStatus = lazyModal<PaymentStatusModalProps & { isOpen: boolean }>(() =>
  import("./PaymentStatusModal").then((m) => m.PaymentStatusModal),
);

/** The payment result's modal: open while there is a result to show. */
export function LazyPaymentStatusModal(props: PaymentStatusModalProps) {
  return <LazyPaymentStatus {...props} isOpen={props.result !== null} />;
}
