// `npm run admin -- <command>`: the operator's command line (coupons, question packs, granting questions).
// See `npm run admin -- --help`; the commands live in server/commerce/admin-commands.ts.
import "dotenv/config";
import path from "node:path";
import { ADMIN_HELP, runAdminCommand, UsageError } from "../server/commerce/admin-commands";
import { ConfigError, loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { keepDataDirPrivate } from "../server/private-data-dir";

const argv = process.argv.slice(2);
if (argv.length === 0 || argv.includes("--help") || argv.includes("-h") || argv[0] === "help") {
  console.log(ADMIN_HELP);
  process.exit(0);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : String(err));
  process.exit(2);
}

keepDataDirPrivate(config.DATA_DIR);
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL, poolSize: 2 }
    : { kind: "pglite", dataDir: path.join(config.DATA_DIR, "db") },
).catch((err: unknown) => {
  // E.g. the embedded database is open in a running server (its lock names the process).
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
let code = 0;
try {
  console.log(await runAdminCommand(database.db, argv));
} catch (err) {
  code = err instanceof UsageError ? 2 : 1;
  console.error(err instanceof Error ? err.message : String(err));
} finally {
  await database.close();
}
process.exit(code);
