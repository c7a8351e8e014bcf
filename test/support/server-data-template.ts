// The servers of the browser suites, and the server processes of the server suite whose subject is not a first start,
// start on a copy of one data directory migrated at the start of the run (by test/support/browser-run.setup.ts and
// databases.setup.ts): creating and migrating an embedded database takes PGlite about 20 s under load, a copy about 2.
// Each copy is the server's own, so files stay independent of each other.
import { cpSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openDatabase } from "../../server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    serverDataTemplate: string;
  }
}

/** The embedded database as a first start would leave it, in `dataDir`/db (the server's layout). */
export async function migrateDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await database.close();
}

/** A fresh throw-away data directory holding a migrated embedded database; the caller removes it. */
export function migratedDataDir(prefix = "kundali-data-"): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(path.join(inject("serverDataTemplate"), "db"), path.join(dir, "db"), { recursive: true });
  return dir;
}
