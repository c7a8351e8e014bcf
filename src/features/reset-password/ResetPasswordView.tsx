// /reset-password (SPEC §2): choose a new password from the emailed link.
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../ui/Button";
import type { FieldErrors } from "../../ui/formTypes";
import { NewPasswordFields } from "../../ui/NewPasswordFields";
import { TextField } from "../../ui/TextField";
import "./ResetPasswordView.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";

export const resetPasswordMessages = i18n("resetPassword", {
  title: "Reset your account now.",
  email: "Email",
  submit: "Reset Now",
});

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
  const t = useStore(resetPasswordMessages);
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
        <h1 className="screen__title">{t.title}</h1>
      </header>
      <form className="card reset-password__form" onSubmit={submit} noValidate>
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set("email")}
          errors={errors.email}
        />
        <NewPasswordFields values={values} errors={errors} onChange={(field, value) => set(field)(value)} />
        <Button type="submit" wide isDisabled={status === "submitting"}>
          {t.submit}
        </Button>
      </form>
    </main>
  );
}
