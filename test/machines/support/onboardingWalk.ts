// The onboarding machines' walks (walkthrough, questions, city search). A machine whose walk cannot be planned (a
// broken guard that lets a counter run away exceeds the traversal limit) throws while vitest collects the file, which
// would also drop the file's example tests; here the planning failure is a failing test and the examples still run.
import { describe, it } from "vitest";
import { describeMachineWalk } from "./describeWalk";
import { type MachineWalkSpec, planPaths } from "./walk";

export function describeOnboardingWalk(spec: MachineWalkSpec): void {
  let planningError: unknown = null;
  try {
    planPaths(spec);
  } catch (error) {
    planningError = error;
  }
  if (planningError === null) {
    describeMachineWalk(spec);
    return;
  }
  describe(`${spec.name} machine, walked path by path`, () => {
    it("plans its paths", () => {
      throw planningError;
    });
  });
}
