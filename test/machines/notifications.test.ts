import { notificationsSpec } from "./models/notifications.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(notificationsSpec);
