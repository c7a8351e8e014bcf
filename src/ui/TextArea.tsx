// A labelled multi-line field (react-aria TextField + TextArea).
import type { KeyboardEvent } from "react";
import { Label } from "react-aria-components/Label";
import { TextArea as AriaTextArea } from "react-aria-components/TextArea";
import { TextField as AriaTextField } from "react-aria-components/TextField";
import "./Field.css";

export interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  isDisabled?: boolean;
  hideLabel?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  className?: string;
}

export function TextArea({ label, placeholder, rows = 2, hideLabel, onKeyDown, className, ...rest }: TextAreaProps) {
  return (
    <AriaTextField {...rest} className={`field ${className ?? ""}`}>
      <Label className={hideLabel ? "visually-hidden" : "field__label"}>{label}</Label>
      <AriaTextArea className="field__input field__area" placeholder={placeholder} rows={rows} onKeyDown={onKeyDown} />
    </AriaTextField>
  );
}
