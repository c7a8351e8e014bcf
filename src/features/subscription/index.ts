// The question packs' public face for the rest of the app: the packs' state hook (coupon, purchase) and the payment
// result's modal. Other features import these from here, never the folder's other files.
export { LazyPaymentStatusModal } from "./LazyPaymentStatusModal";
export type { PaymentStatusModalProps } from "./PaymentStatusModal";
export { usePacks } from "./usePacks";
