// A small segmented choice (react-aria RadioGroup): the chart style and the dasha year length.
import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";

export interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange(value: V): void;
}

export function ChoiceGroup<V extends string>({ label, value, options, onChange }: ChoiceGroupProps<V>) {
  return (
    <RadioGroup
      className="depth-choice"
      value={value}
      orientation="horizontal"
      onChange={(next) => {
        const picked = options.find((option) => option.value === next);
        if (picked) onChange(picked.value);
      }}
    >
      <Label className="depth-choice__label">{label}</Label>
      <div className="depth-choice__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="depth-choice__option">
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
