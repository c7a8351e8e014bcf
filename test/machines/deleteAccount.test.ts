import { deleteAccountSpec } from "./models/deleteAccount.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(deleteAccountSpec);
