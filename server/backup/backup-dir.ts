// A backup is a directory: the database (db.tar.gz for the embedded database, db.dump for PostgreSQL), the
// secrets the data directory holds (secrets/, e.g. the generated access-token key) and `complete`, written last.
// Everything in it is readable by its owner only: it holds password hashes and keys.
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeOwnerOnly } from "../private-data-dir";

export const EMBEDDED_DUMP = "db.tar.gz";
export const POSTGRES_DUMP = "db.dump";
export const COMPLETE_MARKER = "complete";

export function secretsDir(dataDir: string): string {
  return path.join(dataDir, "secrets");
}

/** When the `complete` marker of the backup in `dir` says it was written, if it says. */
function writtenAt(dir: string): string | undefined {
  try {
    const { at } = JSON.parse(readFileSync(path.join(dir, COMPLETE_MARKER), "utf8")) as { at?: unknown };
    return typeof at === "string" ? at : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A backup is written into a new or empty directory only. Writing into one that holds an earlier backup would
 * leave its files (and its `complete` marker) beside a half-written new one, and an old backup could pass for new.
 */
export function refuseUsedBackupDir(dir: string): void {
  if (!existsSync(dir) || readdirSync(dir).length === 0) return;
  const at = writtenAt(dir);
  throw new Error(
    `${dir} is not empty${at ? ` (it holds a backup written at ${at})` : ""}: a backup is never written over ` +
      "another. Name a new directory, e.g. with the time: --out /var/backups/kundali/$(date +%F-%H%M%S).",
  );
}

export function createBackupDir(dir: string): void {
  refuseUsedBackupDir(dir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Copies DATA_DIR/secrets into the backup (or back), owner-only. */
export function copySecrets(fromDataDir: string, toDir: string): void {
  const from = secretsDir(fromDataDir);
  if (!existsSync(from)) return;
  const to = path.join(toDir, "secrets");
  cpSync(from, to, { recursive: true });
  makeOwnerOnly(to);
}

/** Writes the `complete` marker last, once every file of the backup is owner-only (directories 0700, files 0600). */
export function markComplete(dir: string, details: Record<string, unknown>): void {
  makeOwnerOnly(dir);
  writeFileSync(path.join(dir, COMPLETE_MARKER), `${JSON.stringify({ ...details, at: new Date().toISOString() })}\n`, {
    mode: 0o600,
  });
}
