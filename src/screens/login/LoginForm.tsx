// The login form and its forgot-password mode, shared by the /login page and the login modal.
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../components/Button";
import type { FieldErrors } from "../../components/formTypes";
import { TextField } from "../../components/TextField";
import "./LoginForm.css";

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
        label="Email"
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
          label="Password"
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
              Forgot Password?
            </Button>
          </div>
          <Button type="submit" wide isDisabled={busy}>
            {busy ? "Logging in..." : "Login"}
          </Button>
          <Button variant="link" onPress={props.onCreateAccount}>
            Don't have an account? Click to create one
          </Button>
        </>
      ) : (
        <>
          <Button type="submit" wide isDisabled={busy}>
            {busy ? "Sending..." : "Send Email"}
          </Button>
          <Button variant="link" onPress={props.onBackToLogin}>
            Back to login
          </Button>
        </>
      )}
    </form>
  );
}
