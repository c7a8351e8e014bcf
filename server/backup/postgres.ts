// PostgreSQL backed up and restored with its own tools: pg_dump's custom format (compressed, consistent: one
// snapshot, taken while the servers run) and pg_restore. The binaries come from PATH, else from Debian's
// /usr/lib/postgresql/<version>/bin; use the version of the server or newer. The database password never goes on
// their command line (every local user can read a process's arguments): it is handed over in PGPASSWORD, in the
// child's environment, which only its own user can read.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync } from "node:fs";
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

/** The connection URL without its password (in the URL's user part or a `password=` parameter), and the password. */
export function withoutPassword(databaseUrl: string): { url: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  const password = (url.password ? decodeURIComponent(url.password) : url.searchParams.get("password")) || undefined;
  url.password = "";
  url.searchParams.delete("password");
  return { url: url.toString(), password };
}

function run(tool: string, args: string[], password: string | undefined, stdout: number | "pipe" = "pipe"): void {
  const result = spawnSync(tool, args, {
    encoding: "utf8",
    env: password === undefined ? process.env : { ...process.env, PGPASSWORD: password },
    stdio: ["ignore", stdout, "pipe"],
  });
  // pg_dump's messages name objects, never row data or the password.
  if (result.status !== 0) throw new Error(`${path.basename(tool)} failed: ${(result.stderr || "").trim()}`);
}

export function backupPostgres(databaseUrl: string, dataDir: string, outDir: string): void {
  createBackupDir(outDir);
  const { url, password } = withoutPassword(databaseUrl);
  // pg_dump writes to a file this process created 0600 ('wx': never an existing one), not one it makes itself with
  // the umask's mode (0644 under the usual 022).
  const dump = openSync(path.join(outDir, POSTGRES_DUMP), "wx", 0o600);
  try {
    run(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--dbname", url], password, dump);
  } finally {
    closeSync(dump);
  }
  copySecrets(dataDir, outDir);
  markComplete(outDir, { engine: "postgres" });
}

/** Restores into the database of `databaseUrl`, replacing the app's tables (stop the servers first). */
export function restorePostgres(backupDir: string, databaseUrl: string, dataDir: string): void {
  const { url, password } = withoutPassword(databaseUrl);
  run(
    pgTool("pg_restore"),
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      "--exit-on-error",
      "--dbname",
      url,
      path.join(backupDir, POSTGRES_DUMP),
    ],
    password,
  );
  copySecrets(backupDir, dataDir);
}
