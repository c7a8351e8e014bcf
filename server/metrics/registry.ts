// The one Prometheus registry the process exposes at /metrics, with Node's own process metrics (CPU, memory,
// event-loop lag, GC). Each concern declares its metrics in a file beside this one.
import { collectDefaultMetrics, Registry } from "prom-client";

export const registry = new Registry();
collectDefaultMetrics({ register: registry });
