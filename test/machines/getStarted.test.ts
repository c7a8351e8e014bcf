import { getStartedSpec } from "./models/getStarted.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(getStartedSpec);
