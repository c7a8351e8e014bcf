// The birth details form of /get-started and its SPEC §5 messages.
import { validateFullName } from "./nameRule";
import { to24Hour } from "./time";

export interface BirthFormValues {
  name: string;
  gender: string;
  birth_date: string;
  birth_time: string;
  birth_place: string;
  country: string;
}

export type BirthFormField = keyof BirthFormValues;
export type FieldErrors = Partial<Record<string, string>>;

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
  if (values.birth_date.trim() === "") errors.birth_date = BIRTH_DATE_REQUIRED;
  if (values.birth_time.trim() === "" || to24Hour(values.birth_time) === null) errors.birth_time = BIRTH_TIME_REQUIRED;
  if (values.birth_place.trim() === "") errors.birth_place = BIRTH_PLACE_REQUIRED;
  return errors;
}

/** The astro-details payload (SPEC §7): birth time as HH:MM. */
export function astroDetailsPayload(values: BirthFormValues, categories: string[], botToken: string) {
  return {
    name: values.name.trim(),
    gender: values.gender,
    birth_date: values.birth_date,
    birth_time: to24Hour(values.birth_time) ?? values.birth_time.slice(0, 5),
    birth_place: values.birth_place,
    country: values.country,
    category: categories,
    "g-recaptcha-response": botToken,
  };
}
export type AstroDetailsRequest = ReturnType<typeof astroDetailsPayload>;
