// A vitest reporter for mutation runs (vitest.mutation.config.ts). Stryker's vitest runner scores a mutant from the
// tests it collected (`state.getFiles()`, then each file's tasks); a test file that fails to load (a machine that
// throws on creation, a walk that throws while planning its paths) collects none, so Stryker calls that mutant
// survived although the suite fails on it (stryker-js issue 6150). Such a file gets one failed test with its error.
import type { Reporter, Vitest } from "vitest/node";

export default class UnloadableFileAsFailedTest implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== "fail" || file.tasks.length > 0) continue;
      // only Stryker reads this task, after the run: the fields its runner reads (name, file, result) are the real ones
      file.tasks.push({
        type: "test",
        id: `${file.id}_loads`,
        name: "the test file loads",
        mode: "run",
        file,
        result: { state: "fail", errors: file.result.errors },
      } as never);
    }
  }
}
