// A new password and its confirmation, as registration and password reset both ask for them (SPEC §5 rules:
// at least 6 characters, the confirmation equal).

import { useStore } from "@nanostores/react";
import { i18n } from "../i18n/i18n";
import type { FieldErrors } from "./formTypes";
import { TextField } from "./TextField";

export const newPasswordMessages = i18n("newPassword", {
  password: "Password",
  hint: "At least 6 characters.",
  confirm: "Confirm Password",
});

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

export interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  errors: FieldErrors;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
}

export function NewPasswordFields({ values, errors, onChange }: NewPasswordFieldsProps) {
  const t = useStore(newPasswordMessages);
  return (
    <>
      <TextField
        label={t.password}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => onChange("password", value)}
        errors={errors.password}
        hint={t.hint}
      />
      <TextField
        label={t.confirm}
        type="password"
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={(value) => onChange("password_confirmation", value)}
        errors={errors.password_confirmation}
      />
    </>
  );
}
