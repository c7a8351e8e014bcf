// The /register page: 'Create your account!', the full form, and a Back link to /login.

import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";
import { Button } from "../../ui/Button";
import { PolicyModal, type PolicyModalProps } from "../../ui/PolicyModal";
import { RegisterForm, type RegisterFormProps } from "./RegisterForm";

export const registerPageMessages = i18n("registerPage", {
  title: "Create your account!",
  back: "Back",
});

export interface RegisterViewProps extends Omit<RegisterFormProps, "variant"> {
  onBack: () => void;
  policy: PolicyModalProps;
}

export function RegisterView({ onBack, policy, ...form }: RegisterViewProps) {
  const t = useStore(registerPageMessages);
  return (
    <main className="screen">
      <header className="screen__header">
        <h1 className="screen__title">{t.title}</h1>
      </header>
      <div className="card">
        <RegisterForm {...form} variant="page" />
      </div>
      <div className="register-page__back">
        <Button variant="ghost" onPress={onBack}>
          {t.back}
        </Button>
      </div>
      <PolicyModal {...policy} />
    </main>
  );
}
