// A new password and its confirmation, as registration and password reset both ask for them (SPEC §5 rules:
// at least 6 characters, the confirmation equal).
import type { FieldErrors } from "./formTypes";
import { TextField } from "./TextField";

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
  return (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => onChange("password", value)}
        errors={errors.password}
        hint="At least 6 characters."
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={(value) => onChange("password_confirmation", value)}
        errors={errors.password_confirmation}
      />
    </>
  );
}
