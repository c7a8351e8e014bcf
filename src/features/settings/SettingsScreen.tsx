// /settings: policies in the framed modal and 'Delete My Account' (delete-account machine) when logged in. In the
// native app: the notification toggle and 'Contact Us' through the app; in a browser 'Contact Us' is a mailto: link.
import { useStore } from "@nanostores/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { APP_VERSION } from "../../../machines/session";
import { useAppLogic } from "../../app/LogicContext";
import { policyUrls, supportEmail } from "../../config";
import { chooseLanguage, language } from "../../i18n/i18n";
import type { PolicyKind } from "../../ui/PolicyModal";
import { deleteAccountMachineFor, notificationsMachineFor, wireDeleteAccount, wireNotifications } from "./bindings";
import { SettingsView } from "./SettingsView";

export function SettingsScreen() {
  const logic = useAppLogic();
  const isLoggedIn = useSelector(logic.session, (s) => s.matches("authenticated"));
  const remove = useActorRef(deleteAccountMachineFor(wireDeleteAccount(logic.environment).ports));
  const deleteOpen = useSelector(remove, (s) => !s.matches("closed") && !s.matches("deleted"));
  const deleting = useSelector(remove, (s) => s.matches("deleting"));
  const deleteError = useSelector(remove, (s) => s.context.error);
  const notificationsWiring = wireNotifications(logic.environment);
  const notifications = useActorRef(notificationsMachineFor(notificationsWiring.ports), {
    input: notificationsWiring.input(),
  });
  const notificationsOn = useSelector(notifications, (s) => s.matches("on"));
  const [policy, setPolicy] = useState<PolicyKind | null>(null);
  const current = useStore(language);
  return (
    <SettingsView
      language={current}
      onChooseLanguage={(code) => void chooseLanguage(code)}
      isNativeApp={logic.isNativeApp}
      notificationsOn={notificationsOn}
      onToggleNotifications={() => notifications.send({ type: "notifications.toggled" })}
      isLoggedIn={isLoggedIn}
      onOpenDelete={() => remove.send({ type: "delete.opened" })}
      deleteModal={{
        isOpen: deleteOpen,
        status: deleting ? "deleting" : "idle",
        error: deleteError,
        onConfirm: (typed) => {
          remove.send({ type: "delete.textChanged", text: typed });
          remove.send({ type: "delete.confirmed" });
        },
        onCancel: () => remove.send({ type: "delete.cancelled" }),
      }}
      onOpenPolicy={setPolicy}
      policy={{ open: policy, urls: policyUrls, onClose: () => setPolicy(null) }}
      onContactUs={() => logic.contactUs(supportEmail)}
      contactEmail={logic.isNativeApp ? undefined : supportEmail}
      appVersion={APP_VERSION}
    />
  );
}
