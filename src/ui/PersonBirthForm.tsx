// One person's birth details as /get-started and /matching ask for them: name, gender, the BS/AD birth date, the
// place search and the time (the native pickers in the app). The hook keeps what is typed and hands the values over
// on submit; the caller's machine validates them and sends back `errors`.
import { type ReactNode, useState } from "react";
import { type BsDateParts, emptyBsDate } from "../../machines/lib/bikramSambat";
import type { BirthCalendar } from "../../machines/lib/birthCalendar";
import { BirthDetailsFields, type NativePickers } from "./BirthDetailsFields";
import type { CitySearchFieldProps } from "./CitySearchField";
import type { FieldErrors } from "./formTypes";
import { type Gender, GenderRadioGroup, genderOptions } from "./GenderRadioGroup";
import { TextField } from "./TextField";

export interface BirthFormValues {
  name: string;
  gender: Gender | null;
  birth_date: string;
  birth_date_bs: BsDateParts;
  birth_time: string;
  birth_place: string;
}

/** The values last submitted: the form comes back with them after a failure (no lost input). */
export interface SubmittedBirthValues {
  name: string;
  gender: string;
  birth_date: string;
  birth_date_bs: BsDateParts;
  birth_time: string;
}

export interface PersonBirthFormProps {
  errors: FieldErrors;
  city: Omit<CitySearchFieldProps, "errors" | "label">;
  nativePickers?: NativePickers | undefined;
  /** The birth date's calendar (the machine's switch) and its change. */
  calendar: BirthCalendar;
  onCalendarChange: (calendar: BirthCalendar) => void;
  onEditField?: ((field: keyof BirthFormValues) => void) | undefined;
  submitted?: SubmittedBirthValues | null | undefined;
  nameLabel: string;
  namePlaceholder: string;
  /** "name" for one's own name (the browser may fill it), "off" for someone else's. */
  nameAutoComplete: "name" | "off";
}

export function usePersonBirthForm(props: PersonBirthFormProps): { fields: ReactNode; values: () => BirthFormValues } {
  const { submitted, errors, onEditField } = props;
  const [name, setName] = useState(submitted?.name ?? "");
  const [gender, setGender] = useState<Gender | null>(
    genderOptions.find((option) => option.value === submitted?.gender)?.value ?? null,
  );
  const [dates, setDates] = useState({
    birth_date: submitted?.birth_date ?? "",
    birth_time: submitted?.birth_time ?? "",
  });
  const [bs, setBs] = useState<BsDateParts>(submitted?.birth_date_bs ?? emptyBsDate);
  const fields = (
    <>
      <TextField
        label={props.nameLabel}
        value={name}
        autoComplete={props.nameAutoComplete}
        placeholder={props.namePlaceholder}
        onChange={(value) => {
          setName(value);
          onEditField?.("name");
        }}
        errors={errors.name}
      />
      <GenderRadioGroup
        value={gender}
        onChange={(value) => {
          setGender(value);
          onEditField?.("gender");
        }}
        errors={errors.gender}
      />
      <BirthDetailsFields
        values={dates}
        onChange={(field, value) => {
          setDates((current) => ({ ...current, [field]: value }));
          onEditField?.(field);
        }}
        birthCalendar={{
          calendar: props.calendar,
          onCalendarChange: props.onCalendarChange,
          bs,
          onBsChange: (next) => {
            setBs(next);
            onEditField?.("birth_date");
          },
        }}
        city={{
          ...props.city,
          // typing or choosing a place fixes the place: its error goes as the other fields' do
          onChange: (text) => {
            props.city.onChange(text);
            onEditField?.("birth_place");
          },
          onSelect: (city) => {
            props.city.onSelect(city);
            onEditField?.("birth_place");
          },
        }}
        errors={errors}
        nativePickers={props.nativePickers}
      />
    </>
  );
  const values = (): BirthFormValues => ({
    name: name.trim(),
    gender,
    birth_date: props.nativePickers?.date ?? dates.birth_date,
    birth_date_bs: bs,
    birth_time: props.nativePickers?.time ?? dates.birth_time,
    birth_place: props.city.value,
  });
  return { fields, values };
}
