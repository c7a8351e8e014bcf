// The profile's own machine (another verification mail) bound to the app. The screen imports this file, so it loads
// with the screen, not with the first load (src/wiring/boundOnce.ts).
import { fromPromise } from "xstate";
import { verificationMailMachine } from "../../../machines/verificationMail";
import type { ScreenEnvironment } from "../../app/logic";
import { boundOnce } from "../../wiring/boundOnce";

export const verificationMailMachineFor = boundOnce((app: ScreenEnvironment) =>
  verificationMailMachine.provide({
    actors: { sendVerificationMail: fromPromise(({ input }) => app.adapters.api.resendVerification(input)) },
  }),
);
