// The registration machine bound to the app where its screens live: /register, and the register modal of /chat and
// /profile (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import type { GuruProfile } from "../../../contract/user";
import { type RegisterAnswer, registrationMachine } from "../../../machines/registration";
import { boundOnce } from "../../app/boundOnce";

export interface RegistrationPorts {
  register(values: Record<string, string>): Promise<RegisterAnswer>;
  showSuccess(message: string): void;
  saveGuruProfile(guru: GuruProfile | null): void;
  clearSavedQuestion(): void;
  rememberRegisteredEmail(email: string): void;
  openLoginPrefilled(credentials: { email: string; password: string }): void;
  goToLogin(): void;
}

export const registrationMachineFor = boundOnce((ports: RegistrationPorts) =>
  registrationMachine.provide({
    actors: { register: fromPromise(({ input }) => ports.register(input)) },
    actions: {
      showSuccess: (_, message) => ports.showSuccess(message),
      saveGuruProfile: (_, guru) => ports.saveGuruProfile(guru),
      clearSavedQuestion: () => ports.clearSavedQuestion(),
      rememberRegisteredEmail: (_, email) => ports.rememberRegisteredEmail(email),
      openLoginPrefilled: (_, credentials) => ports.openLoginPrefilled(credentials),
      goToLogin: () => ports.goToLogin(),
    },
  }),
);
