// The birth date in either calendar: a switch between AD (the native date picker) and BS (Bikram Sambat: year,
// month and day, since no browser picker knows BS). Which one shows is the machine's (`calendar`); the view only
// reports what is typed and chosen.

import { useStore } from "@nanostores/react";
import { useId } from "react";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { BS_MAX_DAYS, type BsDateParts, bsPartsOf, bsToAd } from "../../machines/lib/bikramSambat";
import type { BirthCalendar } from "../../machines/lib/birthCalendar";
import { asciiDigits } from "../../machines/lib/digits";
import { BS_MONTHS } from "../../shared/calendar/dates";
import { calendarWords, digitsIn, displayNumber } from "../i18n/format";
import { i18n, language } from "../i18n/i18n";
import { useFieldMessage } from "../i18n/messages";
import type { FieldMessage } from "./formTypes";
import { TextField } from "./TextField";
import "./Field.css";
import "./BirthDateField.css";

export interface BirthDateFieldProps {
  label: string;
  calendar: BirthCalendar;
  onCalendarChange: (calendar: BirthCalendar) => void;
  /** AD, YYYY-MM-DD. */
  date: string;
  onDateChange: (date: string) => void;
  bs: BsDateParts;
  onBsChange: (bs: BsDateParts) => void;
  errors?: FieldMessage;
  /** Native app: the AD date is read-only and opens the native picker. */
  onPickDate?: (() => void) | undefined;
}

export const birthDateMessages = i18n("birthDate", {
  calendar: "Calendar",
  ad: "AD",
  bs: "BS",
  year: "Year",
  month: "Month",
  day: "Day",
});

const calendars: ReadonlyArray<{ value: BirthCalendar; label: "ad" | "bs" }> = [
  { value: "AD", label: "ad" },
  { value: "BS", label: "bs" },
];

const days = Array.from({ length: BS_MAX_DAYS }, (_, index) => String(index + 1));

export function BirthDateField(props: BirthDateFieldProps) {
  const id = useId();
  const t = useStore(birthDateMessages);
  const months = useStore(calendarWords);
  const code = useStore(language);
  const message = useFieldMessage(props.errors);
  const invalid = message ? true : undefined;
  const describedBy = message ? `${id}-error` : undefined;
  const setBs = (part: keyof BsDateParts) => (value: string) => props.onBsChange({ ...props.bs, [part]: value });
  return (
    <div className="birth-date">
      <RadioGroup
        className="birth-date__calendar"
        aria-label={t.calendar}
        orientation="horizontal"
        value={props.calendar}
        onChange={(value) => {
          const calendar = value === "BS" ? "BS" : "AD";
          // A date entered in one calendar is carried over to the other, so switching loses nothing.
          const converted = bsToAd(props.bs);
          if (calendar === "BS" && props.date !== "") props.onBsChange(bsPartsOf(props.date));
          if (calendar === "AD" && converted.ok) props.onDateChange(converted.ad);
          props.onCalendarChange(calendar);
        }}
      >
        {calendars.map((option) => (
          <Radio key={option.value} value={option.value} className="birth-date__calendar-option">
            {t[option.label]}
          </Radio>
        ))}
      </RadioGroup>
      {props.calendar === "AD" ? (
        <TextField
          label={props.label}
          type="date"
          value={props.date}
          onChange={props.onDateChange}
          errors={props.errors}
          isReadOnly={Boolean(props.onPickDate)}
          onActivate={props.onPickDate}
        />
      ) : (
        <fieldset className="field birth-date__bs" aria-describedby={describedBy}>
          <legend className="field__label">{`${props.label} (${t.bs})`}</legend>
          <div className="birth-date__parts">
            <label className="birth-date__part">
              <span className="birth-date__part-label">{t.year}</span>
              <input
                className="field__input"
                inputMode="numeric"
                maxLength={4}
                autoComplete="off"
                // kept in ASCII digits, shown and typed in the reader's (a Nepali keyboard's "२०४८" is 2048)
                value={digitsIn(props.bs.year, code)}
                aria-invalid={invalid}
                onChange={(event) => setBs("year")(asciiDigits(event.target.value).replace(/\D/g, ""))}
              />
            </label>
            {/* The selects are named by their label's word alone (a label around a select would add every option). */}
            <div className="birth-date__part birth-date__part--month">
              <label className="birth-date__part-label" htmlFor={`${id}-month`}>
                {t.month}
              </label>
              <select
                id={`${id}-month`}
                className="field__input"
                value={props.bs.month}
                aria-invalid={invalid}
                onChange={(event) => setBs("month")(event.target.value)}
              >
                <option value="" />
                {BS_MONTHS.map((month, index) => (
                  <option key={month} value={String(index + 1)}>
                    {(months as Record<string, string>)[`bsMonth${index + 1}`] ?? month}
                  </option>
                ))}
              </select>
            </div>
            <div className="birth-date__part">
              <label className="birth-date__part-label" htmlFor={`${id}-day`}>
                {t.day}
              </label>
              <select
                id={`${id}-day`}
                className="field__input"
                value={props.bs.day}
                aria-invalid={invalid}
                onChange={(event) => setBs("day")(event.target.value)}
              >
                <option value="" />
                {days.map((day) => (
                  <option key={day} value={day}>
                    {displayNumber(Number(day), code)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {message ? (
            <span id={`${id}-error`} className="field__error" role="alert">
              {message}
            </span>
          ) : null}
        </fieldset>
      )}
    </div>
  );
}
