// The native app's date and time pickers (docs/product.md §7 bridge) as the birth forms use them: an answer is checked before it
// is kept, and a kept answer clears its field's error. /get-started and /matching share these rules, the two picker
// actors and the states that wait for them.

import { assign, type DoneActorEvent, type EventObject, fromPromise } from "xstate";
import { to24Hour } from "../../contract/time-rule";
import type { FieldErrors } from "./birthForm";
import { notProvided } from "./placeholders";

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

/** The pickers as a machine's placeholders: each opens with the field's current value and answers null on a cancel. */
export const nativePickerActors = {
  pickDate: fromPromise<string | null, string>(notProvided("pickDate")),
  pickTime: fromPromise<string | null, string>(notProvided("pickTime")),
};

/** What a birth form with native pickers keeps: the picked values and the fields' errors. */
interface PickerForm {
  picked: PickedBirthValues;
  errors: FieldErrors;
}

/**
 * A birth form's editing states while a picker is open: `idle`, `pickingDate` and `pickingTime`. The form enters a
 * picking state on its own event (a new tap reopens the picker); either answer, a cancel or a failure returns to idle.
 */
export function nativePickerStates<Context extends PickerForm, Event extends EventObject>() {
  const picking = <Src extends keyof typeof nativePickerActors>(
    src: Src,
    field: keyof PickedBirthValues,
    read: (answer: string | null) => string | null,
  ) => ({
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: Context }) => context.picked[field],
      onDone: {
        target: "idle",
        // Typed with the machine's own events (its transitions expect no less); it spawns no actor.
        actions: assign<Context, DoneActorEvent<string | null>, undefined, Event, never>(({ context, event }) =>
          afterPick(context, field, read(event.output)),
        ),
      },
      onError: { target: "idle" },
    },
  });
  return {
    initial: "idle",
    states: {
      idle: {},
      pickingDate: picking("pickDate", "birth_date", pickedBirthDate),
      pickingTime: picking("pickTime", "birth_time", pickedBirthTime),
    },
  } as const;
}
