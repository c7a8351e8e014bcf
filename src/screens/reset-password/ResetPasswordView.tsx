// /reset-password (SPEC §2): choose a new password from the emailed link.
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../components/Button";
import type { FieldErrors } from "../../components/formTypes";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { TextField } from "../../components/TextField";
import "./ResetPasswordView.css";

export interface ResetPasswordValues {
  email: string;
  password: string;
  password_confirmation: string;
}

export interface ResetPasswordViewProps {
  status: "idle" | "submitting";
  errors: FieldErrors;
  /** From the link's query (the query itself is stripped from the address). */
  initialEmail: string;
  onSubmit: (values: ResetPasswordValues) => void;
  onEditField?: (field: keyof ResetPasswordValues) => void;
}

export function ResetPasswordView({ status, errors, initialEmail, onSubmit, onEditField }: ResetPasswordViewProps) {
  const [values, setValues] = useState({ email: initialEmail, password: "", password_confirmation: "" });
  useEffect(() => setValues((current) => ({ ...current, email: initialEmail })), [initialEmail]);
  const set = (field: keyof ResetPasswordValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    onEditField?.(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...values, email: values.email.trim() });
  };
  return (
    <main className="screen reset-password">
      <header className="screen__header">
        <h1 className="screen__title">Reset your account now.</h1>
      </header>
      <form className="card reset-password__form" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set("email")}
          errors={errors.email}
        />
        <NewPasswordFields values={values} errors={errors} onChange={(field, value) => set(field)(value)} />
        <Button type="submit" wide isDisabled={status === "submitting"}>
          Reset Now
        </Button>
      </form>
    </main>
  );
}
