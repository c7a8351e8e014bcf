// Birth date, place and time: shared by the birth form and the register page. In the native app the
// date and time are read-only and filled by the native pickers (SPEC §2).
import { CitySearchField, type CitySearchFieldProps } from "./CitySearchField";
import type { FieldErrors } from "./formTypes";
import { TextField } from "./TextField";

export interface BirthDetailsValues {
  birth_date: string;
  birth_time: string;
}

export interface NativePickers {
  date: string;
  time: string;
  onPickDate: () => void;
  onPickTime: () => void;
}

export interface BirthDetailsFieldsProps {
  values: BirthDetailsValues;
  onChange: (field: keyof BirthDetailsValues, value: string) => void;
  city: Omit<CitySearchFieldProps, "errors" | "label">;
  errors: FieldErrors;
  /** Native app: date and time are read-only, open the native pickers, and show what they picked. */
  nativePickers?: NativePickers | undefined;
  labels?: { date: string; place: string; time: string };
}

const defaultLabels = { date: "Birth date", place: "Birth place", time: "Birth time" };

export function BirthDetailsFields({
  values,
  onChange,
  city,
  errors,
  nativePickers,
  labels = defaultLabels,
}: BirthDetailsFieldsProps) {
  return (
    <>
      <TextField
        label={labels.date}
        type="date"
        value={nativePickers ? nativePickers.date : values.birth_date}
        onChange={(value) => onChange("birth_date", value)}
        errors={errors.birth_date}
        isReadOnly={Boolean(nativePickers)}
        onActivate={nativePickers?.onPickDate}
      />
      <CitySearchField label={labels.place} {...city} errors={errors.birth_place} />
      <TextField
        label={labels.time}
        type="time"
        value={nativePickers ? nativePickers.time : values.birth_time}
        onChange={(value) => onChange("birth_time", value)}
        errors={errors.birth_time}
        isReadOnly={Boolean(nativePickers)}
        onActivate={nativePickers?.onPickTime}
        hint="Enter the clock time from your birth record (12 noon is 12:00 PM)."
      />
    </>
  );
}
