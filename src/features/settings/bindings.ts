// settings's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports, and
// each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this file,
// so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).

import type { InputFrom } from "xstate";
import { fromPromise } from "xstate";
import { deleteAccountMachine } from "../../../machines/deleteAccount";
import { notificationsMachine } from "../../../machines/notifications";
import { NOTIFICATIONS_KEY } from "../../adapters/storage";
import type { ScreenEnvironment } from "../../app/logic";
import { boundOnce } from "../../wiring/boundOnce";

// Settings' account deletion bound to the app where the screen lives.
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

// Settings' account deletion wired to the app: the ports the binding above binds the machine to.
export const wireDeleteAccount = boundOnce((app: ScreenEnvironment) => {
  const { api, toasts } = app.adapters;
  const ports: DeleteAccountPorts = {
    deleteAccount: (confirmation) => api.deleteAccount(confirmation),
    showDeleted: (message) => toasts.successAfterReload(message),
    logOut: () => app.session.send({ type: "session.logout" }),
  };
  return { ports };
});

// Settings' notification toggle bound to the app where the screen lives.
export interface NotificationsPorts {
  initialize(): void;
  subscribe(topics: string[]): void;
  unsubscribe(topics: string[]): void;
  saveSetting(enabled: boolean): void;
}

export const notificationsMachineFor = boundOnce((ports: NotificationsPorts) =>
  notificationsMachine.provide({
    actions: {
      initialize: () => ports.initialize(),
      subscribe: (_, topics) => ports.subscribe(topics),
      unsubscribe: (_, topics) => ports.unsubscribe(topics),
      saveSetting: (_, enabled) => ports.saveSetting(enabled),
    },
  }),
);

// Settings' notification toggle wired to the app: the ports the binding above binds the machine to, and its input (the
// kept setting).
export const wireNotifications = boundOnce((app: ScreenEnvironment) => {
  const { bridge, storage } = app.adapters;
  const ports: NotificationsPorts = {
    initialize: () => bridge.initializeNotification(),
    subscribe: (topics) => bridge.notificationSubscribe(topics),
    unsubscribe: (topics) => bridge.notificationUnsubscribe(topics),
    saveSetting: (enabled) => storage.set(NOTIFICATIONS_KEY, String(enabled)),
  };
  return {
    ports,
    input: (): InputFrom<typeof notificationsMachine> => ({ enabled: storage.get(NOTIFICATIONS_KEY) !== "false" }),
  };
});
