// /register: the registration machine (page mode) on the register page, with the birth-place search.
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { useLocation } from "wouter";
import { useAppLogic } from "../../app/LogicContext";
import { policyUrls } from "../../config";
import type { PolicyKind } from "../../ui/PolicyModal";
import { useCitySearch } from "../city-search";
import { registrationMachineFor, wireRegistration } from "./bindings";
import { RegisterView } from "./RegisterView";
import { registrationValues } from "./registrationValues";

export function RegisterScreen() {
  const logic = useAppLogic();
  const [, navigate] = useLocation();
  const registration = wireRegistration(logic.environment);
  const actor = useActorRef(registrationMachineFor(registration.ports), { input: registration.input("page") });
  const city = useCitySearch();
  const [policy, setPolicy] = useState<PolicyKind | null>(null);
  const submitting = useSelector(actor, (s) => s.matches("submitting"));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const calendar = useSelector(actor, (s) => s.context.calendar);
  return (
    <RegisterView
      status={submitting ? "submitting" : "idle"}
      errors={fieldErrors}
      city={city.field}
      calendar={calendar}
      onCalendarChange={(next) => actor.send({ type: "register.calendarChosen", calendar: next })}
      onSubmit={(values) => actor.send({ type: "register.submitted", values: registrationValues(values, city) })}
      onLoginNow={() => navigate("/login")}
      onOpenPolicy={setPolicy}
      onEditField={(field) => actor.send({ type: "register.fieldEdited", field })}
      onBack={() => navigate("/login")}
      policy={{ open: policy, urls: policyUrls, onClose: () => setPolicy(null) }}
    />
  );
}
