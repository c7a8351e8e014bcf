// /verification wired to the app: the ports its binding (src/features/verification/verificationBinding.ts) binds the
// machine to. Imported by the screen, so it loads with it rather than with the first load (src/app/boundOnce.ts).
import { readKeys } from "../../adapters/api";
import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import type { VerificationPorts } from "./verificationBinding";

export const wireVerification = boundOnce((app: ScreenEnvironment) => {
  const { api, cache, clock, navigation, links } = app.adapters;
  /** When the verification page last opened the app's intent link (for the store fallback's 3 s check). */
  let appLinkOpenedAt = 0;
  const ports: VerificationPorts = {
    verifyEmail: (token) => api.verifyEmail(token),
    saveRegisteredEmail: (email) => {
      app.patch({ registered_email: email });
      // Verified in the browser that is logged in to that account: its profile shows it at once.
      if (app.isAuthenticated() && app.store().profile.email === email) {
        app.patch({ profile: { ...app.store().profile, email_verified: true } });
        void cache.invalidate(readKeys.user).catch(() => {});
      }
    },
    openApp: (query) => {
      appLinkOpenedAt = clock.now();
      navigation.openExternal(links.appIntent(query));
    },
    openStore: () => navigation.openExternal(links.storePage),
    appLinkOpenedAt: () => appLinkOpenedAt,
    now: () => clock.now(),
  };
  return { ports };
});
