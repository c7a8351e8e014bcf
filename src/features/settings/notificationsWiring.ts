// Settings' notification toggle wired to the app: the ports its binding (src/features/settings/notificationsBinding.ts)
// binds the machine to, and its input (the kept setting). Imported by the screen, so it loads with it rather than with
// the first load (src/app/boundOnce.ts).
import type { InputFrom } from "xstate";
import type { notificationsMachine } from "../../../machines/notifications";
import { boundOnce } from "../../app/boundOnce";
import { NOTIFICATIONS_KEY, type ScreenEnvironment } from "../../app/logic";
import type { NotificationsPorts } from "./notificationsBinding";

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
