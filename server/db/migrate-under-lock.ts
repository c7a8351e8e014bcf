// Migrations on a shared PostgreSQL, one instance at a time. Instances started together on an empty database
// would otherwise all create the same tables at once and all but one crash (`duplicate key ... pg_type`). The
// first to take the advisory lock migrates; the others wait, then find nothing left to apply.
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

/** Key of the session-level advisory lock (any constant shared by every instance of this app). */
export const MIGRATION_LOCK_KEY = 7_402_611_893;

export async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  // One connection for the lock and the migration: an advisory lock belongs to the session that took it.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (err) {
    // Closing the connection frees the lock; a pooled connection would keep holding it.
    client.release(err instanceof Error ? err : true);
    throw err;
  }
}
