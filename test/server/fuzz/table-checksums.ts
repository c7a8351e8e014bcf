// A digest of every row of every table: equal digests before and after a call prove it changed nothing.
import { sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";

/** Both drivers answer raw SQL with `{ rows }`. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Tables whose rows a rejected call may still write by design: rate-limit counters count failed attempts. */
const COUNTS_ATTEMPTS = new Set(["rate_limits"]);

export async function tableNames(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name).filter((name) => !COUNTS_ATTEMPTS.has(name));
}

/** `{ table: md5 of its rows in a fixed order }` for the given tables. */
export async function tableChecksums(db: Db, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db, sql.raw(parts.join(" union all ")));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}
