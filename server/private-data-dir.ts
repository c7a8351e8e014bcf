// Everything under DATA_DIR (the embedded database, the generated JWT secret, the mail outbox) is for this process's
// user only. Node creates files with the process umask (often 022, sometimes 000), so the server narrows it to 077
// before it writes anything, and closes up directories an older version left open. PGlite sets the modes of its own
// files (0666, whatever the umask), so its directory is created here first, owner-only, which keeps them private.
import { chmodSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

export function keepDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  for (const dir of [dataDir, path.join(dataDir, "db")]) {
    if (existsSync(dir)) chmodSync(dir, 0o700);
    else mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
}

/**
 * Every directory under `dir` 0700 and every file 0600: for a tree written in one go (a restored database), whose
 * files PGlite made 0666. The running server relies on the directories' 0700 instead of walking its files.
 */
export function makeOwnerOnly(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) makeOwnerOnly(child);
    else if (entry.isFile()) chmodSync(child, 0o600);
  }
}
