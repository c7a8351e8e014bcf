// /reset-password wired to the app: the ports its binding (src/features/reset-password/resetPasswordBinding.ts) binds
// the machine to. Imported by the screen, so it loads with it rather than with the first load (src/app/boundOnce.ts).

import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import type { ResetPasswordPorts } from "./resetPasswordBinding";

export const wireResetPassword = boundOnce(({ adapters: { api, navigation, toasts } }: ScreenEnvironment) => {
  const ports: ResetPasswordPorts = {
    resetPassword: (request) => api.resetPassword(request),
    forgetLink: () => navigation.replace("/reset-password"),
    notifyDone: (message) => toasts.success(message),
    goToLogin: () => navigation.navigate("/login"),
  };
  return { ports };
});
