// The native app's date and time pickers (docs/product.md §7 bridge) as the birth forms use them: an answer is checked before it
// is kept, and a kept answer clears its field's error. /get-started and /matching share these rules.

import { to24Hour } from "../../contract/time-rule";
import type { FieldErrors } from "./birthForm";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A native date picker's answer as YYYY-MM-DD (a real calendar date), else null. */
export function pickedBirthDate(answer: string | null): string | null {
  // Stryker disable next-line StringLiteral: any text without a date fails ISO_DATE as the empty one does
  const match = ISO_DATE.exec(answer?.trim() ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an impossible date rolls over into a different month and day or year and month, so any two of the three checks catch it
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? (match[0] ?? null) : null;
}

/** A native time picker's answer as HH:MM (24-hour or 12-hour with AM/PM accepted), else null. */
export function pickedBirthTime(answer: string | null): string | null {
  return answer === null ? null : to24Hour(answer);
}

export interface PickedBirthValues {
  birth_date: string;
  birth_time: string;
}

/** A picker answered: a well-formed value is kept and clears the field's error; a cancel or a bad answer keeps the old. */
export function afterPick<C extends { picked: PickedBirthValues; errors: FieldErrors }>(
  context: C,
  field: keyof PickedBirthValues,
  value: string | null,
): Partial<C> {
  if (value === null) return {};
  const { [field]: _cleared, ...errors } = context.errors;
  return { picked: { ...context.picked, [field]: value }, errors } as Partial<C>;
}
