// Settings' notification toggle wired to the app: the ports its binding (src/screens/settings/notificationsBinding.ts)
// binds the machine to, and its input (the kept setting). Imported by the screen, so it loads with it rather than with
// the first load (src/app/boundOnce.ts).
import type { InputFrom } from "xstate";
import type { notificationsMachine } from "../../machines/notifications";
import type { NotificationsPorts } from "../screens/settings/notificationsBinding";
import { boundOnce } from "./boundOnce";
import { NOTIFICATIONS_KEY, type ScreenEnvironment } from "./logic";

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
