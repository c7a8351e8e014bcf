// /login: the login machine (page mode) on the login page.
import { useActorRef } from "@xstate/react";
import { useLocation } from "wouter";
import { useAppLogic } from "../../app/LogicContext";
import { loginMachineFor, wireLogin } from "./bindings";
import { LoginView } from "./LoginView";
import { useLoginForm } from "./useLoginForm";

export function LoginScreen() {
  const logic = useAppLogic();
  const [, navigate] = useLocation();
  const login = wireLogin(logic.environment);
  const actor = useActorRef(loginMachineFor(login.ports), { input: login.input("page") });
  return <LoginView {...useLoginForm(actor, null, () => navigate("/register"))} />;
}
