// Opens the database the server runs on: embedded PGlite by default, PostgreSQL when a URL is given.
// Both speak the same SQL, so one schema, one set of migrations and the same queries serve both.
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { observeDatabasePool } from "../metrics/database";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import { migrateUnderLock } from "./migrate-under-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The query builder every service uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /** The embedded engine, when it is one (for a backup taken inside the process that has it open). */
  embedded?: PGlite;
  /** Round-trips a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseSource =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string | undefined }
  | { kind: "pglite"; client: PGlite };

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => {});
    // Nor one that is checked out (a transaction between two queries) when PostgreSQL restarts: the pool only
    // listens on idle clients. The query under way still fails (a 5xx) and the pool drops the broken client.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    await migrateUnderLock(pool, migrationsFolder);
    const stopObserving = observeDatabasePool(pool);
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => {
        stopObserving();
        return pool.end();
      },
    };
  }
  let client: PGlite;
  let lock: DataDirLock | undefined;
  if ("client" in source) {
    client = source.client;
  } else {
    if (source.dataDir) {
      mkdirSync(source.dataDir, { recursive: true });
      // DATA_DIR/db.lock: a second server or an admin command on the same directory stops here, naming the owner.
      lock = lockDataDir(`${path.resolve(source.dataDir)}.lock`, source.dataDir);
    }
    // PGlite starts PostgreSQL with fsync=off, and its Node file system has no fsync to offer anyway, but a
    // commit still write()s its WAL record before the query returns (synchronous_commit=on), so an acknowledged
    // write survives the process being killed; only an OS crash or power loss can lose it (docs/operations.md "Durability").
    // relaxedDurability stays false so no query returns before PGlite has handed its writes to the file system.
    try {
      client = await PGlite.create(source.dataDir ? { dataDir: source.dataDir, relaxedDurability: false } : {});
    } catch (err) {
      lock?.release();
      throw err;
    }
  }
  const dataDir = "client" in source ? undefined : source.dataDir;
  const pgliteDb = drizzlePglite(client, { schema });
  try {
    await migratePglite(pgliteDb, { migrationsFolder });
  } catch (err) {
    await client.close();
    lock?.release();
    throw err;
  }
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    embedded: client,
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await client.close();
      // After the shutdown checkpoint, push every file to the disk: a clean stop is then safe from power loss.
      if (dataDir) fsyncTree(dataDir);
      lock?.release();
    },
  };
}

function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(full);
    else if (entry.isFile()) fsyncFile(full);
  }
  fsyncFile(dir);
}

function fsyncFile(file: string): void {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
