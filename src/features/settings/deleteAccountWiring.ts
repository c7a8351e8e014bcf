// Settings' account deletion wired to the app: the ports its binding (src/features/settings/deleteAccountBinding.ts)
// binds the machine to. Imported by the screen, so it loads with it rather than with the first load
// (src/app/boundOnce.ts).

import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import type { DeleteAccountPorts } from "./deleteAccountBinding";

export const wireDeleteAccount = boundOnce((app: ScreenEnvironment) => {
  const { api, toasts } = app.adapters;
  const ports: DeleteAccountPorts = {
    deleteAccount: (confirmation) => api.deleteAccount(confirmation),
    showDeleted: (message) => toasts.successAfterReload(message),
    logOut: () => app.session.send({ type: "session.logout" }),
  };
  return { ports };
});
