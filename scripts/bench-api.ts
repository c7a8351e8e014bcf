// npm run bench:api: loopback load on the API with autocannon, on PGlite and on PostgreSQL, beside the same run's
// bare framework ceiling (a Hono process answering constant JSON). Prints req/s, p50/p99 latency, non-2xx answers,
// the server's RSS and each call's share of the ceiling; then the onboarding time (a guest's astro-details plus
// the first answer from the built-in guru) over sequential runs.
// Each run follows a 2 s warm-up of the same call. BENCH_SECONDS (default 10) per run, BENCH_CONNECTIONS (10), BENCH_ENGINES (pglite,postgres), BENCH_ONBOARDING (60).
import { spawn } from "node:child_process";
import os from "node:os";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { DbKind } from "../server/db/client";
import { autocannon, type LoadResult, rssMb, startLoadTarget } from "./api-load";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",") as DbKind[];
const ONBOARDING_RUNS = Number(process.env.BENCH_ONBOARDING ?? 60);

/** The ceiling: the same framework and adapter, one route, no database. Runs in its own process like the server. */
function serveCeiling() {
  const app = new Hono().get("/api/constant", (c) => c.json({ status: "ok" }));
  serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info) => {
    console.log(`listening on http://127.0.0.1:${info.port}`);
  });
}

async function startCeiling(): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-api.ts", "--ceiling"], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/listening on (http:\/\/\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
  return { url, pid: child.pid ?? 0, stop: () => child.kill("SIGTERM") };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function row(cells: Array<string | number>): string {
  return `| ${cells.join(" | ")} |`;
}

/** Milliseconds until the whole answer arrived, the status and the body. */
async function timed(fn: () => Promise<Response>): Promise<[number, number, string]> {
  const start = performance.now();
  const res = await fn();
  const text = await res.text();
  return [performance.now() - start, res.status, text];
}

/** A new guest each time: POST /api/astro-details, then the first question with its session id. */
async function onboarding(baseUrl: string, runs: number) {
  const charts: number[] = [];
  const answers: number[] = [];
  const totals: number[] = [];
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  for (let i = 0; i < runs; i++) {
    const birth = {
      name: "Asha Sharma",
      gender: "female",
      birth_date: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
      birth_time: `0${i % 10}:30`,
      birth_place: "Kathmandu",
      country: "Nepal",
      category: ["career"],
    };
    const [chartMs, chartStatus, chartBody] = await timed(() => post("/api/astro-details", birth));
    if (chartStatus !== 200) throw new Error(`astro-details answered ${chartStatus}: ${chartBody}`);
    const sessionId = String((JSON.parse(chartBody) as { session_id: string }).session_id);
    const [answerMs, answerStatus, answerBody] = await timed(() =>
      post("/api/assistant/chat", { message: "When will my career rise?", session_id: sessionId }),
    );
    if (answerStatus !== 200) throw new Error(`chat answered ${answerStatus}: ${answerBody}`);
    charts.push(chartMs);
    answers.push(answerMs);
    totals.push(chartMs + answerMs);
  }
  const summary = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
  };
  return { charts: summary(charts), answers: summary(answers), totals: summary(totals) };
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
  console.log(
    `bench:api on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}, ` +
      `${SECONDS} s per run, ${CONNECTIONS} connections; load average ${load()}`,
  );
  for (const kind of ENGINES) {
    const target = await startLoadTarget(kind);
    const ceiling = await startCeiling();
    try {
      const base = target.server.url;
      const pid = target.server.process.pid ?? 0;
      const runs: Array<{ name: string; url: string; pid: number; method?: "POST"; body?: string; auth?: boolean }> = [
        { name: "ceiling (constant JSON, bare Hono)", url: `${ceiling.url}/api/constant`, pid: ceiling.pid },
        {
          name: "GET /api/chat/-/eligibility (token + ledger)",
          url: `${base}/api/chat/-/eligibility`,
          pid,
          auth: true,
        },
        { name: "GET /api/categories", url: `${base}/api/categories`, pid },
        { name: "GET /api/query-history (3 answers)", url: `${base}/api/query-history`, pid, auth: true },
        {
          name: "POST /api/assistant/chat (built-in guru)",
          url: `${base}/api/assistant/chat`,
          pid,
          auth: true,
          method: "POST",
          body: JSON.stringify({ message: "What does my chart say about my career?" }),
        },
      ];
      console.log(`\n${kind}: server RSS at start ${rssMb(pid).toFixed(0)} MB`);
      console.log(row(["call", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "RSS MB", "of ceiling"]));
      console.log(row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
      let ceilingRate = Number.NaN;
      for (const run of runs) {
        const options = {
          url: run.url,
          connections: CONNECTIONS,
          method: run.method ?? "GET",
          headers: { "content-type": "application/json", ...(run.auth ? target.authHeader : {}) },
          ...(run.body ? { body: run.body } : {}),
        } as const;
        // Warm up first (JIT, connection pool, prepared statements); only the second run counts.
        await autocannon({ ...options, duration: WARM_UP_SECONDS });
        const result: LoadResult = await autocannon({ ...options, duration: SECONDS });
        if (Number.isNaN(ceilingRate)) ceilingRate = result.requests.average;
        console.log(
          row([
            run.name,
            Math.round(result.requests.average),
            result.latency.p50,
            result.latency.p99,
            result.non2xx,
            result.errors + result.timeouts,
            rssMb(run.pid).toFixed(0),
            `${((100 * result.requests.average) / ceilingRate).toFixed(1)}%`,
          ]),
        );
      }
      const onboard = await onboarding(base, ONBOARDING_RUNS);
      console.log(
        `${kind} onboarding over ${ONBOARDING_RUNS} new guests (loopback, sequential): astro-details ${onboard.charts}; ` +
          `first answer ${onboard.answers}; both ${onboard.totals}`,
      );
    } finally {
      ceiling.stop();
      await target.stop();
    }
  }
  console.log(`\nload average at the end ${load()}`);
}

if (process.argv.includes("--ceiling")) serveCeiling();
else
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
