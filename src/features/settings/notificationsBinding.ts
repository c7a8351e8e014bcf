// Settings' notification toggle bound to the app where the screen lives (src/app/boundOnce.ts says why).
import { notificationsMachine } from "../../../machines/notifications";
import { boundOnce } from "../../app/boundOnce";

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
