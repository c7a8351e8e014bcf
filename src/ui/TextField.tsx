// A labelled single-line field with its hint and server/validation errors (react-aria TextField).

import type { KeyboardEvent, ReactNode } from "react";
import { FieldError } from "react-aria-components/FieldError";
import { Input } from "react-aria-components/Input";
import { Label } from "react-aria-components/Label";
import { Text } from "react-aria-components/Text";
import { TextField as AriaTextField } from "react-aria-components/TextField";
import { useFieldMessage } from "../i18n/messages";
import type { FieldMessage } from "./formTypes";
import "./Field.css";

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "password" | "date" | "time" | "tel";
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  hint?: ReactNode;
  /** Messages shown under the field (the first one); the field is marked invalid when present. */
  errors?: FieldMessage;
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  /** Called when a read-only field is activated (native date/time pickers). */
  onActivate?: () => void;
}

export function TextField({ label, hint, errors, onActivate, placeholder, ...rest }: TextFieldProps) {
  const message = useFieldMessage(errors);
  // A read-only field that opens a picker must open it from the keyboard too, as a button would.
  const activateFromKeyboard = onActivate
    ? (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        onActivate();
      }
    : undefined;
  return (
    <AriaTextField {...rest} className="field" isInvalid={Boolean(message)} validationBehavior="aria">
      <Label className="field__label">{label}</Label>
      <Input className="field__input" placeholder={placeholder} onClick={onActivate} onKeyDown={activateFromKeyboard} />
      {hint ? (
        <Text slot="description" className="field__hint">
          {hint}
        </Text>
      ) : null}
      <FieldError className="field__error">{message}</FieldError>
    </AriaTextField>
  );
}
