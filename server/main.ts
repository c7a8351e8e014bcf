// The server process: configuration, database, HTTP, and a clean shutdown on Ctrl-C / SIGTERM.
import "dotenv/config";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAccessTokens } from "./auth/access-token";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { warmUpGuru } from "./guru/warm-up";
import { serverTimeouts } from "./http/server-timeouts";
import { warmUpJyotish } from "./jyotish";
import { createLogger } from "./log";
import { type OperatorSocket, serveOperatorRequests } from "./operator-socket";
import { keepDataDirPrivate } from "./private-data-dir";
import { scheduleSweeps } from "./retention/sweep";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  keepDataDirPrivate(config.DATA_DIR);
  const log = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(config.DATA_DIR, "db") },
  );
  // `npm run admin` and `npm run backup` ask this process, the one that may open the embedded database.
  let operatorSocket: OperatorSocket | undefined;
  if (database.embedded) {
    operatorSocket = await serveOperatorRequests(database.db, database.embedded, config.DATA_DIR, log).catch(
      (err: unknown) => {
        log.warn("operator commands cannot reach this server while it runs: its socket could not be opened", {
          reason: err instanceof Error ? err.message : String(err),
        });
        return undefined;
      },
    );
  }
  const accessTokens = await createAccessTokens(config);
  const app = createApp({ config, database, log, accessTokens });
  // Idle guest sessions and dead tokens, deleted at start and then now and then (docs/operations.md).
  const sweeps = scheduleSweeps(database.db, config, log);
  const server = serve(
    { fetch: app.fetch, hostname: config.HOST, port: config.PORT, serverOptions: serverTimeouts(config) },
    (info) => {
      const host = config.HOST === "0.0.0.0" || config.HOST === "127.0.0.1" ? "localhost" : config.HOST;
      // The one line a start prints, at every level: scripts and tests read it to find the port. In production it is
      // a JSON line like every other, for the log shipper.
      const listening = `Kundali app listening on http://${host}:${info.port} (database: ${database.kind})`;
      if (config.NODE_ENV === "production") createLogger("info").info(listening);
      else console.log(listening);
      // Saturn's, Jupiter's and the nodes' sign ingresses around now, built after the server listens rather than
      // before (they held the first answer back by about 300 ms), a decade at a time between requests.
      warmUpJyotish().catch((err) => log.error("warming up the transit tables failed", err));
      setImmediate(() => {
        try {
          warmUpGuru();
        } catch (err) {
          log.error("warming up the guru's word tables failed", err);
        }
      });
    },
  );

  let stopping = false;
  // One shutdown path only: a second close of the database racing the first could exit the process before the
  // first has released DATA_DIR/db.lock.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    // Stop accepting requests and let in-flight ones finish; past 5 s, keep-alive and stuck connections are cut.
    // (serve() makes a plain node:http server here: no createServer option is passed.)
    const cutConnections = setTimeout(() => (server as import("node:http").Server).closeAllConnections(), 5000);
    await new Promise((resolve) => server.close(resolve));
    clearTimeout(cutConnections);
    // Then close the database so nothing is half-written.
    try {
      await sweeps.stop();
      await operatorSocket?.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  console.error(`Server failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
