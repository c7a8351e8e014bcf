// /reset-password wired to the app: the ports its binding (src/screens/reset-password/resetPasswordBinding.ts) binds
// the machine to. Imported by the screen, so it loads with it rather than with the first load (src/app/boundOnce.ts).
import type { ResetPasswordPorts } from "../screens/reset-password/resetPasswordBinding";
import { boundOnce } from "./boundOnce";
import type { ScreenEnvironment } from "./logic";

export const wireResetPassword = boundOnce(({ adapters: { api } }: ScreenEnvironment) => {
  const ports: ResetPasswordPorts = { resetPassword: (request) => api.resetPassword(request) };
  return { ports };
});
