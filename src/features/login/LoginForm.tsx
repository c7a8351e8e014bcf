// The login form and its forgot-password mode, shared by the /login page and the login modal.
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../ui/Button";
import type { FieldErrors } from "../../ui/formTypes";
import { TextField } from "../../ui/TextField";
import "./LoginForm.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";

export const loginFormMessages = i18n("loginForm", {
  email: "Email",
  password: "Password",
  forgot: "Forgot Password?",
  loggingIn: "Logging in...",
  login: "Login",
  createAccount: "Don't have an account? Click to create one",
  sending: "Sending...",
  sendEmail: "Send Email",
  backToLogin: "Back to login",
});

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginFormProps {
  mode: "login" | "forgot";
  status: "idle" | "submitting";
  errors: FieldErrors;
  /** Prefill (after registering from a modal, or ?email= on /profile). */
  initialEmail?: string;
  initialPassword?: string;
  onLogin: (credentials: LoginCredentials) => void;
  onSendResetEmail: (email: string) => void;
  onForgotPassword: () => void;
  onBackToLogin: () => void;
  onCreateAccount: () => void;
  /** Editing a field clears its server error (SPEC §5). */
  onEditField?: (field: "email" | "password") => void;
}

export function LoginForm(props: LoginFormProps) {
  const t = useStore(loginFormMessages);
  const { mode, status, errors, initialEmail = "", initialPassword = "" } = props;
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState(initialPassword);
  useEffect(() => setEmail(initialEmail), [initialEmail]);
  useEffect(() => setPassword(initialPassword), [initialPassword]);
  const busy = status === "submitting";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === "login") props.onLogin({ email: email.trim(), password });
    else props.onSendResetEmail(email.trim());
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          props.onEditField?.("email");
        }}
        errors={errors.email}
      />
      {mode === "login" ? (
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            props.onEditField?.("password");
          }}
          errors={errors.password}
        />
      ) : null}
      {mode === "login" ? (
        <>
          <div className="login-form__forgot">
            <Button variant="link" onPress={props.onForgotPassword}>
              {t.forgot}
            </Button>
          </div>
          <Button type="submit" wide isDisabled={busy}>
            {busy ? t.loggingIn : t.login}
          </Button>
          <Button variant="link" onPress={props.onCreateAccount}>
            {t.createAccount}
          </Button>
        </>
      ) : (
        <>
          <Button type="submit" wide isDisabled={busy}>
            {busy ? t.sending : t.sendEmail}
          </Button>
          <Button variant="link" onPress={props.onBackToLogin}>
            {t.backToLogin}
          </Button>
        </>
      )}
    </form>
  );
}
