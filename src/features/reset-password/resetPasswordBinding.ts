// /reset-password's machine bound to the app where the screen lives (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import { resetPasswordMachine } from "../../../machines/resetPassword";
import { boundOnce } from "../../app/boundOnce";

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
  notifyDone(message: string): void;
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
