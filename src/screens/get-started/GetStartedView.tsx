// /get-started (SPEC §2): the birth details form. Submitting hands the values to the caller, which
// validates them (SPEC §5) and shows its messages through `errors`.
import { type FormEvent, useState } from "react";
import { type BirthCalendar, type BsDateParts, emptyBsDate } from "../../../machines/lib/bikramSambat";
import { BirthDetailsFields, type NativePickers } from "../../components/BirthDetailsFields";
import { Button } from "../../components/Button";
import type { CitySearchFieldProps } from "../../components/CitySearchField";
import type { FieldErrors } from "../../components/formTypes";
import { type Gender, GenderRadioGroup, genderOptions } from "../../components/GenderRadioGroup";
import { TextField } from "../../components/TextField";
import "./GetStartedView.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";
import { useMessage } from "../../i18n/messages";

export const getStartedMessages = i18n("getStarted", {
  title: "GET STARTED",
  subtitle: "Fill out the information to get started with the astrology",
  fullName: "Full name",
  namePlaceholder: "First and last name",
  continue: "Continue",
});

export interface BirthFormValues {
  name: string;
  gender: Gender | null;
  birth_date: string;
  birth_date_bs: BsDateParts;
  birth_time: string;
  birth_place: string;
}

export interface GetStartedViewProps {
  status: "idle" | "submitting";
  errors: FieldErrors;
  /** A general error (e.g. the bot-protection message of a 422). */
  formError?: string | null;
  city: Omit<CitySearchFieldProps, "errors" | "label">;
  nativePickers?: NativePickers | undefined;
  onSubmit: (values: BirthFormValues) => void;
  onEditField?: (field: keyof BirthFormValues) => void;
  /** The birth date's calendar (the machine's switch) and its change. */
  calendar: BirthCalendar;
  onCalendarChange: (calendar: BirthCalendar) => void;
  /** The values last submitted: the form comes back with them after a failed generation (no lost input). */
  submitted?: {
    name: string;
    gender: string;
    birth_date: string;
    birth_date_bs: BsDateParts;
    birth_time: string;
  } | null;
}

export function GetStartedView(props: GetStartedViewProps) {
  const { status, errors, submitted } = props;
  const t = useStore(getStartedMessages);
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <main className="screen get-started">
      <header className="screen__header">
        <h1 className="screen__title screen__title--caps">{t.title}</h1>
        <p className="screen__subtitle">{t.subtitle}</p>
      </header>
      <form className="card get-started__form" onSubmit={submit} noValidate>
        <TextField
          label={t.fullName}
          value={name}
          autoComplete="name"
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
        <Button type="submit" wide isDisabled={status === "submitting"}>
          {t.continue}
        </Button>
      </form>
    </main>
  );
}
