// Work a request starts but does not wait for (mail, and the lookups whose timing would tell whether an address has
// an account). A failure is logged, never thrown at a request that has answered. `backgroundSettled()` waits for what
// is under way: tests read its results after it.
import { loggableError } from "./http/loggable-error";
import type { Logger } from "./log";

const underWay = new Set<Promise<void>>();

/** Starts `task` without holding up the answer; `what` names it in the log if it fails. */
export function runInBackground(log: Logger, what: string, task: () => Promise<void>): Promise<void> {
  const run = Promise.resolve()
    .then(task)
    .catch((err: unknown) => log.error(`${what} failed: ${loggableError(err)}`))
    .finally(() => underWay.delete(run));
  underWay.add(run);
  return run;
}

/** Resolves once every task started so far, and any they started, has finished. */
export async function backgroundSettled(): Promise<void> {
  while (underWay.size > 0) await Promise.all([...underWay]);
}
