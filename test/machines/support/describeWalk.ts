// Vitest face of the walker: one test per planned path, then the per-machine coverage must be complete.
import { describe, expect, it } from "vitest";
import { createCoverage, type MachineWalkSpec, missingFrom, planPaths, replayPath } from "./walk";

export function describeMachineWalk(spec: MachineWalkSpec): void {
  describe(`${spec.name} machine, walked path by path`, () => {
    const coverage = createCoverage(spec);
    const paths = planPaths(spec);
    it.each(paths.map((planned) => [planned.description, planned] as const))("%s", async (_description, planned) => {
      await replayPath(spec, planned, coverage);
    });
    it("reached every state and transition, and saw every guard pass and fail", () => {
      expect(paths.length).toBeGreaterThan(0);
      expect(missingFrom(coverage)).toEqual([]);
    });
  });
}
