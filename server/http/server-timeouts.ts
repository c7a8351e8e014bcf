// The Node HTTP server's timeouts from the settings (server/config/http-server.ts), so that a client trickling its
// request a byte at a time, or holding an idle connection open, is cut off.
import type { ServerOptions } from "node:http";
import type { Config } from "../config";

/** How often Node looks for requests past their headers or request timeout (its default is every 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

export function serverTimeouts(config: Config): ServerOptions {
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    // Node refuses a headers timeout longer than the request timeout; the headers are part of the request.
    headersTimeout: Math.min(config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000, requestTimeout),
    requestTimeout,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  };
}
