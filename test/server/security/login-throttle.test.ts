// Failed logins slow the guesser down; nobody can lock the owner out, and good logins are never refused.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "../../../server/db/schema";
import { digest } from "../../../server/http/rate-limit";
import { postJson, registerAndLogin, TEST_PASSWORD } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";

describe.each(dbKinds)("login throttle on %s", (kind) => {
  const suite = useTestApp(kind, { TRUST_PROXY: "true", RATE_LIMIT_PER_ACCOUNT: "10", RATE_LIMIT_PER_IP: "100" });
  const login = (email: string, password: string, address: string) =>
    postJson(suite.app, "/api/login", { email, password }, { "x-forwarded-for": address });

  it("never refuses good logins, however many in a row", async () => {
    const { email } = await registerAndLogin(suite.app);
    for (let i = 0; i < 15; i++) expect((await login(email, TEST_PASSWORD, "198.51.100.1")).status).toBe(200);
  });

  it("wrong passwords from elsewhere do not lock the owner out", async () => {
    const { email } = await registerAndLogin(suite.app);
    for (let i = 0; i < 12; i++) {
      expect([422, 429]).toContain((await login(email, "wrong-password", `203.0.113.${i + 1}`)).status);
    }
    expect((await login(email, TEST_PASSWORD, "198.51.100.2")).status).toBe(200);
  });

  it("after a few failures from one address that address must wait, with a delay that grows", async () => {
    const { email } = await registerAndLogin(suite.app);
    const address = "198.51.100.3";
    for (let i = 0; i < 5; i++) expect((await login(email, "wrong-password", address)).status).toBe(422);
    const delayed = await login(email, TEST_PASSWORD, address);
    expect(delayed.status).toBe(429);
    const wait = Number(delayed.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect(((await delayed.json()) as { message: string }).message).toMatch(
      /^Too many failed logins\. Please try again in \d+ seconds?\.$/,
    );
    // The refused attempt counted nothing; the owner elsewhere is unaffected.
    expect((await login(email, TEST_PASSWORD, "198.51.100.4")).status).toBe(200);
    // Once the delay has passed (moved back in the table rather than waited for), one more guess is counted and
    // the next delay is twice as long.
    const pairKey = `login-failures:account:${digest(`${email}\n${address}`)}`;
    await suite.database.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - interval '31 seconds'` })
      .where(eq(rateLimits.key, pairKey));
    expect((await login(email, "wrong-password", address)).status).toBe(422);
    const longer = await login(email, TEST_PASSWORD, address);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(30);
    expect(Number(longer.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });

  it("a successful login clears the failures before it", async () => {
    const { email } = await registerAndLogin(suite.app);
    const address = "198.51.100.5";
    for (let i = 0; i < 4; i++) expect((await login(email, "wrong-password", address)).status).toBe(422);
    expect((await login(email, TEST_PASSWORD, address)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, "wrong-password", address)).status).toBe(422);
    expect((await login(email, TEST_PASSWORD, address)).status).toBe(200);
  });
});
