// Settings' account deletion bound to the app where the screen lives (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import { deleteAccountMachine } from "../../../machines/deleteAccount";
import { boundOnce } from "../../app/boundOnce";

export interface DeleteAccountPorts {
  deleteAccount(confirmation: string): Promise<unknown>;
  /** The server's confirmation, shown after the logout's reload. */
  showDeleted(message: string): void;
  logOut(): void;
}

export const deleteAccountMachineFor = boundOnce((ports: DeleteAccountPorts) =>
  deleteAccountMachine.provide({
    actors: { deleteAccount: fromPromise(({ input }) => ports.deleteAccount(input)) },
    actions: {
      showDeleted: (_, message) => ports.showDeleted(message),
      logOut: () => ports.logOut(),
    },
  }),
);
