// Requests per route: rate (a counter) and latency (a histogram). Labelled by the route's pattern
// (`/api/charts/:id`), never the path itself: paths hold ids and tokens, and would explode the series count.
import { Counter, Histogram } from "prom-client";
import { registry } from "./registry";

const requests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status.",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});

const duration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method and route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export function recordHttpRequest(method: string, route: string, status: number, seconds: number): void {
  requests.inc({ method, route, status: String(status) });
  duration.observe({ method, route }, seconds);
}
