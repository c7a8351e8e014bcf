// /verification's machine bound to the app where the screen lives (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import { appDidNotOpen, verificationMachine } from "../../../machines/verification";
import { boundOnce } from "../../app/boundOnce";

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
