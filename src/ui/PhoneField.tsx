// Contact number: a searchable country list (every country; Nepal, United States, Australia first; search by name
// or dial code) and the number. It reports the country, its dial code, the number as typed, the digits to send and
// the country's verdict on the number (contract/phone-rule.ts, the same rule the server applies).

import { useStore } from "@nanostores/react";
import { useId, useMemo } from "react";
import { Collection } from "react-aria-components/Collection";
import {
  Button as AriaButton,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  useFilter,
} from "react-aria-components/ComboBox";
import { Header } from "react-aria-components/Header";
import {
  CONTACT_FORMAT,
  CONTACT_INVALID,
  DEFAULT_PHONE_COUNTRY,
  isPhoneCountry,
  nationalNumber,
  type PhoneCountry,
  phoneCountries,
} from "../../contract/phone-rule";
import { asciiDigits } from "../../machines/lib/digits";
import { i18n, language } from "../i18n/i18n";
import { useFieldMessage } from "../i18n/messages";
import type { FieldMessage } from "./formTypes";
import "./Field.css";
import "./PhoneField.css";

export interface PhoneValue {
  countryIso: string;
  /** Without the '+'. */
  dialCode: string;
  /** As typed. */
  number: string;
  /** The national number to send (digits, without a trunk prefix such as a leading 0). */
  digits: string;
  /** Why the number is not valid for the country, or null (valid, or empty: the contact is optional). */
  problem: string | null;
}

const countries = phoneCountries("en");
const allCountries = [...countries.preferred, ...countries.others];

function countryOf(iso: string): PhoneCountry {
  return allCountries.find((country) => country.iso === iso) ?? (countries.preferred[0] as PhoneCountry);
}

/** The field's value for a country and what was typed. */
export function phoneValue(iso: string, number: string): PhoneValue {
  const country = countryOf(isPhoneCountry(iso) ? iso : DEFAULT_PHONE_COUNTRY);
  // A Nepali or Hindi keyboard's digits are the number's digits.
  const { digits, problem } = nationalNumber(country.iso, asciiDigits(number));
  return { countryIso: country.iso, dialCode: country.dialCode, number, digits, problem };
}

export const emptyPhone: PhoneValue = phoneValue(DEFAULT_PHONE_COUNTRY, "");

const countryLabel = (country: PhoneCountry) => `+${country.dialCode} ${country.name}`;

export const phoneFieldMessages = i18n("phoneField", {
  label: "Contact",
  countryCode: "Country code",
  showCountries: "Show countries",
  preferred: "Preferred",
  others: "Other countries",
  // The phone rule's messages live here, with the field (lazy with the register form), not with the first load's.
  contactInvalid: CONTACT_INVALID,
  contactFormat: CONTACT_FORMAT,
});

export interface PhoneFieldProps {
  label?: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  errors?: FieldMessage;
}

export function PhoneField({ label, value, onChange, errors }: PhoneFieldProps) {
  const t = useStore(phoneFieldMessages);
  const code = useStore(language);
  const id = useId();
  const given = useFieldMessage(errors);
  const message = given === CONTACT_INVALID ? t.contactInvalid : given === CONTACT_FORMAT ? t.contactFormat : given;
  const { contains } = useFilter({ sensitivity: "base" });
  const sections = useMemo(() => {
    // Country names in the reader's language (Intl.DisplayNames), sorted in it.
    // A browser without the language's region names (Debian's Chromium has none for Nepali) shows the English ones.
    const named = phoneCountries(Intl.DisplayNames.supportedLocalesOf([code]).length > 0 ? code : "en");
    return [
      { id: "preferred", title: t.preferred, items: named.preferred },
      { id: "others", title: t.others, items: named.others },
    ];
  }, [t, code]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-number`}>
        {label ?? t.label}
      </label>
      <div className="phone-field">
        <ComboBox
          className="phone-field__country"
          selectedKey={value.countryIso}
          onSelectionChange={(key) => {
            if (typeof key === "string") onChange(phoneValue(key, value.number));
          }}
          defaultFilter={contains}
          menuTrigger="focus"
        >
          <Label className="visually-hidden">{t.countryCode}</Label>
          <div className="phone-field__country-box">
            <Input className="field__input phone-field__country-input" />
            <AriaButton className="phone-field__country-toggle" aria-label={t.showCountries}>
              ▾
            </AriaButton>
          </div>
          <Popover className="phone-field__popover" placement="bottom start">
            <ListBox className="phone-field__list" items={sections}>
              {(section) => (
                <ListBoxSection id={section.id} className="phone-field__section">
                  <Header className="phone-field__header">{section.title}</Header>
                  <Collection items={section.items}>
                    {(country) => (
                      <ListBoxItem id={country.iso} textValue={countryLabel(country)} className="phone-field__option">
                        {countryLabel(country)}
                      </ListBoxItem>
                    )}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        <input
          id={`${id}-number`}
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.number}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => onChange(phoneValue(value.countryIso, event.target.value))}
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
