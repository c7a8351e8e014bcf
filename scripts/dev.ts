// `npm run dev`: the API server (restarted on change) plus Vite's hot-reloading dev server in front of it.
// Vite starts only once the API listens: when the API cannot start (e.g. the database in DATA_DIR is open in another
// process, or a setting is wrong) the dev process stops with the API's message instead of serving an app with no
// API behind it. The API runs in its own process group, so that stopping the dev process by any signal (Ctrl-C, an
// editor's stop button, a closed terminal) stops the API and its watcher too, freeing DATA_DIR/db.lock.
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { createServer, type ViteDevServer } from "vite";

const apiPort = process.env.API_PORT ?? "8081";
// server/main.ts's own lines when it gives up: the lock, a database it cannot open, a bad setting.
const apiGaveUp = /^(Server failed to start|Invalid setting)/m;
const apiListening = /listening on http:\/\//;

const tsx = createRequire(import.meta.url).resolve("tsx/cli");
const api: ChildProcess = spawn(process.execPath, [tsx, "watch", "server/main.ts"], {
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
  // The native simulator (?native=sim) buys question packs; the sandbox credits them without Google Play.
  env: { PURCHASES_SANDBOX: "true", ...process.env, PORT: apiPort, NODE_ENV: "development" },
});

let vite: ViteDevServer | undefined;
let stopping = false;

/** Stops the API's whole process group and Vite, then exits with `code`. */
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (api.exitCode === null && api.signalCode === null && api.pid !== undefined) {
      const exited = new Promise((resolve) => api.once("exit", resolve));
      process.kill(-api.pid, "SIGINT");
      // The server cuts its connections 5 s after a signal, then closes the database (a checkpoint, slow on a
      // loaded machine); only a server stuck far past that is killed, leaving a lock the next start sees is stale.
      const forced = setTimeout(() => api.pid !== undefined && process.kill(-api.pid, "SIGKILL"), 60_000);
      await exited;
      clearTimeout(forced);
    }
    await vite?.close();
  }
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop(0));
// npm does not pass a SIGTERM on to the script it runs: when npm is stopped alone (as some editors' stop buttons
// do), this process is left to the init process, and stops too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop(0);
}, 500).unref();

let started = false;
let startOutput = "";
const relay = (chunk: Buffer, to: NodeJS.WriteStream) => {
  to.write(chunk);
  if (started) return;
  startOutput += chunk.toString();
  if (apiGaveUp.test(startOutput)) {
    console.error("npm run dev: the API server could not start (its message is above); stopping.");
    void stop(1);
  } else if (apiListening.test(startOutput)) {
    started = true;
    void startVite();
  }
};
api.stdout?.on("data", (chunk: Buffer) => relay(chunk, process.stdout));
api.stderr?.on("data", (chunk: Buffer) => relay(chunk, process.stderr));
api.once("exit", (code) => {
  if (stopping) return;
  console.error(`npm run dev: the API server's watcher stopped (exit code ${code}); stopping.`);
  void stop(code || 1);
});

async function startVite(): Promise<void> {
  process.env.API_URL = `http://127.0.0.1:${apiPort}`;
  vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173) } });
  await vite.listen();
  vite.printUrls();
}
