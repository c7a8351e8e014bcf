// The embedded database (PGlite) backed up and restored. The dump is taken inside the process that has the
// database open (the running server, or the backup command when no server runs): a second process cannot open it
// (DATA_DIR/db.lock), and copying its files from outside would catch pages mid-write.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "../db/data-dir-lock";
import { keepDataDirPrivate, makeOwnerOnly } from "../private-data-dir";
import { copySecrets, createBackupDir, EMBEDDED_DUMP, markComplete } from "./backup-dir";

/** Writes a consistent copy of the open database and DATA_DIR's secrets into `outDir`. */
export async function backupEmbedded(client: PGlite, dataDir: string, outDir: string): Promise<void> {
  createBackupDir(outDir);
  // A checkpoint first keeps the write-ahead log in the copy short; the dump itself runs between queries.
  await client.query("checkpoint");
  const dump = await client.dumpDataDir("gzip");
  writeFileSync(path.join(outDir, EMBEDDED_DUMP), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  copySecrets(dataDir, outDir);
  markComplete(outDir, { engine: "pglite" });
}

/**
 * Restores a backup into DATA_DIR (the server must be stopped). A database already there is kept aside as
 * db.before-restore-<time>, never deleted.
 */
export async function restoreEmbedded(backupDir: string, dataDir: string): Promise<{ keptAside?: string }> {
  const databaseDir = path.join(dataDir, "db");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = lockDataDir(`${path.resolve(databaseDir)}.lock`, databaseDir);
  try {
    let keptAside: string | undefined;
    if (existsSync(databaseDir) && readdirSync(databaseDir).length > 0) {
      keptAside = `${databaseDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(databaseDir, keptAside);
    }
    // Owner-only, as the server keeps it: DATA_DIR and DATA_DIR/db 0700, and the umask that makes the files 0600.
    keepDataDirPrivate(dataDir);
    const dump = new Blob([readFileSync(path.join(backupDir, EMBEDDED_DUMP))]);
    const client = await PGlite.create({ dataDir: databaseDir, loadDataDir: dump, relaxedDurability: false });
    await client.query("select 1");
    await client.close();
    makeOwnerOnly(databaseDir);
    copySecrets(backupDir, dataDir);
    return keptAside ? { keptAside } : {};
  } finally {
    lock.release();
  }
}
