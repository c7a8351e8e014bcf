// A backup of the embedded database while the server runs: `npm run backup` cannot open the database itself (the
// server holds DATA_DIR/db.lock), so it writes where it wants the backup into DATA_DIR/backup-request.json and
// sends the server SIGUSR2; the server writes the backup there and marks it complete (or failed).
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "../log";
import { COMPLETE_MARKER, FAILED_MARKER } from "./backup-dir";
import { backupEmbedded } from "./embedded";

const BACKUP_SIGNAL = "SIGUSR2";

function requestFile(dataDir: string): string {
  return path.join(dataDir, "backup-request.json");
}

/** In the server: answers each backup request, one at a time. */
export function serveBackupRequests(client: PGlite, dataDir: string, log: Logger): void {
  let running = Promise.resolve();
  process.on(BACKUP_SIGNAL, () => {
    running = running.then(async () => {
      const file = requestFile(dataDir);
      if (!existsSync(file)) return;
      const { outDir } = JSON.parse(readFileSync(file, "utf8")) as { outDir: string };
      rmSync(file, { force: true });
      try {
        await backupEmbedded(client, dataDir, outDir);
        log.info("backup written", { outDir });
      } catch (err) {
        log.error("backup failed", err);
        try {
          writeFileSync(path.join(outDir, FAILED_MARKER), err instanceof Error ? err.message : String(err));
        } catch {
          // The directory itself could not be made; the command times out and points to this log.
        }
      }
    });
  });
}

/** In the backup command: asks the server `pid` for a backup into `outDir` and waits until it is written. */
export async function requestBackupFromServer(pid: number, dataDir: string, outDir: string): Promise<void> {
  writeFileSync(requestFile(dataDir), JSON.stringify({ outDir: path.resolve(outDir) }), { mode: 0o600 });
  process.kill(pid, BACKUP_SIGNAL);
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (existsSync(path.join(outDir, COMPLETE_MARKER))) return;
    const failed = path.join(outDir, FAILED_MARKER);
    if (existsSync(failed)) throw new Error(`The server could not write the backup: ${readFileSync(failed, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server (process ${pid}) did not write the backup within 10 minutes; see its log.`);
}
