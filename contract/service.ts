// The service's own calls: GET /api/health (liveness and a database round-trip) and GET /api/openapi.json.
import { z } from "zod";

export const healthAnswerSchema = z.object({
  status: z.enum(["ok", "error"]),
  version: z.string(),
  db: z.string().describe("The database kind: pglite or postgres"),
  /** Only when the database did not answer (503). */
  message: z.string().optional(),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

export const openApiAnswerSchema = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.object({}) })
  .loose()
  .describe("An OpenAPI 3.1 document");
