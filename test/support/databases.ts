// Test databases: each test file gets fresh, already-migrated databases of both engines
// (a PGlite loaded from the run's snapshot, a PostgreSQL database copied from the template),
// so the same tests prove the same behaviour on both.

import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, type DbKind, openDatabase } from "../../server/db/client";

// Both engines in every run of the suite; mutation runs (stryker.config.mjs) set MUTATION_DB_KINDS=pglite, since
// each mutant reruns its tests and PGlite alone proves what the mutated rule does.
export const dbKinds: DbKind[] = process.env.MUTATION_DB_KINDS === "pglite" ? ["pglite"] : ["pglite", "postgres"];
const TEMPLATE_DB = "kundali_test_template";

/** Opens a fresh migrated database of the given engine; close it when done. */
export async function openTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === "pglite") {
    const snapshot = readFileSync(inject("pgliteSnapshot"));
    const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    return openDatabase({ kind: "pglite", client });
  }
  const adminUrl = inject("postgresUrl");
  const name = `kundali_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** One fresh migrated database of `kind` shared by a describe block's tests: opened before them, closed after them. */
export function useTestDatabase(kind: DbKind): { readonly database: Database } {
  const suite = {} as { database: Database };
  beforeAll(async () => {
    suite.database = await openTestDatabase(kind);
  });
  afterAll(() => suite.database?.close());
  return suite;
}
