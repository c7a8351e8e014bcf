import { questionsSpec } from "./models/questions.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(questionsSpec);
