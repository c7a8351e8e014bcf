// /subscription: the question packs (payment machine); a guest picking one gets the login modal.
import { useLocation } from "wouter";
import { useLoginModal } from "../login";
import { PaymentStatusModal } from "./PaymentStatusModal";
import { SubscriptionView } from "./SubscriptionView";
import { usePacks } from "./usePacks";

export function SubscriptionScreen() {
  const [, navigate] = useLocation();
  const packs = usePacks();
  const login = useLoginModal("modal", { onCreateAccount: () => navigate("/register") });
  return (
    <>
      <SubscriptionView packs={packs.packs} loginModal={login.props} />
      <PaymentStatusModal {...packs.paymentStatus} />
    </>
  );
}
