// Behind a proxy that appends to X-Forwarded-For, the client writes whatever it likes to the left of what the proxy
// adds. The limits must key on the address the trusted proxy saw: the rightmost entry, or the Nth from the right.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { GUEST_BIRTH } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";

const BIRTH = GUEST_BIRTH;

describe("TRUST_PROXY", () => {
  it("is false, true or a number of proxies", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "sometimes" })).toThrow(/TRUST_PROXY/);
  });
});

describe.each(dbKinds)("client address behind proxies on %s", (kind) => {
  const oneProxy = useTestApp(kind, { TRUST_PROXY: "true", RATE_LIMIT_CHARTS_PER_HOUR: "2" });
  const twoProxies = useTestApp(kind, { TRUST_PROXY: "2", RATE_LIMIT_CHARTS_PER_HOUR: "2" });

  const chart = (suite: typeof oneProxy, forwardedFor: string) =>
    suite.app.request("/api/astro-details", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify(BIRTH),
    });

  it("one proxy: a client inventing entries on the left is still counted as itself", async () => {
    expect((await chart(oneProxy, "10.0.0.1, 198.51.100.20")).status).toBe(200);
    expect((await chart(oneProxy, "10.0.0.2, 198.51.100.20")).status).toBe(200);
    expect((await chart(oneProxy, "10.0.0.3, 198.51.100.20")).status).toBe(429);
    // Another client behind the same proxy is someone else.
    expect((await chart(oneProxy, "10.0.0.3, 198.51.100.21")).status).toBe(200);
  });

  it("two proxies: the entry the outer proxy wrote, second from the right", async () => {
    expect((await chart(twoProxies, "10.0.0.1, 198.51.100.30, 192.0.2.1")).status).toBe(200);
    expect((await chart(twoProxies, "10.0.0.2, 198.51.100.30, 192.0.2.2")).status).toBe(200);
    expect((await chart(twoProxies, "198.51.100.30, 192.0.2.3")).status).toBe(429);
    expect((await chart(twoProxies, "10.0.0.3, 198.51.100.31, 192.0.2.1")).status).toBe(200);
  });
});
