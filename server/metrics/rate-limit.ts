// Requests refused by a rate limit, by the limit's name (login, register, charts...): a rise means an attack or
// a limit set too low.
import { Counter } from "prom-client";
import { registry } from "./registry";

const refusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused by a rate limit, by limit.",
  labelNames: ["limit"] as const,
  registers: [registry],
});

export function recordRateLimitRefusal(limit: string): void {
  refusals.inc({ limit });
}
