// A backup is a directory: the database (db.tar.gz for the embedded database, db.dump for PostgreSQL), the
// secrets the data directory holds (secrets/, e.g. the generated access-token key) and `complete`, written last.
// Everything in it is readable by its owner only: it holds password hashes and keys.
import { chmodSync, cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const EMBEDDED_DUMP = "db.tar.gz";
export const POSTGRES_DUMP = "db.dump";
export const COMPLETE_MARKER = "complete";

export function secretsDir(dataDir: string): string {
  return path.join(dataDir, "secrets");
}

export function createBackupDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Copies DATA_DIR/secrets into the backup (or back), owner-only. */
export function copySecrets(fromDataDir: string, toDir: string): void {
  const from = secretsDir(fromDataDir);
  if (!existsSync(from)) return;
  const to = path.join(toDir, "secrets");
  cpSync(from, to, { recursive: true });
  chmodSync(to, 0o700);
}

export function markComplete(dir: string, details: Record<string, unknown>): void {
  writeFileSync(path.join(dir, COMPLETE_MARKER), `${JSON.stringify({ ...details, at: new Date().toISOString() })}\n`, {
    mode: 0o600,
  });
}
