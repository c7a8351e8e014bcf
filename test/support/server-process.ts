// Starts the real server the way `npm start` runs it (one Node process serving the built SPA and the API)
// on a free port with a throw-away data directory.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migratedDataDir } from "./server-data-template";

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** The server from its TypeScript sources; `["scripts/start.js"]` runs the compiled build as `npm start` does. */
const fromSources = ["--import", "tsx", "server/main.ts"];

export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  nodeArgs: string[] = fromSources,
): Promise<RunningServer> {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), "kundali-data-"));
  const child = spawn(process.execPath, nodeArgs, {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "warn",
      // Every test client is 127.0.0.1; a browser journey creates more charts an hour than one person would.
      RATE_LIMIT_CHARTS_PER_HOUR: "1000000",
      RATE_LIMIT_GUEST_QUESTIONS_PER_HOUR: "1000000",
      RATE_LIMIT_PDFS_PER_HOUR: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    // A start takes seconds; on a machine shared with other test runs (load above 10 on 2 cores) it has taken over a
    // minute, which is slowness, not the failure this waits for.
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir: dir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT");
        await exited;
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `startServer` on a throw-away copy of the run's migrated data directory: for tests whose subject is not a first start. */
export async function startMigratedServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = migratedDataDir();
  const server = await startServer(env, dir).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
