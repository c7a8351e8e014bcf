// /get-started (SPEC §2): the birth details form. Submitting hands the values to the caller, which
// validates them (SPEC §5) and shows its messages through `errors`.
import { type FormEvent, useState } from "react";
import { BirthDetailsFields, type NativePickers } from "../../components/BirthDetailsFields";
import { Button } from "../../components/Button";
import type { CitySearchFieldProps } from "../../components/CitySearchField";
import type { FieldErrors } from "../../components/formTypes";
import { type Gender, GenderRadioGroup, genderOptions } from "../../components/GenderRadioGroup";
import { TextField } from "../../components/TextField";
import "./GetStartedView.css";

export interface BirthFormValues {
  name: string;
  gender: Gender | null;
  birth_date: string;
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
  /** The values last submitted: the form comes back with them after a failed generation (no lost input). */
  submitted?: { name: string; gender: string; birth_date: string; birth_time: string } | null;
}

export function GetStartedView(props: GetStartedViewProps) {
  const { status, errors, submitted } = props;
  const [name, setName] = useState(submitted?.name ?? "");
  const [gender, setGender] = useState<Gender | null>(
    genderOptions.find((option) => option.value === submitted?.gender)?.value ?? null,
  );
  const [dates, setDates] = useState({
    birth_date: submitted?.birth_date ?? "",
    birth_time: submitted?.birth_time ?? "",
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({
      name: name.trim(),
      gender,
      birth_date: props.nativePickers?.date ?? dates.birth_date,
      birth_time: props.nativePickers?.time ?? dates.birth_time,
      birth_place: props.city.value,
    });
  };
  return (
    <main className="screen get-started">
      <header className="screen__header">
        <h1 className="screen__title screen__title--caps">GET STARTED</h1>
        <p className="screen__subtitle">Fill out the information to get started with the astrology</p>
      </header>
      <form className="card get-started__form" onSubmit={submit} noValidate>
        <TextField
          label="Full name"
          value={name}
          autoComplete="name"
          placeholder="First and last name"
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
          city={props.city}
          errors={errors}
          nativePickers={props.nativePickers}
        />
        {props.formError ? (
          <p className="error-text" role="alert">
            {props.formError}
          </p>
        ) : null}
        <Button type="submit" wide isDisabled={status === "submitting"}>
          Continue
        </Button>
      </form>
    </main>
  );
}
