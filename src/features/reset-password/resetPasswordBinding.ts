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
}

export const resetPasswordMachineFor = boundOnce((ports: ResetPasswordPorts) =>
  resetPasswordMachine.provide({
    actors: { resetPassword: fromPromise(({ input }) => ports.resetPassword(input)) },
  }),
);
