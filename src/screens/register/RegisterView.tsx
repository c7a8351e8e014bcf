// The /register page: 'Create your account!', the full form, and a Back link to /login.
import { Button } from "../../components/Button";
import { PolicyModal, type PolicyModalProps } from "../../components/PolicyModal";
import { RegisterForm, type RegisterFormProps } from "./RegisterForm";

export interface RegisterViewProps extends Omit<RegisterFormProps, "variant"> {
  onBack: () => void;
  policy: PolicyModalProps;
}

export function RegisterView({ onBack, policy, ...form }: RegisterViewProps) {
  return (
    <main className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Create your account!</h1>
      </header>
      <div className="card">
        <RegisterForm {...form} variant="page" />
      </div>
      <div className="register-page__back">
        <Button variant="ghost" onPress={onBack}>
          Back
        </Button>
      </div>
      <PolicyModal {...policy} />
    </main>
  );
}
