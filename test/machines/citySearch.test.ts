import { citySearchSpec } from "./models/citySearch.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(citySearchSpec);
