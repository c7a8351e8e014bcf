// The gender choice of the birth form (SPEC §2: Male, Female, Others) as a react-aria RadioGroup.

import { FieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { useFieldMessage } from "../i18n/messages";
import type { FieldMessage } from "./formTypes";
import "./Field.css";
import "./GenderRadioGroup.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../i18n/i18n";

export const genderMessages = i18n("gender", {
  label: "Gender",
  male: "Male",
  female: "Female",
  others: "Others",
});

export type Gender = "male" | "female" | "others";

export const genderOptions: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: "male", label: "Male" },
  { value: "female", label: "Female" },
  { value: "others", label: "Others" },
];

export interface GenderRadioGroupProps {
  value: Gender | null;
  onChange: (value: Gender) => void;
  errors?: FieldMessage;
}

function isGender(value: string): value is Gender {
  return genderOptions.some((option) => option.value === value);
}

export function GenderRadioGroup({ value, onChange, errors }: GenderRadioGroupProps) {
  const t = useStore(genderMessages);
  const message = useFieldMessage(errors);
  return (
    <RadioGroup
      className="field"
      value={value}
      onChange={(next) => {
        if (isGender(next)) onChange(next);
      }}
      orientation="horizontal"
      isInvalid={Boolean(message)}
      validationBehavior="aria"
    >
      <Label className="field__label">{t.label}</Label>
      <div className="gender-options">
        {genderOptions.map((option) => (
          <Radio key={option.value} value={option.value} className="gender-option">
            {t[option.value]}
          </Radio>
        ))}
      </div>
      <FieldError className="field__error">{message}</FieldError>
    </RadioGroup>
  );
}
