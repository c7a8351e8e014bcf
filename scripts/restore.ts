// `npm run restore -- --from DIR`: puts a backup made by `npm run backup` back, into the database the settings name
// (DATABASE_URL, else DATA_DIR/db) and DATA_DIR/secrets. Stop every server first. The embedded database already in
// DATA_DIR is kept aside (db.before-restore-<time>); on PostgreSQL the app's tables are replaced.
import "dotenv/config";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { COMPLETE_MARKER } from "../server/backup/backup-dir";
import { restoreEmbedded } from "../server/backup/embedded";
import { restorePostgres } from "../server/backup/postgres";
import { ConfigError, loadSettings } from "../server/config";

try {
  const { values } = parseArgs({ options: { from: { type: "string" } } });
  if (!values.from) throw new ConfigError("Usage: npm run restore -- --from <backup directory>");
  const backupDir = path.resolve(values.from);
  if (!existsSync(path.join(backupDir, COMPLETE_MARKER))) {
    throw new Error(`${backupDir} is not a complete backup (no "${COMPLETE_MARKER}" file in it).`);
  }
  // Only what a restore reads: never the server's own requirements (RECAPTCHA_SECRET, SMTP_URL in production).
  const config = loadSettings(process.env, ["DATA_DIR", "DATABASE_URL"]);
  if (config.DATABASE_URL) {
    restorePostgres(backupDir, config.DATABASE_URL, config.DATA_DIR);
    console.log(`Restored ${backupDir} into PostgreSQL.`);
  } else {
    const { keptAside } = await restoreEmbedded(backupDir, config.DATA_DIR);
    console.log(
      `Restored ${backupDir} into ${path.join(config.DATA_DIR, "db")}.` +
        (keptAside ? ` The database that was there is kept in ${keptAside}.` : ""),
    );
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(err instanceof ConfigError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS") ? 2 : 1);
}
