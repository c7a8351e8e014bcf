import { couponSpec } from "./models/coupon.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(couponSpec);
