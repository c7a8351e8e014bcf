// PostgreSQL backed up and restored with its own tools: pg_dump's custom format (compressed, consistent: one
// snapshot, taken while the servers run) and pg_restore. The binaries come from PATH, else from Debian's
// /usr/lib/postgresql/<version>/bin; use the version of the server or newer.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { copySecrets, createBackupDir, markComplete, POSTGRES_DUMP } from "./backup-dir";

function pgTool(name: "pg_dump" | "pg_restore"): string {
  const onPath = spawnSync(name, ["--version"], { encoding: "utf8" });
  if (onPath.status === 0) return name;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = path.join(root, version, "bin", name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} was not found: install PostgreSQL's client tools (e.g. apt-get install postgresql-client).`);
}

function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: "utf8" });
  // pg_dump's messages name objects, never row data or the password.
  if (result.status !== 0) throw new Error(`${path.basename(tool)} failed: ${(result.stderr || "").trim()}`);
}

export function backupPostgres(databaseUrl: string, dataDir: string, outDir: string): void {
  createBackupDir(outDir);
  run(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--file", path.join(outDir, POSTGRES_DUMP), databaseUrl]);
  copySecrets(dataDir, outDir);
  markComplete(outDir, { engine: "postgres" });
}

/** Restores into the database of `databaseUrl`, replacing the app's tables (stop the servers first). */
export function restorePostgres(backupDir: string, databaseUrl: string, dataDir: string): void {
  run(pgTool("pg_restore"), [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    "--exit-on-error",
    "--dbname",
    databaseUrl,
    path.join(backupDir, POSTGRES_DUMP),
  ]);
  copySecrets(backupDir, dataDir);
}
