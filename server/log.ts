// A minimal leveled logger writing one line per event to stdout/stderr.
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string): void;
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string, err?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  const on = (l: LogLevel) => order[l] >= order[level];
  return {
    debug: (msg) => on("debug") && console.log(msg),
    info: (msg) => on("info") && console.log(msg),
    warn: (msg) => on("warn") && console.warn(msg),
    error: (msg, err) =>
      on("error") && console.error(err instanceof Error ? `${msg}: ${err.stack ?? err.message}` : msg),
  };
}
