import { walkthroughSpec } from "./models/walkthrough.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(walkthroughSpec);
