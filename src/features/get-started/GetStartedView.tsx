// /get-started (SPEC §2): the birth details form. Submitting hands the values to the caller, which
// validates them (SPEC §5) and shows its messages through `errors`.
import type { FormEvent } from "react";
import type { BirthCalendar } from "../../../machines/lib/birthCalendar";
import type { NativePickers } from "../../ui/BirthDetailsFields";
import { Button } from "../../ui/Button";
import type { CitySearchFieldProps } from "../../ui/CitySearchField";
import type { FieldErrors } from "../../ui/formTypes";
import { type BirthFormValues, type SubmittedBirthValues, usePersonBirthForm } from "../../ui/PersonBirthForm";
import "./GetStartedView.css";
import { useStore } from "@nanostores/react";
import type { Said } from "../../../machines/lib/callFailure";
import { i18n } from "../../i18n/i18n";
import { useMessage } from "../../i18n/messages";

export const getStartedMessages = i18n("getStarted", {
  title: "GET STARTED",
  subtitle: "Fill out the information to get started with the astrology",
  fullName: "Full name",
  namePlaceholder: "First and last name",
  continue: "Continue",
  changeQuestion: "Choose another question",
});

export interface GetStartedViewProps {
  status: "idle" | "submitting";
  errors: FieldErrors;
  /** A general error (e.g. the bot-protection message of a 422). */
  formError?: Said | null;
  city: Omit<CitySearchFieldProps, "errors" | "label">;
  nativePickers?: NativePickers | undefined;
  onSubmit: (values: BirthFormValues) => void;
  onEditField?: (field: keyof BirthFormValues) => void;
  /** The birth date's calendar (the machine's switch) and its change. */
  calendar: BirthCalendar;
  onCalendarChange: (calendar: BirthCalendar) => void;
  /** The values last submitted: the form comes back with them after a failed generation (no lost input). */
  submitted?: SubmittedBirthValues | null;
  /** Back to the question list, to choose the free question again. */
  onChangeQuestion?: () => void;
}

export function GetStartedView(props: GetStartedViewProps) {
  const { status } = props;
  const t = useStore(getStartedMessages);
  const message = useMessage();
  const form = usePersonBirthForm({
    ...props,
    nameLabel: t.fullName,
    namePlaceholder: t.namePlaceholder,
    nameAutoComplete: "name",
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(form.values());
  };
  return (
    <main className="screen get-started">
      <header className="screen__header">
        {props.onChangeQuestion ? (
          <Button variant="ghost" onPress={props.onChangeQuestion}>
            {t.changeQuestion}
          </Button>
        ) : null}
        <h1 className="screen__title screen__title--caps">{t.title}</h1>
        <p className="screen__subtitle">{t.subtitle}</p>
      </header>
      <form className="card get-started__form" onSubmit={submit} noValidate>
        {form.fields}
        {props.formError ? (
          <p className="error-text" role="alert">
            {message(props.formError)}
          </p>
        ) : null}
        <Button type="submit" wide isDisabled={status === "submitting"}>
          {t.continue}
        </Button>
      </form>
    </main>
  );
}
