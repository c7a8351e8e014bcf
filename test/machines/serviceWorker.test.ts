import { serviceWorkerSpec } from "./models/serviceWorker.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(serviceWorkerSpec);
