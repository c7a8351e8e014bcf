// A loopback HTTP proxy that puts faults between the browser and the real server, switchable per path from a test:
//   const proxy = await startFaultProxy(server.url);
//   proxy.respond("POST", "/api/assistant/chat", { status: 500, json: { message: "Down for a moment." } });
//   proxy.drop("POST", "/api/login");                     // the socket is destroyed once the request arrived
//   proxy.delay("GET", "/api/user", 2000);                // passed on after 2 s
//   const gate = proxy.hold("POST", "/api/assistant/chat"); // passed on at gate.release()
//   proxy.clear();
// Everything else (the SPA, the service worker, other API calls) passes through unchanged.
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A canned answer: this status and, when given, this JSON body (an empty text body otherwise). */
export interface CannedAnswer {
  status: number;
  json?: unknown;
}

interface Rule {
  method: string;
  path: string;
  /** Applied to every matching request until the rule is replaced or cleared. */
  act: (req: IncomingMessage, res: ServerResponse, pass: () => void) => void;
}

export interface Gate {
  /** Resolves once a held request has arrived. */
  arrived: Promise<void>;
  /** Lets every held request (and later ones on this path) through, and removes the hold. */
  release(): void;
}

export interface FaultProxy {
  url: string;
  /** Answers matching requests itself (after reading their body); the server never sees them. */
  respond(method: string, path: string, answer: CannedAnswer): void;
  /** Destroys the browser's socket once a matching request has arrived: the browser sees a network error. */
  drop(method: string, path: string): void;
  /** Passes matching requests on after `ms` milliseconds. */
  delay(method: string, path: string, ms: number): void;
  hold(method: string, path: string): Gate;
  /** Removes every fault and hold (held requests pass on). */
  clear(): void;
  stop(): Promise<void>;
}

function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? "/", "http://proxy.invalid").pathname;
}

/** Reads the request to its end first, so the fault hits a request the browser finished sending. */
function afterBody(req: IncomingMessage, then: () => void) {
  req.resume();
  req.on("end", then);
}

export async function startFaultProxy(upstreamUrl: string): Promise<FaultProxy> {
  const upstream = new URL(upstreamUrl);
  const rules: Rule[] = [];
  const releases = new Set<() => void>();

  function pass(req: IncomingMessage, res: ServerResponse) {
    const outgoing = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => res.destroy());
    req.pipe(outgoing);
  }

  const server: Server = createServer((req, res) => {
    const path = pathOf(req);
    const rule = rules.find((r) => r.method === req.method && r.path === path);
    if (!rule) return pass(req, res);
    rule.act(req, res, () => pass(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  function setRule(method: string, path: string, act: Rule["act"]): Rule {
    const at = rules.findIndex((r) => r.method === method && r.path === path);
    if (at >= 0) rules.splice(at, 1);
    const rule = { method, path, act };
    rules.push(rule);
    return rule;
  }

  const proxy: FaultProxy = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    respond(method, path, answer) {
      setRule(method, path, (req, res) =>
        afterBody(req, () => {
          res.writeHead(answer.status, {
            "content-type": answer.json === undefined ? "text/plain" : "application/json",
            "cache-control": "no-store",
          });
          res.end(answer.json === undefined ? "" : JSON.stringify(answer.json));
        }),
      );
    },
    drop(method, path) {
      setRule(method, path, (req) => afterBody(req, () => req.socket.destroy()));
    },
    delay(method, path, ms) {
      setRule(method, path, (_req, _res, passOn) => setTimeout(passOn, ms));
    },
    hold(method, path) {
      let arrive: () => void = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const waiting: (() => void)[] = [];
      let open = false;
      const rule = setRule(method, path, (_req, _res, passOn) => {
        arrive();
        if (open) passOn();
        else waiting.push(passOn);
      });
      const release = () => {
        open = true;
        releases.delete(release);
        for (const go of waiting.splice(0)) go();
        const at = rules.indexOf(rule);
        if (at >= 0) rules.splice(at, 1);
      };
      releases.add(release);
      return { arrived, release };
    },
    clear() {
      for (const release of [...releases]) release();
      rules.length = 0;
    },
    async stop() {
      proxy.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
