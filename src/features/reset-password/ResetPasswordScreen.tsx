// /reset-password?token=..&email=..: the reset machine; the query is read once, then stripped from the address.
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useAppLogic } from "../../app/LogicContext";
import { useNoticeToast } from "../../app/useNoticeToast";
import { ResetPasswordView } from "./ResetPasswordView";
import { resetPasswordMachineFor } from "./resetPasswordBinding";
import { wireResetPassword } from "./resetPasswordWiring";

export function ResetPasswordScreen() {
  const logic = useAppLogic();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [link] = useState(() => {
    const query = new URLSearchParams(search);
    return { token: query.get("token") ?? "", email: query.get("email") ?? "" };
  });
  useEffect(() => {
    if (search) navigate("/reset-password", { replace: true });
  }, [search, navigate]);
  const actor = useActorRef(resetPasswordMachineFor(wireResetPassword(logic.environment).ports), { input: link });
  const submitting = useSelector(actor, (s) => s.matches("submitting"));
  const done = useSelector(actor, (s) => s.matches("done"));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  useNoticeToast(useSelector(actor, (s) => s.context.message));
  // Done: the server's message shows as a toast, and the login page takes the new password.
  useEffect(() => {
    if (done) navigate("/login");
  }, [done, navigate]);
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
