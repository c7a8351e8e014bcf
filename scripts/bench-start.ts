// npm run bench:start: how fast the production server starts and how much memory it holds once started, as `npm start`
// runs it (the compiled build under plain node, NODE_ENV=production) on the embedded database. One start on an empty
// data directory (the database is created and migrated), then BENCH_STARTS (default 5) starts on that existing
// directory: time from spawning the process to the first 200 of GET /api/health, and the process's resident memory
// a second later. The anchor, in the same run: a bare node HTTP server's first 200 and memory.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const GOAL_MS = 1500;
const GOAL_MB = 400;

interface Start {
  ms: number;
  rssMb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Polls `url` until it answers 200; the elapsed ms since `started`. */
async function firstOk(url: () => string | null, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited with code ${child.exitCode}`);
    const target = url();
    if (target) {
      try {
        const response = await fetch(target);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function timeStart(args: string[], env: NodeJS.ProcessEnv, healthPath: string): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let base: string | null = null;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    base ??= /listening on (http:\/\/\S+)/.exec(output)?.[1] ?? null;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  try {
    const ms = await firstOk(() => (base ? `${base}${healthPath}` : null), started, child);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { ms, rssMb: rssMbOf(child.pid as number) };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const built = spawnSync("npm", ["run", "--silent", "build:if-stale"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "kundali-bench-start-"));
const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: "0",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  // The protections a production server insists on, waived explicitly for a local measurement.
  ALLOW_NO_BOT_PROTECTION: "true",
  ALLOW_MAIL_OUTBOX: "true",
};
const bareServer = [
  "-e",
  "require('node:http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () {" +
    " console.log('listening on http://127.0.0.1:' + this.address().port); })",
];

try {
  console.log(
    `bench:start on ${os.cpus().length} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const first = await timeStart([path.join(root, "scripts", "start.js")], serverEnv, "/api/health");
  const server: Start[] = [];
  const bare: Start[] = [];
  for (let i = 0; i < STARTS; i++) {
    server.push(await timeStart([path.join(root, "scripts", "start.js")], serverEnv, "/api/health"));
    bare.push(await timeStart(bareServer, process.env, "/"));
  }
  const row = (label: string, starts: Start[]) =>
    `| ${label} | ${Math.round(median(starts.map((s) => s.ms)))} | ${Math.round(median(starts.map((s) => s.rssMb)))} | ${starts
      .map((s) => `${Math.round(s.ms)} ms / ${Math.round(s.rssMb)} MB`)
      .join(", ")} |`;
  console.log("\n| start | first 200 ms (median) | RSS MB after start (median) | runs |");
  console.log("| --- | ---: | ---: | --- |");
  console.log(row("first start, empty data dir (creates and migrates the database)", [first]));
  console.log(row("server, existing embedded data dir", server));
  console.log(row("anchor: a bare node HTTP server", bare));
  const ms = median(server.map((s) => s.ms));
  const mb = median(server.map((s) => s.rssMb));
  console.log(`\n  ${ms <= GOAL_MS ? "met    " : "NOT met"} first 200 within ${GOAL_MS} ms: ${Math.round(ms)} ms`);
  console.log(`  ${mb <= GOAL_MB ? "met    " : "NOT met"} at most ${GOAL_MB} MB RSS after start: ${Math.round(mb)} MB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
