// The register modal of /chat and /profile: a registration actor (modal mode) per opening. Success opens the login
// modal prefilled (the machine's openLoginPrefilled), so this one closes.
import { useSelector } from "@xstate/react";
import { useCallback, useEffect, useState } from "react";
import { type ActorRefFrom, createActor } from "xstate";
import type { registrationMachine } from "../../../machines/registration";
import { useAppLogic } from "../../app/LogicContext";
import { policyUrls } from "../../config";
import type { PolicyKind } from "../../ui/PolicyModal";
import { registrationMachineFor, wireRegistration } from "./bindings";
import type { RegisterModalProps } from "./RegisterModal";
import { registrationValues } from "./registrationValues";

type RegistrationActor = ActorRefFrom<typeof registrationMachine>;

const hiddenCity: RegisterModalProps["city"] = {
  value: "",
  results: [],
  status: "idle",
  onChange: () => {},
  onSelect: () => {},
};

export interface RegisterModalControl {
  props: RegisterModalProps;
  open(): void;
  close(): void;
}

export function useRegisterModal(options: { onLoginNow: () => void }): RegisterModalControl {
  const logic = useAppLogic();
  const [actor, setActor] = useState<RegistrationActor | null>(null);
  const [policy, setPolicy] = useState<PolicyKind | null>(null);
  const open = useCallback(() => {
    const registration = wireRegistration(logic.environment);
    const created = createActor(registrationMachineFor(registration.ports), { input: registration.input("modal") });
    created.start();
    setActor(created);
  }, [logic]);
  const close = useCallback(() => setActor(null), []);
  useEffect(() => () => actor?.stop(), [actor]);

  const submitting = useSelector(actor ?? undefined, (s) => Boolean(s?.matches("submitting")));
  const succeeded = useSelector(actor ?? undefined, (s) => Boolean(s?.matches("success")));
  const fieldErrors = useSelector(actor ?? undefined, (s) => s?.context.fieldErrors ?? {});
  useEffect(() => {
    if (succeeded) setActor(null);
  }, [succeeded]);

  return {
    open,
    close,
    props: {
      isOpen: actor !== null,
      onCancel: close,
      status: submitting ? "submitting" : "idle",
      errors: fieldErrors,
      city: hiddenCity,
      onSubmit: (values) =>
        actor?.send({
          type: "register.submitted",
          values: registrationValues(values, { country: "", placeId: null, place: values.birth_place }),
        }),
      onLoginNow: () => {
        setActor(null);
        options.onLoginNow();
      },
      onOpenPolicy: setPolicy,
      onEditField: (field) => actor?.send({ type: "register.fieldEdited", field }),
      policy: { open: policy, urls: policyUrls, onClose: () => setPolicy(null) },
    },
  };
}
