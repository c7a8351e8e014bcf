// The partner's birth details for a match: the /get-started form's parts (name, gender, the BS/AD birth date, the
// place search, the time; the native pickers in the app) with the same rules and messages, which the machine applies.
import { useStore } from "@nanostores/react";
import type { FormEvent } from "react";
import type { BirthCalendar } from "../../../machines/lib/birthCalendar";
import type { Said } from "../../../machines/lib/callFailure";
import { i18n } from "../../i18n/i18n";
import { useMessage } from "../../i18n/messages";
import type { NativePickers } from "../../ui/BirthDetailsFields";
import { Button } from "../../ui/Button";
import type { CitySearchFieldProps } from "../../ui/CitySearchField";
import type { FieldErrors } from "../../ui/formTypes";
import { type BirthFormValues, type SubmittedBirthValues, usePersonBirthForm } from "../../ui/PersonBirthForm";

export const matchFormMessages = i18n("matchForm", {
  title: "Your partner's birth details",
  hint: "Their Moon sign and nakshatra are matched with your own kundali.",
  fullName: "Full name",
  namePlaceholder: "First and last name",
  submit: "Match kundali",
  submitting: "Matching...",
});

export type MatchFormValues = BirthFormValues;

export interface MatchFormProps {
  status: "idle" | "submitting";
  errors: FieldErrors;
  /** 409 (no chart yet), 429 (the hourly limit), offline, a failure: shown above the button. */
  formError?: Said | null;
  city: Omit<CitySearchFieldProps, "errors" | "label">;
  nativePickers?: NativePickers | undefined;
  calendar: BirthCalendar;
  onCalendarChange: (calendar: BirthCalendar) => void;
  onSubmit: (values: MatchFormValues) => void;
  onEditField?: (field: keyof MatchFormValues) => void;
  /** The values last submitted: the form comes back with them after a failure (no lost input). */
  submitted?: SubmittedBirthValues | null;
}

export function MatchForm(props: MatchFormProps) {
  const { status } = props;
  const t = useStore(matchFormMessages);
  const message = useMessage();
  const form = usePersonBirthForm({
    ...props,
    nameLabel: t.fullName,
    namePlaceholder: t.namePlaceholder,
    nameAutoComplete: "off",
  });
  const submitting = status === "submitting";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    props.onSubmit(form.values());
  };
  return (
    <section className="card matching__form-card" aria-labelledby="match-form-title">
      <h2 id="match-form-title" className="card__title">
        {t.title}
      </h2>
      <p className="muted matching__hint">{t.hint}</p>
      <form className="matching__form" onSubmit={submit} noValidate aria-busy={submitting}>
        {form.fields}
        {props.formError ? (
          <p className="error-text" role="alert">
            {message(props.formError)}
          </p>
        ) : null}
        {submitting ? (
          <p className="status-text matching__submitting" role="status">
            {t.submitting}
          </p>
        ) : null}
        <Button type="submit" wide isDisabled={submitting}>
          {t.submit}
        </Button>
      </form>
    </section>
  );
}
