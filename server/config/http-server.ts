// How long the HTTP server waits for a client: a connection that sends its request a byte at a time, or sits idle
// between requests, is closed instead of holding a socket (and memory) for as long as the client likes.
import { positiveInt } from "./fields";

export const httpServerSettings = {
  HTTP_HEADERS_TIMEOUT_SECONDS: positiveInt
    .default(10)
    .describe(
      "Seconds a client has to send a request's headers, from its first byte; then 408 and the connection is closed.",
    ),
  HTTP_REQUEST_TIMEOUT_SECONDS: positiveInt
    .default(30)
    .describe(
      "Seconds a client has to send a whole request, headers and body (at most 64 KB); then 408 and the connection " +
        "is closed. Not a limit on the answer: a slow guru is not cut off.",
    ),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt
    .default(5)
    .describe(
      "Seconds a kept-alive connection may sit idle between requests before the server closes it. Behind a proxy " +
        "that reuses connections, set it above the proxy's own idle timeout.",
    ),
};
