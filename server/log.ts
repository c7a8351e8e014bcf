// Structured logs: one JSON object per line on stdout (pino), for a log shipper to parse. Each line carries the
// id of the request it belongs to, when there is one (server/request-context.ts), so a request's lines can be
// found together. Messages name ids, never personal data (names, e-mail addresses, birth details) or tokens.
import pino from "pino";
import { currentRequestId } from "./request-context";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, err?: unknown): void;
}

export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const logger = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
  return {
    debug: (msg, fields) => logger.debug(fields ?? {}, msg),
    info: (msg, fields) => logger.info(fields ?? {}, msg),
    warn: (msg, fields) => logger.warn(fields ?? {}, msg),
    // The error's class, message and stack stay in the log; clients only ever see a generic message.
    error: (msg, err) => (err === undefined ? logger.error(msg) : logger.error({ err }, msg)),
  };
}
