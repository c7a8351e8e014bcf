import { verificationSpec } from "./models/verification.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(verificationSpec);
