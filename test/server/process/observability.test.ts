// Observability of a running server: JSON log lines carrying a request id and no personal data, the id echoed
// in X-Request-Id, and Prometheus metrics at /metrics for a scraper holding METRICS_TOKEN (and for no one else).
import { describe, expect, inject, it } from "vitest";
import { startMigratedServer, startServer } from "../../support/server-process";

const TOKEN = "metrics-token-for-the-test-0123";
const GUEST = {
  name: "Zebulon Quillfeather",
  gender: "male",
  birth_date: "1987-03-09",
  birth_time: "04:17",
  birth_place: "Pokhara",
  country: "Nepal",
};

function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("logs and metrics", { timeout: 240_000 }, () => {
  it("logs each request as JSON with its id and no personal data, and serves metrics to the token holder", async () => {
    const server = await startMigratedServer({ LOG_LEVEL: "info", METRICS_TOKEN: TOKEN });
    try {
      const traced = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "probe-request-0001" } });
      expect(traced.headers.get("x-request-id")).toBe("probe-request-0001");
      const forged = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "bad id; <script>" } });
      expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

      const chart = await fetch(`${server.url}/api/astro-details`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(GUEST),
      });
      expect(chart.status).toBe(200);
      const chartRequestId = chart.headers.get("x-request-id");

      expect(await (await fetch(`${server.url}/metrics`)).status).toBe(401);
      const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer not-the-token-at-all" } });
      expect(wrong.status).toBe(401);
      const scrape = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scrape.status).toBe(200);
      const metrics = await scrape.text();
      expect(metrics).toMatch(/http_requests_total\{method="POST",route="\/api\/astro-details",status="200"\} 1/);
      expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 2/);
      expect(metrics).toContain("process_resident_memory_bytes");
      for (const name of ["guru_answers_total", "llm_call_duration_seconds", "rate_limit_refusals_total"]) {
        expect(metrics).toContain(`# TYPE ${name}`);
      }

      const lines = logLines(server.output());
      const requests = lines.filter((line) => line.msg === "request");
      expect(requests).toContainEqual(
        expect.objectContaining({ requestId: "probe-request-0001", route: "/api/health", status: 200, level: "info" }),
      );
      expect(requests).toContainEqual(
        expect.objectContaining({ requestId: chartRequestId, method: "POST", route: "/api/astro-details" }),
      );
      for (const personal of [GUEST.name, "Quillfeather", GUEST.birth_date, GUEST.birth_place]) {
        expect(server.output()).not.toContain(personal);
      }
    } finally {
      await server.stop();
    }
  });

  it("reports the PostgreSQL pool, and has no /metrics without a token", async () => {
    // On PostgreSQL: the data directory holds no database.
    const withToken = await startServer({
      DATABASE_URL: inject("postgresUrl"),
      AUTH_JWT_SECRET: "observability-test-secret-0123456789abcdef",
      METRICS_TOKEN: TOKEN,
    });
    const withoutToken = await startMigratedServer({});
    try {
      // The health check pings the database: the pool then holds a connection (idle for a few seconds).
      await fetch(`${withToken.url}/api/health`);
      const scrape = await fetch(`${withToken.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(await scrape.text()).toMatch(/^db_pool_connections [1-9]/m);
      expect(
        (await fetch(`${withoutToken.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
    } finally {
      await Promise.all([withToken.stop(), withoutToken.stop()]);
    }
  });
});
