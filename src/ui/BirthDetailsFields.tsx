// Birth date, place and time: shared by the birth form and the register page. In the native app the
// AD date and the time are read-only and filled by the native pickers (SPEC §2).

import { useStore } from "@nanostores/react";
import type { BsDateParts } from "../../machines/lib/bikramSambat";
import type { BirthCalendar } from "../../machines/lib/birthCalendar";
import { i18n } from "../i18n/i18n";
import { BirthDateField } from "./BirthDateField";
import { CitySearchField, type CitySearchFieldProps } from "./CitySearchField";
import type { FieldErrors } from "./formTypes";
import { TextField } from "./TextField";

export interface BirthDetailsValues {
  birth_date: string;
  birth_time: string;
}

export interface BirthCalendarProps {
  calendar: BirthCalendar;
  onCalendarChange: (calendar: BirthCalendar) => void;
  bs: BsDateParts;
  onBsChange: (bs: BsDateParts) => void;
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
  /** The AD/BS switch and the BS entry. */
  birthCalendar: BirthCalendarProps;
  city: Omit<CitySearchFieldProps, "errors" | "label">;
  errors: FieldErrors;
  /** Native app: date and time are read-only, open the native pickers, and show what they picked. */
  nativePickers?: NativePickers | undefined;
  labels?: { date: string; place: string; time: string };
}

export const birthDetailsMessages = i18n("birthDetails", {
  date: "Birth date",
  place: "Birth place",
  time: "Birth time",
  timeHint: "Enter the clock time from your birth record (12 noon is 12:00 PM).",
});

export function BirthDetailsFields({
  values,
  onChange,
  birthCalendar,
  city,
  errors,
  nativePickers,
  labels,
}: BirthDetailsFieldsProps) {
  const t = useStore(birthDetailsMessages);
  return (
    <>
      <BirthDateField
        label={labels?.date ?? t.date}
        {...birthCalendar}
        date={nativePickers ? nativePickers.date : values.birth_date}
        onDateChange={(value) => onChange("birth_date", value)}
        errors={errors.birth_date}
        onPickDate={nativePickers?.onPickDate}
      />
      <CitySearchField label={labels?.place ?? t.place} {...city} errors={errors.birth_place} />
      <TextField
        label={labels?.time ?? t.time}
        type="time"
        value={nativePickers ? nativePickers.time : values.birth_time}
        onChange={(value) => onChange("birth_time", value)}
        errors={errors.birth_time}
        isReadOnly={Boolean(nativePickers)}
        onActivate={nativePickers?.onPickTime}
        hint={t.timeHint}
      />
    </>
  );
}
