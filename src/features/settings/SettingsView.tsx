// /settings (SPEC §2 Settings): notifications (native app only), policies, Contact Us, account deletion.
import { useStore } from "@nanostores/react";
import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { Switch } from "react-aria-components/Switch";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../contract/language";
import { i18n } from "../../i18n/i18n";
import { Button } from "../../ui/Button";
import { type PolicyKind, PolicyModal, type PolicyModalProps, policyMessages } from "../../ui/PolicyModal";
import { DeleteAccountModal, type DeleteAccountModalProps } from "./DeleteAccountModal";
import "./SettingsView.css";

export const settingsMessages = i18n("settings", {
  title: "Settings",
  language: "Language",
  notifications: "Notifications",
  contactUs: "Contact Us",
  deleteAccount: "Delete My Account",
  version: "Version",
});

export interface SettingsViewProps {
  /** The UI's language; guests choose too (the choice is kept on this device). */
  language: Language;
  onChooseLanguage: (language: Language) => void;
  isNativeApp: boolean;
  notificationsOn: boolean;
  onToggleNotifications: (on: boolean) => void;
  isLoggedIn: boolean;
  onOpenDelete: () => void;
  deleteModal: DeleteAccountModalProps;
  onOpenPolicy: (kind: PolicyKind) => void;
  policy: PolicyModalProps;
  onContactUs: () => void;
  /** Outside the native app 'Contact Us' is a mailto: link to this address instead of the native handler. */
  contactEmail?: string | undefined;
  appVersion: string;
}

function Row({ label, onPress, danger = false }: { label: string; onPress: () => void; danger?: boolean }) {
  return (
    <Button variant="ghost" className={`settings__row${danger ? " settings__row--danger" : ""}`} onPress={onPress}>
      <span>{label}</span>
      <span aria-hidden="true">›</span>
    </Button>
  );
}

export function SettingsView(props: SettingsViewProps) {
  const t = useStore(settingsMessages);
  const policy = useStore(policyMessages);
  return (
    <main className="screen screen--with-nav settings">
      <header className="screen__header">
        <h1 className="screen__title">{t.title}</h1>
      </header>
      <div className="card settings__group">
        <RadioGroup
          className="settings__languages"
          value={props.language}
          onChange={(value) => {
            if (isLanguage(value)) props.onChooseLanguage(value);
          }}
        >
          <Label className="settings__label">{t.language}</Label>
          <div className="settings__language-options">
            {LANGUAGES.map((code) => (
              // Each name in its own language and script, so a reader finds theirs whatever is shown now.
              <Radio key={code} value={code} className="settings__language" lang={code}>
                {LANGUAGE_NAMES[code]}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      </div>
      <div className="card settings__group">
        {props.isNativeApp ? (
          <Switch
            className="settings__switch"
            isSelected={props.notificationsOn}
            onChange={props.onToggleNotifications}
          >
            <span>{t.notifications}</span>
            <span className="settings__track" aria-hidden="true">
              <span className="settings__thumb" />
            </span>
          </Switch>
        ) : null}
        <Row label={policy.privacy} onPress={() => props.onOpenPolicy("privacy")} />
        <Row label={policy.usage} onPress={() => props.onOpenPolicy("usage")} />
        {props.contactEmail ? (
          <a className="ui-button ui-button--ghost settings__row" href={`mailto:${props.contactEmail}`}>
            <span>{t.contactUs}</span>
            <span aria-hidden="true">›</span>
          </a>
        ) : (
          <Row label={t.contactUs} onPress={props.onContactUs} />
        )}
      </div>
      {props.isLoggedIn ? (
        <div className="card settings__group">
          <Row label={t.deleteAccount} onPress={props.onOpenDelete} danger />
        </div>
      ) : null}
      <p className="settings__version muted">
        {t.version} {props.appVersion}
      </p>
      <PolicyModal {...props.policy} />
      <DeleteAccountModal {...props.deleteModal} />
    </main>
  );
}
