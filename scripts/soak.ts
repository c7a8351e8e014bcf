// npm run soak: a steady mixed loopback load on the real server for SOAK_SECONDS (default 600), printing the
// server's memory and the answers every SOAK_INTERVAL seconds (default 30). One member reads (eligibility, query
// history, categories) while another asks the built-in guru. Exits 1 when any call failed or answered non-2xx.
// SOAK_ENGINE=postgres runs it on a throw-away PostgreSQL cluster instead of PGlite; SOAK_CONNECTIONS (default 8).
import os from "node:os";
import type { DbKind } from "../server/db/client";
import { autocannon, rssMb, startLoadTarget } from "./api-load";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const INTERVAL = Math.min(SECONDS, Number(process.env.SOAK_INTERVAL ?? 30));
const ENGINE = (process.env.SOAK_ENGINE ?? "pglite") as DbKind;
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);

async function main() {
  const target = await startLoadTarget(ENGINE);
  const asker = await target.addMember();
  const pid = target.server.process.pid ?? 0;
  const base = target.server.url;
  const json = { "content-type": "application/json" };
  // autocannon cycles these per connection: three reads to one write, as a reading app does.
  const requests = [
    { method: "GET", path: "/api/chat/-/eligibility", headers: { ...json, ...target.authHeader } },
    { method: "GET", path: "/api/query-history", headers: { ...json, ...target.authHeader } },
    { method: "GET", path: "/api/categories", headers: json },
    {
      method: "POST",
      path: "/api/assistant/chat",
      headers: { ...json, ...asker },
      body: JSON.stringify({ message: "What does my chart say about my career?" }),
    },
  ];
  console.log(
    `soak on ${ENGINE}: ${SECONDS} s, ${CONNECTIONS} connections, ${os.cpus().length} cores, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}; server RSS at start ${rssMb(pid).toFixed(0)} MB`,
  );
  console.log("| elapsed s | req/s | p99 ms | non-2xx | errors | server RSS MB |");
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: |");
  const rss: number[] = [];
  let failures = 0;
  let total = 0;
  try {
    for (let elapsed = 0; elapsed < SECONDS; elapsed += INTERVAL) {
      const result = await autocannon({ url: base, connections: CONNECTIONS, duration: INTERVAL, requests });
      const now = rssMb(pid);
      rss.push(now);
      failures += result.non2xx + result.errors + result.timeouts;
      total += result.requests.total;
      console.log(
        `| ${elapsed + INTERVAL} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${result.non2xx} | ${
          result.errors + result.timeouts
        } | ${now.toFixed(0)} |`,
      );
    }
  } finally {
    await target.stop();
  }
  const half = rss.slice(Math.floor(rss.length / 2));
  console.log(
    `${total} requests, ${failures} failed or non-2xx; RSS first interval ${rss[0]?.toFixed(0)} MB, ` +
      `last ${rss.at(-1)?.toFixed(0)} MB, max of the second half ${Math.max(...half).toFixed(0)} MB`,
  );
  if (failures > 0) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
