// verification's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports,
// and each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this
// file, so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).
import { fromPromise } from "xstate";
import { appDidNotOpen, verificationMachine } from "../../../machines/verification";
import { readKeys } from "../../adapters/api";
import type { ScreenEnvironment } from "../../app/logic";
import { boundOnce } from "../../wiring/boundOnce";

// /verification's machine bound to the app where the screen lives.
export interface VerificationPorts {
  verifyEmail(token: string): Promise<{ email: string }>;
  saveRegisteredEmail(email: string): void;
  /** Opens the native app's intent link, and notes when (appLinkOpenedAt). */
  openApp(link: { email: string | null; login: boolean }): void;
  openStore(): void;
  /** When the intent link was last opened (0 before), for the store fallback's 3 s check. */
  appLinkOpenedAt(): number;
  now(): number;
}

export const verificationMachineFor = boundOnce((ports: VerificationPorts) =>
  verificationMachine.provide({
    actors: { verifyEmail: fromPromise(({ input }) => ports.verifyEmail(input)) },
    actions: {
      saveRegisteredEmail: (_, email) => ports.saveRegisteredEmail(email),
      openApp: (_, link) => ports.openApp(link),
      openStore: () => ports.openStore(),
    },
    guards: {
      appDidNotOpen: ({ context }) =>
        appDidNotOpen({ pageLeft: context.appLeft, openedAt: ports.appLinkOpenedAt(), now: ports.now() }),
    },
  }),
);

// /verification wired to the app: the ports the binding above binds the machine to.
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
