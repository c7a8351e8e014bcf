// Core settings: where the server listens, where it keeps its data, and which database it uses.
import { z } from "zod";
import { portNumber, urlList } from "./fields";

export const coreSettings = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: portNumber.default(8080),
  /** Embedded database, mail outbox and other local state live here. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** When set, PostgreSQL is used instead of the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** The address users reach the app at; mailed links point here. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).default("http://localhost:8080"),
  /** Origins allowed to call the API from another site (comma-separated); same-origin always works. */
  CORS_ORIGINS: urlList.default([]),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Where the built SPA is served from. */
  STATIC_DIR: z.string().min(1).default("./dist"),
};
