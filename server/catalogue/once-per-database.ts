// Runs an idempotent setup step (seeding) once per database handle, the first time any caller needs it.
// Concurrent callers share the same promise; a failure is forgotten so the next caller retries.
import type { Db } from "../db/client";

export function oncePerDatabase(step: (db: Db) => Promise<void>): (db: Db) => Promise<void> {
  const done = new WeakMap<Db, Promise<void>>();
  return (db) => {
    let pending = done.get(db);
    if (!pending) {
      pending = step(db).catch((err: unknown) => {
        done.delete(db);
        throw err;
      });
      done.set(db, pending);
    }
    return pending;
  };
}
