import { kundaliHomeSpec } from "./models/kundaliHome.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(kundaliHomeSpec);
