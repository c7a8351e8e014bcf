// Every machine's walk spec, in one list for scripts/coverage-machines.ts.
import type { MachineWalkSpec } from "../support/walk";
import { appStoreSpec } from "./appStore.model";
import { chatSpec } from "./chat.model";
import { citySearchSpec } from "./citySearch.model";
import { getStartedSpec } from "./getStarted.model";
import { loginSpec } from "./login.model";
import { questionsSpec } from "./questions.model";
import { registrationSpec } from "./registration.model";
import { sessionSpec } from "./session.model";
import { walkthroughSpec } from "./walkthrough.model";

export const machineWalkSpecs: MachineWalkSpec[] = [
  appStoreSpec,
  sessionSpec,
  citySearchSpec,
  walkthroughSpec,
  questionsSpec,
  getStartedSpec,
];
