// Vitest face of the walker: one test per planned path, then the per-machine coverage must be complete.
// A walk that cannot be planned (a broken guard that lets a counter run away exceeds the traversal limit, an action
// that throws) would throw while vitest collects the file and take the file's example tests down with it; here it
// is one failing test, and the examples still run and report.
import { describe, expect, it } from "vitest";
import { createCoverage, type MachineWalkSpec, missingFrom, type PlannedPath, planPaths, replayPath } from "./walk";

export function describeMachineWalk(spec: MachineWalkSpec): void {
  describe(`${spec.name} machine, walked path by path`, () => {
    let paths: PlannedPath[];
    try {
      paths = planPaths(spec);
    } catch (planningError) {
      it("plans its paths", () => {
        throw planningError;
      });
      return;
    }
    const coverage = createCoverage(spec);
    it.each(paths.map((planned) => [planned.description, planned] as const))("%s", async (_description, planned) => {
      await replayPath(spec, planned, coverage);
    });
    it("reached every state and transition, and saw every guard pass and fail", () => {
      expect(paths.length).toBeGreaterThan(0);
      expect(missingFrom(coverage)).toEqual([]);
    });
  });
}
