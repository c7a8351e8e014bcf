// The login form's props from a login actor (page or modal): mode, busy flag, field errors, and the events.
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { loginMachine } from "../../../machines/login";
import { useNoticeToast } from "../../ui/useNoticeToast";
import type { LoginFormProps } from "./LoginForm";

export function useLoginForm(
  actor: ActorRefFrom<typeof loginMachine> | undefined,
  prefill: { email: string; password: string } | null,
  onCreateAccount: () => void,
): LoginFormProps {
  const mode = useSelector(actor, (s) => (s?.matches("forgot") ? "forgot" : "login"));
  const busy = useSelector(actor, (s) =>
    Boolean(s?.matches({ login: "submitting" }) || s?.matches({ forgot: "sending" })),
  );
  const fieldErrors = useSelector(actor, (s) => s?.context.fieldErrors ?? noErrors);
  useNoticeToast(useSelector(actor, (s) => s?.context.message ?? null));
  return {
    mode,
    status: busy ? "submitting" : "idle",
    errors: fieldErrors,
    initialEmail: prefill?.email ?? "",
    initialPassword: prefill?.password ?? "",
    onLogin: (credentials) => actor?.send({ type: "login.submitted", ...credentials }),
    onSendResetEmail: (email) => actor?.send({ type: "forgot.submitted", email }),
    onForgotPassword: () => actor?.send({ type: "login.forgotPassword" }),
    onBackToLogin: () => actor?.send({ type: "login.backToLogin" }),
    onCreateAccount,
    onEditField: (field) => actor?.send({ type: "login.fieldEdited", field }),
  };
}

const noErrors: Record<string, string> = {};
