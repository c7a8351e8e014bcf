// The registration form of SPEC §2 Register, shared by the /register page and the register modal.
// In modal mode the name and birth fields are hidden: the guest's chart already holds them.
import { type FormEvent, useState } from "react";
import { BirthDetailsFields, type NativePickers } from "../../components/BirthDetailsFields";
import { Button } from "../../components/Button";
import type { CitySearchFieldProps } from "../../components/CitySearchField";
import type { FieldErrors } from "../../components/formTypes";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { emptyPhone, PhoneField, type PhoneValue } from "../../components/PhoneField";
import type { PolicyKind } from "../../components/PolicyModal";
import { TextField } from "../../components/TextField";
import "./RegisterForm.css";

export const registerNote = "Register now & get 1 more free question. More free questions in future.";

export interface RegisterValues {
  name: string;
  email: string;
  phone: PhoneValue;
  birth_date: string;
  birth_time: string;
  birth_place: string;
  coupon_code: string;
  password: string;
  password_confirmation: string;
}

export interface RegisterFormProps {
  variant: "page" | "modal";
  status: "idle" | "submitting";
  errors: FieldErrors;
  /** The birth-place search (page mode only). */
  city: Omit<CitySearchFieldProps, "errors" | "label">;
  nativePickers?: NativePickers | undefined;
  onSubmit: (values: RegisterValues) => void;
  onLoginNow: () => void;
  onOpenPolicy: (kind: PolicyKind) => void;
  onEditField?: (field: string) => void;
}

export function RegisterForm(props: RegisterFormProps) {
  const { variant, status, errors } = props;
  const [values, setValues] = useState({
    name: "",
    email: "",
    birth_date: "",
    birth_time: "",
    coupon_code: "",
    password: "",
    password_confirmation: "",
  });
  const [phone, setPhone] = useState<PhoneValue>(emptyPhone);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    props.onEditField?.(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      phone,
      birth_date: props.nativePickers?.date ?? values.birth_date,
      birth_time: props.nativePickers?.time ?? values.birth_time,
      birth_place: props.city.value,
    });
  };
  const busy = status === "submitting";
  return (
    <form className="register-form" onSubmit={submit} noValidate>
      <p className="register-form__note">{registerNote}</p>
      {variant === "page" ? (
        <TextField label="Name" value={values.name} onChange={set("name")} errors={errors.name} autoComplete="name" />
      ) : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set("email")}
        errors={errors.email}
      />
      <PhoneField
        value={phone}
        onChange={(next) => {
          setPhone(next);
          props.onEditField?.("contact");
        }}
        errors={errors.contact}
      />
      {variant === "page" ? (
        <BirthDetailsFields
          values={values}
          onChange={(field, value) => set(field)(value)}
          city={props.city}
          errors={errors}
          nativePickers={props.nativePickers}
          labels={{ date: "Date of Birth", place: "Place of Birth", time: "Time of Birth" }}
        />
      ) : null}
      <NewPasswordFields values={values} errors={errors} onChange={(field, value) => set(field)(value)} />
      <TextField
        label="Coupon code (optional)"
        value={values.coupon_code}
        onChange={set("coupon_code")}
        errors={errors.coupon_code}
        autoComplete="off"
      />
      <Button type="submit" wide isDisabled={busy}>
        {busy ? "Registering..." : "Register"}
      </Button>
      <p className="register-form__login">
        Already have an account?{" "}
        <Button variant="link" onPress={props.onLoginNow}>
          Login Now
        </Button>
      </p>
      <p className="register-form__policies">
        By registering you accept our{" "}
        <Button variant="link" onPress={() => props.onOpenPolicy("privacy")}>
          Privacy Policy
        </Button>{" "}
        and{" "}
        <Button variant="link" onPress={() => props.onOpenPolicy("usage")}>
          Usage Policy
        </Button>
        .
      </p>
    </form>
  );
}
