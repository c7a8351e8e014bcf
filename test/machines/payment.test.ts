import { paymentSpec } from "./models/payment.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(paymentSpec);
