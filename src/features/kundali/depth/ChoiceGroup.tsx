// A small segmented choice: the chart style and the dasha year length. Native radios under one name (arrow keys move
// between them, as in any radio group) inside a labelled radiogroup. React-aria's RadioGroup is not used here: its
// label, description and error slots settle in layout effects, which re-render the group synchronously as it mounts
// and pulled the whole depth section's effects into one long task on a phone; these choices have none of those slots.
import { useId } from "react";

export interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange(value: V): void;
}

export function ChoiceGroup<V extends string>({ label, value, options, onChange }: ChoiceGroupProps<V>) {
  const id = useId();
  return (
    <div className="depth-choice">
      <span id={`${id}-label`} className="depth-choice__label">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="depth-choice__options">
        {options.map((option) => (
          <label
            key={option.value}
            className="depth-choice__option"
            data-selected={option.value === value || undefined}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
