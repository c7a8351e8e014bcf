import { resetPasswordSpec } from "./models/resetPassword.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(resetPasswordSpec);
