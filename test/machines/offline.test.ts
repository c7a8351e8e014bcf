import { offlineSpec } from "./models/offline.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(offlineSpec);
