// /subscription (SPEC §2 Subscription): the question packs; 'No package available!' when there are none.
import { PackList, type PackListProps } from "../../components/PackList";
import { LazyLoginModal } from "../login/LazyLoginModal";
import type { LoginModalProps } from "../login/LoginModal";

export interface SubscriptionViewProps {
  packs: PackListProps;
  /** Opened when a guest picks a pack. */
  loginModal: LoginModalProps;
}

export function SubscriptionView({ packs, loginModal }: SubscriptionViewProps) {
  return (
    <main className="screen screen--with-nav">
      <header className="screen__header">
        <h1 className="screen__title">Question Packs</h1>
        <p className="screen__subtitle">More questions for the guru, paid once through your app store.</p>
      </header>
      <PackList {...packs} />
      <LazyLoginModal {...loginModal} />
    </main>
  );
}
