// The registration form of SPEC §2 Register, shared by the /register page and the register modal.
// In modal mode the name and birth fields are hidden: the guest's chart already holds them.
import { type FormEvent, useState } from "react";
import { type BsDateParts, emptyBsDate } from "../../../machines/lib/bikramSambat";
import type { BirthCalendar } from "../../../machines/lib/birthCalendar";
import { BirthDetailsFields, type NativePickers } from "../../ui/BirthDetailsFields";
import { Button } from "../../ui/Button";
import type { CitySearchFieldProps } from "../../ui/CitySearchField";
import type { FieldErrors } from "../../ui/formTypes";
import { NewPasswordFields } from "../../ui/NewPasswordFields";
import { emptyPhone, PhoneField, type PhoneValue } from "../../ui/PhoneField";
import type { PolicyKind } from "../../ui/PolicyModal";
import { TextField } from "../../ui/TextField";
import "./RegisterForm.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";
import { policyMessages } from "../../ui/PolicyModal";

export const registerFormMessages = i18n("registerForm", {
  note: "Register now & get 1 more free question. More free questions in future.",
  name: "Name",
  email: "Email",
  dateOfBirth: "Date of Birth",
  placeOfBirth: "Place of Birth",
  timeOfBirth: "Time of Birth",
  coupon: "Coupon code (optional)",
  registering: "Registering...",
  register: "Register",
  haveAccount: "Already have an account?",
  loginNow: "Login Now",
  policiesBefore: "By registering you accept our",
  and: "and",
  // What follows the second link: the sentence's end in English, its verb in Nepali and Hindi.
  policiesAfter: ".",
});

export interface RegisterValues {
  name: string;
  email: string;
  phone: PhoneValue;
  birth_date: string;
  birth_date_bs: BsDateParts;
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
  /** Page mode: the birth date's calendar (the machine's switch) and its change. */
  calendar?: BirthCalendar;
  onCalendarChange?: (calendar: BirthCalendar) => void;
  onSubmit: (values: RegisterValues) => void;
  onLoginNow: () => void;
  onOpenPolicy: (kind: PolicyKind) => void;
  onEditField?: (field: string) => void;
}

export function RegisterForm(props: RegisterFormProps) {
  const t = useStore(registerFormMessages);
  const policy = useStore(policyMessages);
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
  const [bs, setBs] = useState<BsDateParts>(emptyBsDate);
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
      birth_date_bs: bs,
      birth_time: props.nativePickers?.time ?? values.birth_time,
      birth_place: props.city.value,
    });
  };
  const busy = status === "submitting";
  return (
    <form className="register-form" onSubmit={submit} noValidate>
      <p className="register-form__note">{t.note}</p>
      {variant === "page" ? (
        <TextField label={t.name} value={values.name} onChange={set("name")} errors={errors.name} autoComplete="name" />
      ) : null}
      <TextField
        label={t.email}
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
          birthCalendar={{
            calendar: props.calendar ?? "AD",
            onCalendarChange: (calendar) => props.onCalendarChange?.(calendar),
            bs,
            onBsChange: (next) => {
              setBs(next);
              props.onEditField?.("birth_date");
            },
          }}
          city={props.city}
          errors={errors}
          nativePickers={props.nativePickers}
          labels={{ date: t.dateOfBirth, place: t.placeOfBirth, time: t.timeOfBirth }}
        />
      ) : null}
      <NewPasswordFields values={values} errors={errors} onChange={(field, value) => set(field)(value)} />
      <TextField
        label={t.coupon}
        value={values.coupon_code}
        onChange={set("coupon_code")}
        errors={errors.coupon_code}
        autoComplete="off"
      />
      <Button type="submit" wide isDisabled={busy}>
        {busy ? t.registering : t.register}
      </Button>
      <p className="register-form__login">
        {t.haveAccount}{" "}
        <Button variant="link" onPress={props.onLoginNow}>
          {t.loginNow}
        </Button>
      </p>
      <p className="register-form__policies">
        {t.policiesBefore}{" "}
        <Button variant="link" onPress={() => props.onOpenPolicy("privacy")}>
          {policy.privacy}
        </Button>{" "}
        {t.and}{" "}
        <Button variant="link" onPress={() => props.onOpenPolicy("usage")}>
          {policy.usage}
        </Button>
        {t.policiesAfter}
      </p>
    </form>
  );
}
