// The birth form's wiring to its machine, the same on /get-started and on /matching (whose partner form is this
// form's parts): the calendar switch, the city search, the native pickers in the native app, each edit and the
// submit, as the form events both machines take (machines/lib/birthForm.ts).
import type { BirthCalendar } from "../../../machines/lib/birthCalendar";
import type { BirthFormEvent } from "../../../machines/lib/birthForm";
import type { PickedBirthValues } from "../../../machines/lib/nativePickers";
import type { BirthFormValues } from "../../ui/PersonBirthForm";
import { birthPlaceValues, type useCitySearch } from "../city-search";

interface BirthFormState {
  /** The machine's calendar switch. */
  calendar: BirthCalendar;
  /** What the native pickers answered (the machine keeps it). */
  picked: PickedBirthValues;
  city: ReturnType<typeof useCitySearch>;
  isNativeApp: boolean;
}

/** The form's props that speak to the machine: spread them into the view. */
export function birthFormWiring(send: (event: BirthFormEvent) => void, form: BirthFormState) {
  return {
    calendar: form.calendar,
    onCalendarChange: (next: BirthCalendar) => send({ type: "form.calendarChosen", calendar: next }),
    city: form.city.field,
    nativePickers: form.isNativeApp
      ? {
          date: form.picked.birth_date,
          time: form.picked.birth_time,
          onPickDate: () => send({ type: "form.datePickRequested" }),
          onPickTime: () => send({ type: "form.timePickRequested" }),
        }
      : undefined,
    onSubmit: (values: BirthFormValues) =>
      send({
        type: "form.submitted",
        // the machine sets the calendar from its own switch
        values: { ...values, ...birthPlaceValues(form.city), gender: values.gender ?? "", calendar: form.calendar },
      }),
    onEditField: (field: keyof BirthFormValues) => send({ type: "form.fieldEdited", field }),
  };
}
