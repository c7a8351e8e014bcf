// The partner's birth details for a match: the /get-started form's parts (name, gender, the BS/AD birth date, the
// place search, the time; the native pickers in the app) with the same rules and messages, which the machine applies.
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { type BirthCalendar, type BsDateParts, emptyBsDate } from "../../../machines/lib/bikramSambat";
import { BirthDetailsFields, type NativePickers } from "../../components/BirthDetailsFields";
import { Button } from "../../components/Button";
import type { CitySearchFieldProps } from "../../components/CitySearchField";
import type { FieldErrors } from "../../components/formTypes";
import { type Gender, GenderRadioGroup, genderOptions } from "../../components/GenderRadioGroup";
import { TextField } from "../../components/TextField";
import { i18n } from "../../i18n/i18n";
import { useMessage } from "../../i18n/messages";

export const matchFormMessages = i18n("matchForm", {
  title: "Your partner's birth details",
  hint: "Their Moon sign and nakshatra are matched with your own kundali.",
  fullName: "Full name",
  namePlaceholder: "First and last name",
  submit: "Match kundali",
  submitting: "Matching...",
});

export interface MatchFormValues {
  name: string;
  gender: Gender | null;
  birth_date: string;
  birth_date_bs: BsDateParts;
  birth_time: string;
  birth_place: string;
}

export interface MatchFormProps {
  status: "idle" | "submitting";
  errors: FieldErrors;
  /** 409 (no chart yet), 429 (the hourly limit), offline, a failure: shown above the button. */
  formError?: string | null;
  city: Omit<CitySearchFieldProps, "errors" | "label">;
  nativePickers?: NativePickers | undefined;
  calendar: BirthCalendar;
  onCalendarChange: (calendar: BirthCalendar) => void;
  onSubmit: (values: MatchFormValues) => void;
  onEditField?: (field: keyof MatchFormValues) => void;
  /** The values last submitted: the form comes back with them after a failure (no lost input). */
  submitted?: {
    name: string;
    gender: string;
    birth_date: string;
    birth_date_bs: BsDateParts;
    birth_time: string;
  } | null;
}

export function MatchForm(props: MatchFormProps) {
  const { status, errors, submitted } = props;
  const t = useStore(matchFormMessages);
  const message = useMessage();
  const [name, setName] = useState(submitted?.name ?? "");
  const [gender, setGender] = useState<Gender | null>(
    genderOptions.find((option) => option.value === submitted?.gender)?.value ?? null,
  );
  const [dates, setDates] = useState({
    birth_date: submitted?.birth_date ?? "",
    birth_time: submitted?.birth_time ?? "",
  });
  const [bs, setBs] = useState<BsDateParts>(submitted?.birth_date_bs ?? emptyBsDate);
  const submitting = status === "submitting";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    props.onSubmit({
      name: name.trim(),
      gender,
      birth_date: props.nativePickers?.date ?? dates.birth_date,
      birth_date_bs: bs,
      birth_time: props.nativePickers?.time ?? dates.birth_time,
      birth_place: props.city.value,
    });
  };
  return (
    <section className="card matching__form-card" aria-labelledby="match-form-title">
      <h2 id="match-form-title" className="card__title">
        {t.title}
      </h2>
      <p className="muted matching__hint">{t.hint}</p>
      <form className="matching__form" onSubmit={submit} noValidate aria-busy={submitting}>
        <TextField
          label={t.fullName}
          value={name}
          autoComplete="off"
          placeholder={t.namePlaceholder}
          onChange={(value) => {
            setName(value);
            props.onEditField?.("name");
          }}
          errors={errors.name}
        />
        <GenderRadioGroup
          value={gender}
          onChange={(value) => {
            setGender(value);
            props.onEditField?.("gender");
          }}
          errors={errors.gender}
        />
        <BirthDetailsFields
          values={dates}
          onChange={(field, value) => {
            setDates((current) => ({ ...current, [field]: value }));
            props.onEditField?.(field);
          }}
          birthCalendar={{
            calendar: props.calendar,
            onCalendarChange: props.onCalendarChange,
            bs,
            onBsChange: (next) => {
              setBs(next);
              props.onEditField?.("birth_date");
            },
          }}
          city={props.city}
          errors={errors}
          nativePickers={props.nativePickers}
        />
        {props.formError ? (
          <p className="error-text" role="alert">
            {message(props.formError)}
          </p>
        ) : null}
        {submitting ? (
          <p className="status-text matching__submitting" role="status">
            {t.submitting}
          </p>
        ) : null}
        <Button type="submit" wide isDisabled={submitting}>
          {t.submit}
        </Button>
      </form>
    </section>
  );
}
