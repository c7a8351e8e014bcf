// Observability settings: who may read the Prometheus metrics.
import { z } from "zod";

export const observabilitySettings = {
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .describe(
      "Bearer token (at least 16 characters) a scraper sends to `GET /metrics`. Unset: `/metrics` is off (404).",
    ),
};
