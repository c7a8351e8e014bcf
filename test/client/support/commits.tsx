// The commits React makes as a tree mounts, read with its Profiler (development builds report every commit).
// "nested-update" is a re-render scheduled from a layout effect or a ref during a commit: React runs it synchronously,
// with every pending effect of the tree, in the same task, which on a phone makes one long task of the first paint.
import { render } from "@testing-library/react";
import { Profiler, type ReactNode } from "react";

export function mountCommits(tree: ReactNode): string[] {
  const phases: string[] = [];
  render(
    <Profiler id="mount" onRender={(_id, phase) => phases.push(phase)}>
      {tree}
    </Profiler>,
  );
  return phases;
}
