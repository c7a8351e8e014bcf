// login's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports, and each
// wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this file, so
// it loads with the screen, not with the first load (src/wiring/boundOnce.ts).

import type { InputFrom } from "xstate";
import { fromPromise } from "xstate";
import { type LoginAnswer, type LoginFrom, loginMachine } from "../../../machines/login";
import type { ScreenEnvironment } from "../../app/logic";
import { boundOnce } from "../../wiring/boundOnce";

// The login machine bound to the app where its screens live: /login, and the login modal of the screens that open it.
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

// The login wired to the app: the ports the binding above binds the machine to, and its input.
export const wireLogin = boundOnce((app: ScreenEnvironment) => {
  const { api, navigation } = app.adapters;
  const ports: LoginPorts = {
    logIn: (credentials) => api.login(credentials),
    sendResetEmail: (email) => api.forgotPassword(email),
    completeLogin: (answer) => {
      app.session.send({
        type: "session.loggedIn",
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
      });
      app.patch({ profile: { ...answer.user, guru_profile: answer.guru_profile ?? answer.user.guru_profile } });
      app.markWalkthroughSeen();
      app.track("login", "success");
    },
    afterLogin: (from) => (from === "chat" ? navigation.reload() : navigation.navigate("/kundali")),
  };
  return {
    ports,
    input: (from: LoginFrom, prefill: { email?: string; password?: string } = {}): InputFrom<typeof loginMachine> => ({
      email: prefill.email ?? "",
      password: prefill.password ?? "",
      from,
    }),
  };
});
