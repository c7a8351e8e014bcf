// reset-password's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports,
// and each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this
// file, so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).
import { fromPromise } from "xstate";
import type { Said } from "../../../machines/lib/callFailure";
import { resetPasswordMachine } from "../../../machines/resetPassword";
import type { ScreenEnvironment } from "../../app/logic";
import { boundOnce } from "../../wiring/boundOnce";

// /reset-password's machine bound to the app where the screen lives.
export interface ResetPasswordPorts {
  resetPassword(request: {
    token: string;
    email: string;
    password: string;
    password_confirmation: string;
  }): Promise<unknown>;
  /** Replaces the address with the bare /reset-password (the token leaves the history). */
  forgetLink(): void;
  /** The success message, as a toast that stays through the navigation to the login. */
  notifyDone(message: Said): void;
  goToLogin(): void;
}

export const resetPasswordMachineFor = boundOnce((ports: ResetPasswordPorts) =>
  resetPasswordMachine.provide({
    actors: { resetPassword: fromPromise(({ input }) => ports.resetPassword(input)) },
    actions: {
      forgetLink: () => ports.forgetLink(),
      notifyDone: (_, message) => ports.notifyDone(message),
      goToLogin: () => ports.goToLogin(),
    },
  }),
);

// /reset-password wired to the app: the ports the binding above binds the machine to.
export const wireResetPassword = boundOnce(({ adapters: { api, navigation, toasts } }: ScreenEnvironment) => {
  const ports: ResetPasswordPorts = {
    resetPassword: (request) => api.resetPassword(request),
    forgetLink: () => navigation.replace("/reset-password"),
    notifyDone: (message) => toasts.success(message),
    goToLogin: () => navigation.navigate("/login"),
  };
  return { ports };
});
