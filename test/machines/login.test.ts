import { loginSpec } from "./models/login.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(loginSpec);
