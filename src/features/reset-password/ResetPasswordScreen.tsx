// /reset-password?token=..&email=..: the reset machine; the query is read once (the machine has it stripped from the
// address, and when the password is reset, shows the server's message as a toast and goes to the login).
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { useSearch } from "wouter";
import { useAppLogic } from "../../app/LogicContext";
import { resetPasswordMachineFor, wireResetPassword } from "./bindings";
import { ResetPasswordView } from "./ResetPasswordView";

export function ResetPasswordScreen() {
  const logic = useAppLogic();
  const search = useSearch();
  const [link] = useState(() => {
    const query = new URLSearchParams(search);
    return { token: query.get("token") ?? "", email: query.get("email") ?? "", linkInAddress: search !== "" };
  });
  const actor = useActorRef(resetPasswordMachineFor(wireResetPassword(logic.environment).ports), { input: link });
  const submitting = useSelector(actor, (s) => s.matches("submitting"));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  return (
    <ResetPasswordView
      status={submitting ? "submitting" : "idle"}
      errors={fieldErrors}
      initialEmail={link.email}
      onSubmit={(values) => actor.send({ type: "reset.submitted", ...values })}
      onEditField={(field) => actor.send({ type: "reset.fieldEdited", field })}
    />
  );
}
