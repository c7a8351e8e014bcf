// /chat's purchase modals as the view embeds them: fetched on their first opening (see lazyModal), so the chat's
// first load carries neither them nor react-aria's modal code.
import { lazyModal } from "../../components/lazyModal";
import type { PaymentStatusModalProps } from "./PaymentStatusModal";
import type { QuestionPacksModalProps } from "./QuestionPacksModal";

export const LazyQuestionPacksModal = lazyModal<QuestionPacksModalProps>(() =>
  import("./QuestionPacksModal").then((m) => m.QuestionPacksModal),
);

const LazyPaymentStatus = lazyModal<PaymentStatusModalProps & { isOpen: boolean }>(() =>
  import("./PaymentStatusModal").then((m) => m.PaymentStatusModal),
);

/** The payment result's modal: open while there is a result to show. */
export function LazyPaymentStatusModal(props: PaymentStatusModalProps) {
  return <LazyPaymentStatus {...props} isOpen={props.result !== null} />;
}
