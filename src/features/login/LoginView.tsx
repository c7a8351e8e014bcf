// The /login page (SPEC §2 Login).
import { LoginForm, type LoginFormProps } from "./LoginForm";
import "./LoginView.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";

export const loginPageMessages = i18n("loginPage", {
  resetTitle: "Reset Your Password",
  welcome: "Welcome back",
  resetSubtitle: "We will email you a link to choose a new password.",
  subtitle: "Log in to see your kundali, your chats and your remaining questions.",
});

export type LoginViewProps = LoginFormProps;

export function LoginView(props: LoginViewProps) {
  const t = useStore(loginPageMessages);
  return (
    <main className="screen login-page">
      <header className="screen__header">
        <img className="login-page__mark" src="/icons/icon.svg" alt="" width={72} height={72} />
        <h1 className="screen__title">{props.mode === "forgot" ? t.resetTitle : t.welcome}</h1>
        <p className="screen__subtitle">{props.mode === "forgot" ? t.resetSubtitle : t.subtitle}</p>
      </header>
      <div className="card">
        <LoginForm {...props} />
      </div>
    </main>
  );
}
