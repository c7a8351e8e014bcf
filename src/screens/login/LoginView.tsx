// The /login page (SPEC §2 Login).
import { LoginForm, type LoginFormProps } from "./LoginForm";
import "./LoginView.css";

export type LoginViewProps = LoginFormProps;

export function LoginView(props: LoginViewProps) {
  return (
    <main className="screen login-page">
      <header className="screen__header">
        <img className="login-page__mark" src="/icons/icon.svg" alt="" width={72} height={72} />
        <h1 className="screen__title">{props.mode === "forgot" ? "Reset Your Password" : "Welcome back"}</h1>
        <p className="screen__subtitle">
          {props.mode === "forgot"
            ? "We will email you a link to choose a new password."
            : "Log in to see your kundali, your chats and your remaining questions."}
        </p>
      </header>
      <div className="card">
        <LoginForm {...props} />
      </div>
    </main>
  );
}
