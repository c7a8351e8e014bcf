// Everything under DATA_DIR (the embedded database, the generated JWT secret, the mail outbox) is for this process's
// user only. Node creates files with the process umask (often 022, sometimes 000), so the server narrows it to 077
// before it writes anything, and closes up directories an older version left open. PGlite sets the modes of its own
// files (0666, whatever the umask), so its directory is created here first, owner-only, which keeps them private.
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";

export function keepDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  for (const dir of [dataDir, path.join(dataDir, "db")]) {
    if (existsSync(dir)) chmodSync(dir, 0o700);
    else mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
}
