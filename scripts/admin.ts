// `npm run admin -- <command>`: the operator's command line (coupons, question packs, granting questions, the
// outbox's mails). See `npm run admin -- --help`; the commands live in server/commerce/admin-commands.ts.
// On the embedded database while the server runs, the server runs the command for it (server/operator-socket.ts).
import "dotenv/config";
import path from "node:path";
import { ADMIN_HELP, mailsToShow, runAdminCommand, UsageError } from "../server/commerce/admin-commands";
import { ConfigError, loadSettings } from "../server/config";
import { openDatabase } from "../server/db/client";
import { formatOutboxMails, outboxDir } from "../server/mail/outbox";
import { askServer, embeddedDatabaseHolder } from "../server/operator-socket";
import { keepDataDirPrivate } from "../server/private-data-dir";

const argv = process.argv.slice(2);
if (argv.length === 0 || argv.includes("--help") || argv.includes("-h") || argv[0] === "help") {
  console.log(ADMIN_HELP);
  process.exit(0);
}

/** Prints the command's answer and exits: 0 done, 1 failed, 2 a mistake in the command line or the settings. */
function finish(answer: { ok: true; output: string } | { ok: false; error: string; usage: boolean }): never {
  if (answer.ok) console.log(answer.output);
  else console.error(answer.error);
  process.exit(answer.ok ? 0 : answer.usage ? 2 : 1);
}

async function run(): Promise<{ ok: true; output: string } | { ok: false; error: string; usage: boolean }> {
  // Only what the commands read: never the server's own requirements (RECAPTCHA_SECRET, SMTP_URL in production).
  const settings = loadSettings(process.env, ["DATA_DIR", "DATABASE_URL", "MAIL_OUTBOX_DIR", "SMTP_URL"]);
  if (argv[0] === "mails") {
    if (settings.SMTP_URL) {
      return { ok: false, usage: false, error: "SMTP_URL is set: mails go to that server, not to an outbox." };
    }
    return { ok: true, output: formatOutboxMails(outboxDir(settings), mailsToShow(argv)) };
  }
  if (!settings.DATABASE_URL) {
    const serverPid = embeddedDatabaseHolder(settings.DATA_DIR);
    if (serverPid !== null) return askServer(settings.DATA_DIR, serverPid, { command: "admin", argv });
    keepDataDirPrivate(settings.DATA_DIR);
  }
  const database = await openDatabase(
    settings.DATABASE_URL
      ? { kind: "postgres", url: settings.DATABASE_URL, poolSize: 2 }
      : { kind: "pglite", dataDir: path.join(settings.DATA_DIR, "db") },
  );
  try {
    return { ok: true, output: await runAdminCommand(database.db, argv) };
  } finally {
    await database.close();
  }
}

try {
  finish(await run());
} catch (err) {
  const usage = err instanceof UsageError || err instanceof ConfigError;
  finish({ ok: false, usage, error: err instanceof Error ? err.message : String(err) });
}
