// The login modal of the questions, chat, profile and subscription screens: a login actor per opening (prefilled when
// the registration modal or ?email= asked), closed once logged in. The app-level login prompt opens it too.
import { useSelector } from "@xstate/react";
import { useCallback, useEffect, useState } from "react";
import { type ActorRefFrom, createActor } from "xstate";
import type { LoginFrom, loginMachine } from "../../../machines/login";
import { useAppLogic } from "../../app/LogicContext";
import { loginMachineFor, wireLogin } from "./bindings";
import type { LoginModalProps } from "./LoginModal";
import { type LoginPromptRequest, loginPrompt } from "./loginPrompt";
import { useLoginForm } from "./useLoginForm";

type LoginActor = ActorRefFrom<typeof loginMachine>;

export interface LoginModalControl {
  props: LoginModalProps;
  open(prefill?: LoginPromptRequest): void;
  close(): void;
}

export function useLoginModal(
  from: LoginFrom,
  options: { onCreateAccount: () => void; showReplaceNote?: boolean },
): LoginModalControl {
  const logic = useAppLogic();
  const [opened, setOpened] = useState<{ actor: LoginActor; prefill: LoginPromptRequest | null } | null>(null);

  const open = useCallback(
    (prefill?: LoginPromptRequest) => {
      const login = wireLogin(logic.environment);
      const actor = createActor(loginMachineFor(login.ports), { input: login.input(from, prefill) });
      actor.start();
      setOpened({ actor, prefill: prefill ?? null });
    },
    [logic, from],
  );
  const close = useCallback(() => setOpened(null), []);
  useEffect(() => loginPrompt.listen((request) => open(request ?? undefined)), [open]);
  useEffect(() => () => opened?.actor.stop(), [opened]);

  const actor = opened?.actor;
  const loggedIn = useSelector(actor, (s) => Boolean(s?.matches("loggedIn")));
  useEffect(() => {
    if (loggedIn) setOpened(null);
  }, [loggedIn]);
  const form = useLoginForm(actor, opened?.prefill ?? null, () => {
    setOpened(null);
    options.onCreateAccount();
  });

  return {
    open,
    close,
    props: {
      isOpen: opened !== null,
      onCancel: close,
      // Right after a modal registration the guest's chart went to the new account: nothing is replaced then.
      showReplaceNote: (options.showReplaceNote ?? false) && !opened?.prefill?.password,
      ...form,
    },
  };
}
