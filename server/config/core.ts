// Core settings: where the server listens, where it keeps its data, and which database it uses.
// Each `.describe()` is the setting's meaning in docs/configuration.md (`npm run docs:config`).
import { z } from "zod";
import { portNumber, urlList } from "./fields";

export const coreSettings = {
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development")
    .describe(
      "`development`, `production` or `test`; `production` adds the start checks of `server/config/production.ts`.",
    ),
  HOST: z
    .string()
    .min(1)
    .default("127.0.0.1")
    .describe("Address to listen on (`0.0.0.0` to reach it from other devices)."),
  PORT: portNumber.default(8080).describe("Port of the one server process: the API under `/api`, the app elsewhere."),
  DATA_DIR: z
    .string()
    .min(1)
    .default("./data")
    .describe("Embedded database (`DATA_DIR/db`), mail outbox, generated secrets and other local state."),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .describe("PostgreSQL URL; when set, used instead of the embedded PGlite (requires `AUTH_JWT_SECRET`)."),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("http://localhost:8080")
    .describe("The address users reach the app at; mailed links point here, and HSTS is sent when it is https."),
  CORS_ORIGINS: urlList
    .default([])
    .describe("Other origins allowed to call the API, comma-separated URLs; same-origin always works."),
  LOG_LEVEL: z
    .enum(["debug", "info", "warn", "error", "silent"])
    .default("info")
    .describe("`debug`, `info`, `warn`, `error` or `silent`; logs are JSON lines (pino)."),
  STATIC_DIR: z.string().min(1).default("./dist").describe("Where the built SPA is served from."),
};
