// The one phone-number rule, shared by the register form and the server: every country libphonenumber-js knows,
// numbers checked against that country's plan (the "min" metadata: lengths and leading digits), sent in the product's
// '+{dialcode}-{number}'. The form imports this lazily with the register screen (the metadata is about 40 KB).
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";

export const CONTACT_INVALID = "Please enter a valid phone number for the chosen country.";
export const CONTACT_FORMAT = "The contact must look like +{dial code}-{number}, e.g. +977-9812345678.";

/** docs/product.md §9: Nepal is the default; Nepal, United States and Australia are listed first. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "NP";
export const PREFERRED_PHONE_COUNTRIES: readonly CountryCode[] = ["NP", "US", "AU"];

export interface PhoneCountry {
  iso: CountryCode;
  name: string;
  /** Without the '+'. */
  dialCode: string;
}

const CONTACT = /^\+(\d{1,4})-(\d{4,15})$/;
/** The contact's shape, for the API description. */
export const CONTACT_PATTERN = CONTACT.source;

/** Every country with its name in `locale` (Intl), the preferred ones first in the product's order, the rest by name. */
export function phoneCountries(locale = "en"): { preferred: PhoneCountry[]; others: PhoneCountry[] } {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const country = (iso: CountryCode): PhoneCountry => ({
    iso,
    name: names.of(iso) ?? iso,
    dialCode: getCountryCallingCode(iso),
  });
  const preferred = PREFERRED_PHONE_COUNTRIES.map(country);
  const others = getCountries()
    .filter((iso) => !PREFERRED_PHONE_COUNTRIES.includes(iso))
    .map(country)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return { preferred, others };
}

export function isPhoneCountry(iso: string): iso is CountryCode {
  return (getCountries() as string[]).includes(iso);
}

export interface NationalNumber {
  /** The national significant number to send (digits only, trunk prefix such as a leading 0 removed when valid). */
  digits: string;
  /** CONTACT_INVALID, or null when valid or empty (the contact is optional). */
  problem: string | null;
}

/** A number typed for `country`: what to send and whether that country's plan accepts it. */
export function nationalNumber(country: CountryCode, typed: string): NationalNumber {
  const digits = typed.replace(/\D/g, "");
  if (digits === "") return { digits, problem: null };
  const parsed = parsePhoneNumberFromString(typed, country);
  if (!parsed?.isValid() || parsed.countryCallingCode !== getCountryCallingCode(country)) {
    return { digits, problem: CONTACT_INVALID };
  }
  return { digits: parsed.nationalNumber, problem: null };
}

/** The server's check of a submitted contact: null when it is a valid number in the product's format, else the message. */
export function contactProblem(contact: string): string | null {
  const match = CONTACT.exec(contact);
  if (!match) return CONTACT_FORMAT;
  const parsed = parsePhoneNumberFromString(`+${match[1]}${match[2]}`);
  // Stryker disable next-line ConditionalExpression: a dial code other than match[1] leaves a national number other than match[2], so the last check catches what the middle one does
  if (!parsed?.isValid() || parsed.countryCallingCode !== match[1] || parsed.nationalNumber !== match[2]) {
    return CONTACT_INVALID;
  }
  return null;
}
