// Charts, guest questions and PDFs cost us (a free question each, a paid LLM call once one is configured, the
// server's CPU), so each client address gets only so many an hour. The limits are counted in the database like the
// identity limits.
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { guestSessions } from "../../../server/db/schema";
import { GUEST_BIRTH } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";
import { guestWithChart } from "../chat/owners";

const BIRTH = GUEST_BIRTH;

/** The Node adapter's bindings, as a request from `address` would carry them. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

function post(app: ReturnType<typeof useTestApp>["app"], path: string, body: unknown, address: string) {
  return app.request(
    path,
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    from(address),
  );
}

describe.each(dbKinds)("hourly limits per client address on %s", (kind) => {
  const suite = useTestApp(kind, {
    RATE_LIMIT_CHARTS_PER_HOUR: "3",
    RATE_LIMIT_GUEST_QUESTIONS_PER_HOUR: "2",
    RATE_LIMIT_PDFS_PER_HOUR: "2",
  });

  it("refuses a fourth chart an hour from one address with 429 and creates nothing; other addresses go on", async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(suite.app, "/api/astro-details", BIRTH, "198.51.100.7")).status).toBe(200);
    const sessionsBefore = await sessionCount();
    const refused = await post(suite.app, "/api/astro-details", BIRTH, "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many birth charts from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(await sessionCount()).toBe(sessionsBefore);
    expect((await post(suite.app, "/api/astro-details", BIRTH, "198.51.100.8")).status).toBe(200);
  });

  it("refuses a third guest question an hour from one address, whatever the session", async () => {
    const sessions = await Promise.all([1, 2, 3].map(() => guestWithChart(suite.database.db)));
    const ask = (sessionId: string, address = "203.0.113.9") =>
      post(suite.app, "/api/assistant/chat", { message: "When will I marry?", session_id: sessionId }, address);
    expect((await ask(sessions[0] as string)).status).toBe(200);
    expect((await ask(sessions[1] as string)).status).toBe(200);
    const refused = await ask(sessions[2] as string);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/without an account\. Please log in/);
    // The refused session kept its free question: another address may still use it.
    expect((await ask(sessions[2] as string, "203.0.113.10")).status).toBe(200);
  });

  it("refuses a third kundali PDF an hour from one address; the page's JSON is not counted", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const pdf = (address: string) => suite.app.request(`/api/kundali/pdf?session_id=${sessionId}`, {}, from(address));
    expect((await pdf("192.0.2.5")).status).toBe(200);
    expect((await pdf("192.0.2.5")).status).toBe(200);
    const refused = await pdf("192.0.2.5");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many kundali PDFs from your network/);
    expect((await suite.app.request(`/api/kundali?session_id=${sessionId}`, {}, from("192.0.2.5"))).status).toBe(200);
    expect((await pdf("192.0.2.6")).status).toBe(200);
  });

  async function sessionCount() {
    const [row] = await suite.database.db.select({ n: count() }).from(guestSessions);
    return row?.n ?? 0;
  }
});
