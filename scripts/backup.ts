// `npm run backup [-- --out DIR]`: a backup of the database and DATA_DIR's secrets into DIR (default
// ./backups/kundali-<time>). PostgreSQL: pg_dump. Embedded database: taken by the running server (asked over
// DATA_DIR/operator.sock, server/operator-socket.ts), or by this command when no server runs. Restore with
// `npm run restore -- --from DIR` (docs/operations.md).
import "dotenv/config";
import path from "node:path";
import { parseArgs } from "node:util";
import { refuseUsedBackupDir } from "../server/backup/backup-dir";
import { backupEmbedded } from "../server/backup/embedded";
import { backupPostgres } from "../server/backup/postgres";
import { ConfigError, loadSettings } from "../server/config";
import { openDatabase } from "../server/db/client";
import { askServer, embeddedDatabaseHolder } from "../server/operator-socket";

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const outDir = path.resolve(
    values.out ?? path.join("backups", `kundali-${new Date().toISOString().replace(/[:.]/g, "-")}`),
  );
  // Before asking anyone: a directory that already holds a backup is refused here in one clear line.
  refuseUsedBackupDir(outDir);
  // Only what a backup reads: never the server's own requirements (RECAPTCHA_SECRET, SMTP_URL in production).
  const settings = loadSettings(process.env, ["DATA_DIR", "DATABASE_URL"]);
  if (settings.DATABASE_URL) {
    backupPostgres(settings.DATABASE_URL, settings.DATA_DIR, outDir);
  } else {
    const serverPid = embeddedDatabaseHolder(settings.DATA_DIR);
    if (serverPid !== null) {
      const answer = await askServer(settings.DATA_DIR, serverPid, { command: "backup", outDir });
      if (!answer.ok) throw new Error(`The server could not write the backup: ${answer.error}`);
    } else {
      const database = await openDatabase({ kind: "pglite", dataDir: path.join(settings.DATA_DIR, "db") });
      try {
        if (!database.embedded) throw new Error("the embedded database did not open");
        await backupEmbedded(database.embedded, settings.DATA_DIR, outDir);
      } finally {
        await database.close();
      }
    }
  }
  console.log(`Backup written to ${outDir}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(err instanceof ConfigError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS") ? 2 : 1);
}
