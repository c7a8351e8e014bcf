// /subscription (SPEC §2 Subscription): the question packs; 'No package available!' when there are none.

import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";
import { PackList, type PackListProps } from "../../ui/PackList";
import { LazyLoginModal, type LoginModalProps } from "../login";

export const subscriptionMessages = i18n("subscription", {
  title: "Question Packs",
  subtitle: "More questions for the guru, paid once through your app store.",
});

export interface SubscriptionViewProps {
  packs: PackListProps;
  /** Opened when a guest picks a pack. */
  loginModal: LoginModalProps;
}

export function SubscriptionView({ packs, loginModal }: SubscriptionViewProps) {
  const t = useStore(subscriptionMessages);
  return (
    <main className="screen screen--with-nav">
      <header className="screen__header">
        <h1 className="screen__title">{t.title}</h1>
        <p className="screen__subtitle">{t.subtitle}</p>
      </header>
      <PackList {...packs} />
      <LazyLoginModal {...loginModal} />
    </main>
  );
}
