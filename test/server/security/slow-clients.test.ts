// Clients that hold a connection without finishing their request: one that trickles its headers or its body a byte at
// a time, or sits idle on a kept-alive connection, is cut off after the server's timeouts
// (server/config/http-server.ts); one that hangs up halfway through its body is not the server's error, and is not
// logged as one.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startMigratedServer } from "../../support/server-process";

/** Opens a raw TCP connection to the server. */
function open(server: RunningServer): Promise<Socket> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once("error", reject);
  });
}

/**
 * Sends `first`, then one more byte of `trickle` every `everyMs` until the server closes the connection; resolves
 * with the seconds that took and what the server answered, or with null seconds when it was still open after `waitMs`.
 */
async function trickleUntilClosed(server: RunningServer, first: string, everyMs: number, waitMs: number) {
  const socket = await open(server);
  let answered = "";
  socket.on("data", (chunk) => {
    answered += chunk.toString();
  });
  socket.on("error", () => {});
  const started = Date.now();
  socket.write(first);
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write("a");
  }, everyMs);
  const closed = await new Promise<boolean>((resolve) => {
    const giveUp = setTimeout(() => resolve(false), waitMs);
    socket.once("close", () => {
      clearTimeout(giveUp);
      resolve(true);
    });
  });
  clearInterval(timer);
  socket.destroy();
  return { seconds: closed ? (Date.now() - started) / 1000 : null, answered };
}

describe("slow and broken clients", { timeout: 240_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startMigratedServer({
      HTTP_HEADERS_TIMEOUT_SECONDS: "2",
      HTTP_REQUEST_TIMEOUT_SECONDS: "3",
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: "1",
      // Every request's line, so that a hang-up answered as a 500 would show.
      LOG_LEVEL: "info",
    });
  }, 240_000);
  afterAll(() => server?.stop());

  it("closes a connection that trickles its headers once the headers timeout has passed", async () => {
    const { seconds, answered } = await trickleUntilClosed(server, "GET /api/health HTTP/1.1\r\nX-Slow: ", 300, 15_000);
    expect(seconds).not.toBeNull();
    expect(seconds).toBeLessThan(10);
    expect(answered).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a connection that trickles its body once the request timeout has passed", async () => {
    const head =
      "POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{";
    const { seconds } = await trickleUntilClosed(server, head, 300, 15_000);
    expect(seconds).not.toBeNull();
    expect(seconds).toBeLessThan(10);
  });

  it("closes a kept-alive connection that stays idle after its answer", async () => {
    const { seconds, answered } = await trickleUntilClosed(
      server,
      "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n",
      // Nothing more is sent: the interval never fires before the close.
      60_000,
      15_000,
    );
    expect(answered).toMatch(/^HTTP\/1\.1 200 /);
    expect(seconds).not.toBeNull();
    // Node's own default is 5 s; the setting's 1 s applies.
    expect(seconds).toBeLessThan(4);
  });

  it("a client that hangs up halfway through its body is not logged as an error or a 500", async () => {
    const before = server.output().length;
    for (const path of ["/api/login", "/api/astro-details", "/api/assistant/chat"]) {
      const socket = await open(server);
      socket.on("error", () => {});
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"email": "`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
    }
    // A well-formed request afterwards: once its line is logged, so are the three hang-ups'.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await expect.poll(() => server.output().slice(before), { timeout: 10_000 }).toContain('"route":"/api/health"');
    const logged = server.output().slice(before);
    expect(logged.match(/"status":400/g)).toHaveLength(3);
    expect(logged).not.toMatch(/"level":"error"/);
    expect(logged).not.toMatch(/"status":500/);
  });
});
