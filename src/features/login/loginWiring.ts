// The login wired to the app: the ports its binding (src/features/login/loginBinding.ts) binds the machine to, and its
// input. Imported by /login and the login modal's hook, so it loads with them rather than with the first load
// (src/app/boundOnce.ts).
import type { InputFrom } from "xstate";
import type { LoginFrom, loginMachine } from "../../../machines/login";
import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import type { LoginPorts } from "./loginBinding";

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
