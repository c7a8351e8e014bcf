// Global setup of the server suites: migrate once per run, for both engines, and hand the test files
// a PGlite data-dir snapshot and a migrated PostgreSQL template database to copy from, and the servers they start
// as processes a migrated data directory to copy (see server-data-template.ts).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { startPostgres } from "./postgres-cluster";

export const TEMPLATE_DB = "kundali_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const tmp = path.resolve(".tmp");
  mkdirSync(tmp, { recursive: true });

  // The test files that run README's commands through npm (scripts/start.js) find the server's build current, so
  // none of them rebuilds it under another one's feet.
  const built = spawnSync("npm", ["run", "--silent", "build:if-stale", "--", "--server-only"], { encoding: "utf8" });
  if (built.status !== 0) throw new Error(`building the server failed:\n${built.stdout}${built.stderr}`);

  const lite = await PGlite.create();
  const migrated = await openDatabase({ kind: "pglite", client: lite });
  const snapshot = await lite.dumpDataDir("none");
  const snapshotPath = path.join(tmp, `pglite-migrated-${process.pid}.tar`);
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await migrated.close();
  // The same snapshot unpacked where a server keeps its embedded database: seconds, where migrating is tens.
  const serverDataTemplate = mkdtempSync(path.join(os.tmpdir(), "kundali-data-template-"));
  const unpacked = await PGlite.create({ dataDir: path.join(serverDataTemplate, "db"), loadDataDir: snapshot });
  await unpacked.close();

  const postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const templateUrl = new URL(postgres.url);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const template = await openDatabase({ kind: "postgres", url: templateUrl.toString(), poolSize: 1 });
  await template.close();
  await admin.end();

  project.provide("pgliteSnapshot", snapshotPath);
  project.provide("postgresUrl", postgres.url);
  project.provide("serverDataTemplate", serverDataTemplate);
  return async () => {
    await postgres.stop();
    rmSync(serverDataTemplate, { recursive: true, force: true });
  };
}
