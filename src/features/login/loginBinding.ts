// The login machine bound to the app where its screens live: /login, and the login modal of the screens that open
// it (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import { type LoginAnswer, type LoginFrom, loginMachine } from "../../../machines/login";
import { boundOnce } from "../../app/boundOnce";

export interface LoginPorts {
  logIn(credentials: { email: string; password: string }): Promise<LoginAnswer>;
  sendResetEmail(email: string): Promise<unknown>;
  completeLogin(answer: LoginAnswer): void;
  afterLogin(from: LoginFrom): void;
}

export const loginMachineFor = boundOnce((ports: LoginPorts) =>
  loginMachine.provide({
    actors: {
      logIn: fromPromise(({ input }) => ports.logIn(input)),
      sendResetEmail: fromPromise(({ input }) => ports.sendResetEmail(input)),
    },
    actions: {
      completeLogin: (_, answer) => ports.completeLogin(answer),
      afterLogin: (_, from) => ports.afterLogin(from),
    },
  }),
);
