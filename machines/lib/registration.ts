// The registration payload of docs/product.md §3 and its client checks (docs/product.md §5).

import type { RegisterRequestBody } from "../../contract/accounts";
import { validateFullName } from "../../contract/name-rule";
import { COUPON_MIN_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH } from "../../contract/rules";
import { to24Hour } from "../../contract/time-rule";
import type { BsDateParts } from "./bikramSambat";
import type { BirthCalendar } from "./birthCalendar";
import { birthDateError } from "./birthForm";

export interface RegistrationValues {
  name: string;
  email: string;
  /** The phone field's parts: dial code without '+', national number (digits). */
  dialCode: string;
  phone: string;
  /** The phone field's verdict under the country's plan (contract/phone-rule.ts), null when valid or empty. */
  phoneProblem: string | null;
  /** Set by the machine from its switch; birth_date is AD once the form is valid. */
  calendar: BirthCalendar;
  birth_date: string;
  birth_date_bs: BsDateParts;
  birth_time: string;
  birth_place: string;
  country: string;
  /** The picked suggestion's id (see birthForm.ts). */
  place_id?: number | null;
  coupon_code: string;
  password: string;
  password_confirmation: string;
}

/** In modal mode the guest's chart supplies the hidden fields. */
export interface GuestProfile {
  name: string;
  birth_date: string;
  birth_time: string;
  birth_place: string;
  country: string;
  gender: string;
}

export const EMAIL_REQUIRED = "The email field is required.";
export const PASSWORD_REQUIRED = "The password field is required.";
export const PASSWORD_TOO_SHORT = "The password field must be at least 6 characters.";

/** Email and passwords required, password at least 6 characters, confirmation equal. */
export function validateCredentials(values: {
  email: string;
  password: string;
  password_confirmation: string;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.email.trim() === "") errors.email = EMAIL_REQUIRED;
  if (values.password === "") errors.password = PASSWORD_REQUIRED;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_TOO_SHORT;
  if (values.password_confirmation !== values.password) errors.password_confirmation = PASSWORD_MISMATCH;
  return errors;
}

/** The page's checks before sending: the credentials, the full name and the birth date (page mode; the modal takes
 * the guest's) and the phone number the field found invalid for its country. */
export function validateRegistration(values: RegistrationValues, mode: "page" | "modal"): Record<string, string> {
  const errors = validateCredentials(values);
  if (mode === "page") {
    const nameError = validateFullName(values.name);
    if (nameError) errors.name = nameError;
    const dateError = birthDateError(values);
    if (dateError) errors.birth_date = dateError;
  }
  if (values.phoneProblem) errors.contact = values.phoneProblem;
  return errors;
}

/** docs/product.md §3: '+{dialcode}-{number}', or "" when no number was given. */
export function contactText(dialCode: string, digits: string): string {
  // Stryker disable next-line Regex: a dial code holds digits only, so a '+' can only lead it
  return digits === "" ? "" : `+${dialCode.replace(/^\+/, "")}-${digits}`;
}

function hhmm(time: string): string {
  return to24Hour(time) ?? time.slice(0, 5);
}

export function registrationPayload(
  values: RegistrationValues,
  options: {
    mode: "page" | "modal";
    registeredEmail: string | null;
    sessionId: string | null;
    guest: GuestProfile | null;
  },
): RegisterRequestBody {
  const source = options.mode === "modal" && options.guest ? { ...values, ...options.guest } : values;
  const payload: RegisterRequestBody = {
    name: source.name.trim(),
    email: values.email.trim(),
    contact: contactText(values.dialCode, values.phone.replace(/\D/g, "")),
    birth_date: source.birth_date,
    // Stryker disable next-line ConditionalExpression,StringLiteral: hhmm of an empty time is empty too
    birth_time: source.birth_time === "" ? "" : hhmm(source.birth_time),
    birth_place: source.birth_place,
    country: source.country,
    password: values.password,
    password_confirmation: values.password_confirmation,
    is_parent: options.registeredEmail ? "Y" : "N",
  };
  if (options.mode === "page" && values.place_id) payload.place_id = String(values.place_id);
  const coupon = values.coupon_code.trim();
  if (coupon.length >= COUPON_MIN_LENGTH) payload.coupon_code = coupon;
  if (options.mode === "modal") {
    if (options.guest) payload.gender = options.guest.gender;
    if (options.sessionId) payload.session_id = options.sessionId;
  }
  return payload;
}
