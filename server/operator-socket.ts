// The operator commands (`npm run admin`, `npm run backup`) on the embedded database while the server runs: only
// one process may open DATA_DIR/db (DATA_DIR/db.lock), so the command asks the server, which has it open, to run
// the command for it. The server listens on a Unix socket, DATA_DIR/operator.sock: the socket file is owner-only
// (0600) in an owner-only directory (0700), so only the server's own user reaches it, as only that user could open
// the database files. One request per connection: a JSON line in, a JSON line out.
import { chmodSync, existsSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { backupEmbedded } from "./backup/embedded";
import { runAdminCommand, UsageError } from "./commerce/admin-commands";
import type { Db } from "./db/client";
import { lockHolderPid } from "./db/data-dir-lock";
import type { Logger } from "./log";

export type OperatorRequest = { command: "admin"; argv: string[] } | { command: "backup"; outDir: string };

/** What the command prints: `output` on success; else `error`, with `usage` for a mistake in the command line. */
export type OperatorAnswer = { ok: true; output: string } | { ok: false; error: string; usage: boolean };

export function operatorSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "operator.sock");
}

async function answer(request: OperatorRequest, db: Db, embedded: PGlite, dataDir: string): Promise<OperatorAnswer> {
  try {
    if (request.command === "admin") return { ok: true, output: await runAdminCommand(db, request.argv) };
    await backupEmbedded(embedded, dataDir, request.outDir);
    return { ok: true, output: `Backup written to ${request.outDir}` };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err), usage: err instanceof UsageError };
  }
}

function isRequest(value: unknown): value is OperatorRequest {
  const request = value as Partial<Record<string, unknown>> | null;
  if (request?.command === "admin") {
    return Array.isArray(request.argv) && request.argv.every((arg) => typeof arg === "string");
  }
  return request?.command === "backup" && typeof request.outDir === "string" && path.isAbsolute(request.outDir);
}

export interface OperatorSocket {
  close(): Promise<void>;
}

/** In the server: answers operator requests on DATA_DIR/operator.sock, one at a time (a backup is a long one). */
export async function serveOperatorRequests(
  db: Db,
  embedded: PGlite,
  dataDir: string,
  log: Logger,
): Promise<OperatorSocket> {
  const socketPath = operatorSocketPath(dataDir);
  // This process holds DATA_DIR/db.lock, so a socket file left here is from a server that is gone.
  rmSync(socketPath, { force: true });
  let queue = Promise.resolve();
  const server = net.createServer((connection) => {
    let received = "";
    connection.setEncoding("utf8");
    connection.on("error", () => {}); // A command interrupted by Ctrl-C: nothing to answer.
    connection.on("data", (chunk: string) => {
      received += chunk;
      const end = received.indexOf("\n");
      if (end === -1) return;
      let request: unknown;
      try {
        request = JSON.parse(received.slice(0, end));
      } catch {
        request = null;
      }
      if (!isRequest(request)) {
        connection.end(`${JSON.stringify({ ok: false, error: "Not an operator request.", usage: true })}\n`);
        return;
      }
      queue = queue.then(async () => {
        const reply = await answer(request, db, embedded, dataDir);
        // The command's name only: its arguments may hold an e-mail address.
        const name = request.command === "admin" ? `admin ${request.argv[0] ?? ""}`.trim() : "backup";
        if (reply.ok) log.info("operator command done", { command: name });
        else log.warn("operator command refused or failed", { command: name });
        connection.end(`${JSON.stringify(reply)}\n`);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Connections still open (a command waiting on a backup) end with the process.
        rmSync(socketPath, { force: true });
      }),
  };
}

/** In a command: sends `request` to the server that has the embedded database open, and returns its answer. */
export function askServer(dataDir: string, serverPid: number, request: OperatorRequest): Promise<OperatorAnswer> {
  const socketPath = operatorSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    if (!existsSync(socketPath)) {
      reject(
        new Error(
          `The server (process ${serverPid}) has the database in ${path.join(dataDir, "db")} open but does not ` +
            `listen on ${socketPath}; it may still be starting, or be an older version: try again, or stop it.`,
        ),
      );
      return;
    }
    let received = "";
    const connection = net.connect(socketPath, () => connection.write(`${JSON.stringify(request)}\n`));
    connection.setEncoding("utf8");
    connection.on("data", (chunk: string) => {
      received += chunk;
    });
    connection.on("error", (err) =>
      reject(new Error(`Could not reach the server (process ${serverPid}) on ${socketPath}: ${err.message}`)),
    );
    connection.on("end", () => {
      try {
        resolve(JSON.parse(received) as OperatorAnswer);
      } catch {
        reject(new Error(`The server (process ${serverPid}) ended the request without an answer; see its log.`));
      }
    });
  });
}

/** The pid of the server that has DATA_DIR's embedded database open, or null when none runs. */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  return lockHolderPid(`${path.resolve(dataDir, "db")}.lock`);
}
