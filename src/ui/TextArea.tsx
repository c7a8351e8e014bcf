// A labelled multi-line field: a native <label> and <textarea>. React-aria's TextField is not used here because its
// description and error-message slots resolve their ids in a layout effect, which re-renders the field synchronously
// during the first commit and pulls the whole screen's effects into that same task (the chat's first long task on a
// phone). This field has neither a description nor an error message, so the native pair says all of it.
import { type KeyboardEvent, useId } from "react";
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

export function TextArea({
  label,
  value,
  onChange,
  placeholder,
  rows = 2,
  isDisabled,
  hideLabel,
  onKeyDown,
  className,
}: TextAreaProps) {
  const id = useId();
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : "field__label"}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input field__area"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        rows={rows}
        disabled={isDisabled}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
