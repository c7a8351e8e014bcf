// One process at a time on an embedded database: two PGlite instances on one directory each keep their own
// copy of the pages and the one that stops last overwrites the other's writes. The lock is a file beside the
// database, created exclusively and holding the owner's pid; a lock whose process is gone (kill -9, a crash, a
// reboot) is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  startedAt: string;
  command: string;
}

export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false; // Left by an earlier process that had our pid (a container restart).
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockFile: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockFile, "utf8")) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null; // Unreadable or half-written by an owner that died while writing it.
  }
}

/** The pid of the running process that holds `lockFile`, or null when none does. */
export function lockHolderPid(lockFile: string): number | null {
  const holder = readOwner(lockFile);
  return holder && isRunning(holder.pid) ? holder.pid : null;
}

/** Takes `lockFile` for this process or throws a DataDirLockedError naming the process that holds it. */
export function lockDataDir(lockFile: string, databaseDir: string): DataDirLock {
  const owner: LockOwner = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(" "),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockFile, "wx", 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = readOwner(lockFile);
      if (holder && isRunning(holder.pid)) {
        throw new DataDirLockedError(
          `The database in ${databaseDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.startedAt}). ` +
            "Only one process can open it: stop that one first (its lock is " +
            `${lockFile}).`,
        );
      }
      unlinkSync(lockFile);
      continue;
    }
    writeSync(fd, JSON.stringify(owner));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off("exit", release);
      if (readOwner(lockFile)?.pid === process.pid) unlinkSync(lockFile);
    };
    // A process.exit() without a close still frees the directory.
    process.on("exit", release);
    return { release };
  }
  throw new DataDirLockedError(`Could not take the lock ${lockFile}: another process keeps taking it.`);
}
