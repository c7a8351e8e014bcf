// `npm run backup [-- --out DIR]`: a backup of the database and DATA_DIR's secrets into DIR (default
// ./backups/kundali-<time>). PostgreSQL: pg_dump. Embedded database: taken by the running server (on SIGUSR2), or
// by this command when no server runs. Restore with `npm run restore -- --from DIR` (docs/operations.md).
import "dotenv/config";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupEmbedded } from "../server/backup/embedded";
import { requestBackupFromServer } from "../server/backup/on-signal";
import { backupPostgres } from "../server/backup/postgres";
import { ConfigError, loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { lockHolderPid } from "../server/db/data-dir-lock";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const outDir = path.resolve(
  values.out ?? path.join("backups", `kundali-${new Date().toISOString().replace(/[:.]/g, "-")}`),
);

try {
  const config = loadConfig(process.env);
  if (config.DATABASE_URL) {
    backupPostgres(config.DATABASE_URL, config.DATA_DIR, outDir);
  } else {
    const databaseDir = path.join(config.DATA_DIR, "db");
    const serverPid = lockHolderPid(`${path.resolve(databaseDir)}.lock`);
    if (serverPid !== null) {
      await requestBackupFromServer(serverPid, config.DATA_DIR, outDir);
    } else {
      const database = await openDatabase({ kind: "pglite", dataDir: databaseDir });
      try {
        if (!database.embedded) throw new Error("the embedded database did not open");
        await backupEmbedded(database.embedded, config.DATA_DIR, outDir);
      } finally {
        await database.close();
      }
    }
  }
  console.log(`Backup written to ${outDir}`);
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : String(err));
  process.exit(err instanceof ConfigError ? 2 : 1);
}
