// A throw-away PostgreSQL cluster for the test run, started from Debian's postgresql binaries.
// TEST_DATABASE_URL, when set, names an existing server to use instead.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export interface PostgresServer {
  /** Admin URL of the server (database `postgres`). */
  url: string;
  /** Restarts the server (clean stop, then start) with the same data; connections in use are cut. */
  restart(): void;
  stop(): void;
}

const INSTALL_HINT =
  "PostgreSQL is needed for the server suites that run against PostgreSQL. Install it with `sudo apt-get install -y postgresql` " +
  "(only the binaries are used; the test run starts its own throw-away cluster), or set TEST_DATABASE_URL to a server you can create databases on.";

function findPgBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = path.join(root, v, "bin");
    if (existsSync(path.join(bin, "initdb")) && existsSync(path.join(bin, "pg_ctl"))) return bin;
  }
  throw new Error(INSTALL_HINT);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  if (process.env.TEST_DATABASE_URL) {
    return {
      url: process.env.TEST_DATABASE_URL,
      restart: () => {
        throw new Error("cannot restart a server named by TEST_DATABASE_URL");
      },
      stop: () => {},
    };
  }
  const bin = findPgBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), "kundali-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  // initdb refuses to run as root; run the cluster as the postgres user the package creates.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
    const result = spawnSync(full[0] as string, full[1] as string[], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${result.stderr || result.stdout}`);
  };
  run(path.join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () =>
      run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-l", path.join(dir, "log"), "-m", "fast", "-w", "restart"]),
    stop: () => {
      try {
        run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// `tsx test/support/postgres-cluster.ts` starts a cluster by hand and prints its URL (Ctrl-C stops it).
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const server = await startPostgres();
  console.log(server.url);
  process.on("SIGINT", () => {
    server.stop();
    process.exit(0);
  });
  setInterval(() => {}, 1 << 30);
}
