// /settings (SPEC §2 Settings): notifications (native app only), policies, Contact Us, account deletion.
import { Switch } from "react-aria-components/Switch";
import { Button } from "../../components/Button";
import { type PolicyKind, PolicyModal, type PolicyModalProps } from "../../components/PolicyModal";
import { DeleteAccountModal, type DeleteAccountModalProps } from "./DeleteAccountModal";
import "./SettingsView.css";

export interface SettingsViewProps {
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
  return (
    <main className="screen screen--with-nav settings">
      <header className="screen__header">
        <h1 className="screen__title">Settings</h1>
      </header>
      <div className="card settings__group">
        {props.isNativeApp ? (
          <Switch
            className="settings__switch"
            isSelected={props.notificationsOn}
            onChange={props.onToggleNotifications}
          >
            <span>Notifications</span>
            <span className="settings__track" aria-hidden="true">
              <span className="settings__thumb" />
            </span>
          </Switch>
        ) : null}
        <Row label="Privacy Policy" onPress={() => props.onOpenPolicy("privacy")} />
        <Row label="Usage Policy" onPress={() => props.onOpenPolicy("usage")} />
        {props.contactEmail ? (
          <a className="ui-button ui-button--ghost settings__row" href={`mailto:${props.contactEmail}`}>
            <span>Contact Us</span>
            <span aria-hidden="true">›</span>
          </a>
        ) : (
          <Row label="Contact Us" onPress={props.onContactUs} />
        )}
      </div>
      {props.isLoggedIn ? (
        <div className="card settings__group">
          <Row label="Delete My Account" onPress={props.onOpenDelete} danger />
        </div>
      ) : null}
      <p className="settings__version muted">Version {props.appVersion}</p>
      <PolicyModal {...props.policy} />
      <DeleteAccountModal {...props.deleteModal} />
    </main>
  );
}
