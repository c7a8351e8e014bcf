// A client owns a whole IPv6 /64 and can send from any address in it; an IPv4 client may arrive in IPv4-mapped form.
// Every per-address limit counts the /64, and the mapped form as the IPv4 address it is.
import { describe, expect, it } from "vitest";
import { countedAddress } from "../../../server/http/client-address";
import { GUEST_BIRTH, postJson, registerAndLogin } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";

describe("the address a limit counts", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["[::ffff:203.0.113.7]:443", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["2001:DB8:AA:BB::99", "2001:db8:aa:bb::/64"],
    ["[2001:db8:aa:bb::1]:8443", "2001:db8:aa:bb::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s is counted as %s", (address, counted) => {
    expect(countedAddress(address)).toBe(counted);
  });
});

describe.each(dbKinds)("per-address limits on IPv6 on %s", (kind) => {
  const suite = useTestApp(kind, { TRUST_PROXY: "true", RATE_LIMIT_CHARTS_PER_HOUR: "20", RATE_LIMIT_PER_IP: "10" });
  const from = (address: string) => ({ "x-forwarded-for": address });

  it("counts charts from one /64 together, whatever address inside it sends them", async () => {
    for (let i = 1; i <= 20; i++) {
      const res = await postJson(suite.app, "/api/astro-details", GUEST_BIRTH, from(`2001:db8:1:2::${i.toString(16)}`));
      expect(res.status).toBe(200);
    }
    const refused = await postJson(suite.app, "/api/astro-details", GUEST_BIRTH, from("2001:db8:1:2:ffff::21"));
    expect(refused.status).toBe(429);
    // The next /64 is another subscriber.
    expect((await postJson(suite.app, "/api/astro-details", GUEST_BIRTH, from("2001:db8:1:3::1"))).status).toBe(200);
  }, 180_000);

  it("counts an IPv4-mapped address as its IPv4 address", async () => {
    const identity = (address: string) =>
      postJson(suite.app, "/api/email/verify", { token: "no-such-token" }, from(address));
    for (let i = 0; i < 5; i++) expect((await identity("198.51.100.77")).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await identity("::ffff:198.51.100.77")).status).toBe(400);
    expect((await identity("::ffff:c633:644d")).status).toBe(429);
  });

  it("slows wrong passwords for one account from one /64 down, whatever address inside it sends them", async () => {
    const { email } = await registerAndLogin(suite.app);
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const res = await postJson(
        suite.app,
        "/api/login",
        { email, password: "wrong-password" },
        from(`2001:db8:9:9:${i.toString(16)}::1`),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });
});
