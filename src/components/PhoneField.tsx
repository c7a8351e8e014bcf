// Contact number with a country selector. It reports validity, country and dial code on every change
// (SPEC §5); the number is formatted '+{dialcode}-{number}' by whoever submits it.

import { useId } from "react";
import { type FieldMessage, firstMessage } from "./formTypes";
import "./Field.css";
import "./PhoneField.css";
import {
  defaultPhoneCountry,
  findPhoneCountry,
  otherPhoneCountries,
  type PhoneCountry,
  preferredPhoneCountries,
} from "./phoneCountries";

export interface PhoneValue {
  countryIso: string;
  dialCode: string;
  number: string;
  /** 6 to 14 digits: a plausible national number. Reported, not enforced (SPEC §5). */
  isValid: boolean;
}

export function phoneValue(country: PhoneCountry, number: string): PhoneValue {
  const digits = number.replace(/\D/g, "");
  return { countryIso: country.iso, dialCode: country.dialCode, number: digits, isValid: /^\d{6,14}$/.test(digits) };
}

export const emptyPhone: PhoneValue = phoneValue(defaultPhoneCountry, "");

export interface PhoneFieldProps {
  label?: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  errors?: FieldMessage;
}

export function PhoneField({ label = "Contact", value, onChange, errors }: PhoneFieldProps) {
  const id = useId();
  const message = firstMessage(errors);
  const country = findPhoneCountry(value.countryIso) ?? defaultPhoneCountry;
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-number`}>
        {label}
      </label>
      <div className="phone-field">
        <select
          className="field__input phone-field__country"
          aria-label="Country code"
          value={country.iso}
          onChange={(event) =>
            onChange(phoneValue(findPhoneCountry(event.target.value) ?? defaultPhoneCountry, value.number))
          }
        >
          <optgroup label="Preferred">
            {preferredPhoneCountries.map((option) => (
              <option key={option.iso} value={option.iso}>
                +{option.dialCode} {option.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Other countries">
            {otherPhoneCountries.map((option) => (
              <option key={option.iso} value={option.iso}>
                +{option.dialCode} {option.name}
              </option>
            ))}
          </optgroup>
        </select>
        <input
          id={`${id}-number`}
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.number}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => onChange(phoneValue(country, event.target.value))}
        />
      </div>
      {message ? (
        <span id={`${id}-error`} className="field__error">
          {message}
        </span>
      ) : null}
    </div>
  );
}
