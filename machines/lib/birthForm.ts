// The birth details form of /get-started and its docs/product.md §5 messages.

import { validateFullName } from "../../contract/name-rule";
import { BOT_PROTECTION_FIELD } from "../../contract/rules";
import { to24Hour } from "../../contract/time-rule";
import { type BsDateParts, bsToAd } from "./bikramSambat";
import type { BirthCalendar } from "./birthCalendar";
import type { Said } from "./callFailure";

export interface BirthFormValues {
  name: string;
  gender: string;
  /** Which calendar the birth date was entered in; birth_date is always AD (YYYY-MM-DD) once the form is valid. */
  calendar: BirthCalendar;
  birth_date: string;
  /** The date as entered in BS (used when calendar is BS). */
  birth_date_bs: BsDateParts;
  birth_time: string;
  birth_place: string;
  country: string;
  /** The picked suggestion's id, so the server uses that place rather than the largest of its name. */
  place_id?: number | null;
}

export type FieldErrors = Partial<Record<string, Said>>;

/** The events of a birth form's machine (/get-started, /matching's partner): the view's edits, the pickers, submit. */
export type BirthFormEvent =
  | { type: "form.fieldEdited"; field: string }
  | { type: "form.calendarChosen"; calendar: BirthCalendar }
  | { type: "form.submitted"; values: BirthFormValues }
  | { type: "form.datePickRequested" }
  | { type: "form.timePickRequested" };

export const GENDER_REQUIRED = "The gender field is required";
export const BIRTH_DATE_REQUIRED = "The birth date is required";
export const BIRTH_TIME_REQUIRED = "The birth time is required";
export const BIRTH_PLACE_REQUIRED = "The birth place is required";

/** Field -> message for every rule broken; empty when the form may be sent. */
export function validateBirthForm(values: BirthFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const nameError = validateFullName(values.name);
  if (nameError) errors.name = nameError;
  if (values.gender.trim() === "") errors.gender = GENDER_REQUIRED;
  const dateError = birthDateError(values);
  if (dateError) errors.birth_date = dateError;
  // Stryker disable next-line ConditionalExpression,MethodExpression,StringLiteral: a blank time fails to24Hour as well
  if (values.birth_time.trim() === "" || to24Hour(values.birth_time) === null) errors.birth_time = BIRTH_TIME_REQUIRED;
  if (values.birth_place.trim() === "") errors.birth_place = BIRTH_PLACE_REQUIRED;
  return errors;
}

type BirthDateFields = Pick<BirthFormValues, "calendar" | "birth_date" | "birth_date_bs">;

const nothingChosen = (parts: BsDateParts) => parts.year.trim() === "" && parts.month === "" && parts.day === "";

/** The birth date's message in the calendar it was entered in, or null. */
export function birthDateError(values: BirthDateFields): string | null {
  if (values.calendar === "BS") {
    if (nothingChosen(values.birth_date_bs)) return BIRTH_DATE_REQUIRED;
    const converted = bsToAd(values.birth_date_bs);
    return converted.ok ? null : converted.message;
  }
  return values.birth_date.trim() === "" ? BIRTH_DATE_REQUIRED : null;
}

/** The values with birth_date in AD: a BS entry converted (call after the form passed validation). */
export function withAdBirthDate<T extends BirthDateFields>(values: T): T {
  if (values.calendar !== "BS") return values;
  const converted = bsToAd(values.birth_date_bs);
  return converted.ok ? { ...values, birth_date: converted.ad } : values;
}

/** The astro-details payload (docs/product.md §7): birth time as HH:MM. */
export function astroDetailsPayload(values: BirthFormValues, categories: string[], botToken: string) {
  return {
    name: values.name.trim(),
    gender: values.gender,
    birth_date: values.birth_date,
    birth_time: to24Hour(values.birth_time) ?? values.birth_time.slice(0, 5),
    birth_place: values.birth_place,
    country: values.country,
    ...(values.place_id ? { place_id: values.place_id } : {}),
    category: categories,
    [BOT_PROTECTION_FIELD]: botToken,
  };
}
export type AstroDetailsRequest = ReturnType<typeof astroDetailsPayload>;
