// Every machine's walk spec, in one list for scripts/coverage-machines.ts.
import type { MachineWalkSpec } from "../support/walk";
import { citySearchSpec } from "./citySearch.model";

export const machineWalkSpecs: MachineWalkSpec[] = [citySearchSpec];
