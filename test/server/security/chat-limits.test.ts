// Chat messages of every kind cost us (each may be a paid LLM call, and each is stored): an account or a guest session,
// and a client address, may send only so many an hour, free replies included. A reply for someone who may be in
// danger is given over every limit all the same. Free replies are stored within a bound per owner, and the history
// is read a page at a time.
import { and, count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FREE_REPLIES_KEPT, HISTORY_PAGE_SIZE } from "../../../server/chat/history";
import { chatMessages } from "../../../server/db/schema";
import { recordQuota } from "../../../server/quota/ledger";
import { dbKinds } from "../../support/databases";
import { type TestAppSuite, useTestApp } from "../../support/test-app";
import { guestWithChart, userWithChart } from "../chat/owners";

const CRISIS = "I want to kill myself";

/** The Node adapter's bindings, as a request from `address` would carry them. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

function ask(
  suite: TestAppSuite,
  message: string,
  owner: { headers?: Record<string, string>; sessionId?: string },
  address: string,
) {
  return suite.app.request(
    "/api/assistant/chat",
    {
      method: "POST",
      headers: { "content-type": "application/json", ...owner.headers },
      body: JSON.stringify({ message, session_id: owner.sessionId }),
    },
    from(address),
  );
}

async function storedMessages(suite: TestAppSuite, owner: { userId: number } | { sessionId: string }) {
  const where =
    "userId" in owner
      ? eq(chatMessages.userId, owner.userId)
      : and(eq(chatMessages.sessionId, owner.sessionId), isNull(chatMessages.userId));
  const [row] = await suite.database.db.select({ n: count() }).from(chatMessages).where(where);
  return row?.n ?? 0;
}

// Each test sends a dozen or more messages through the real guru; a loaded machine takes its time.
describe.each(dbKinds)("chat limits on %s", { timeout: 180_000 }, (kind) => {
  const suite = useTestApp(kind, {
    RATE_LIMIT_CHAT_MESSAGES_PER_HOUR: "4",
    RATE_LIMIT_CHAT_MESSAGES_PER_ADDRESS_PER_HOUR: "7",
  });

  it("refuses a member's fifth message of the hour, free ones included, yet still answers someone in danger", async () => {
    const member = await userWithChart(suite.app, suite.database.db);
    const owner = { headers: member.authHeader };
    // The registration's question is spent on a reading; the rest are free replies at 0 questions left.
    expect((await ask(suite, "When will I get married?", owner, "198.51.100.20")).status).toBe(200);
    for (const message of ["Namaste", "Thank you", "What is the capital of France?"]) {
      expect((await ask(suite, message, owner, "198.51.100.20")).status).toBe(200);
    }
    const before = await storedMessages(suite, { userId: member.userId });
    const refused = await ask(suite, "Namaste again", owner, "198.51.100.21");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^You have sent too many messages this hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(await storedMessages(suite, { userId: member.userId })).toBe(before);
    // Safety first: over the limit, the crisis reply with its help lines is given.
    const crisis = await ask(suite, CRISIS, owner, "198.51.100.21");
    expect(crisis.status).toBe(200);
    expect(JSON.stringify(await crisis.json())).toContain("1166");
  });

  it("refuses a guest session's fifth message of the hour, whatever address it comes from", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    await recordQuota(suite.database.db, { sessionId }, 5, "grant");
    for (const address of ["203.0.113.31", "203.0.113.32", "203.0.113.33", "203.0.113.34"]) {
      expect((await ask(suite, "Namaste", { sessionId }, address)).status).toBe(200);
    }
    expect((await ask(suite, "Which career suits me?", { sessionId }, "203.0.113.35")).status).toBe(429);
    expect((await ask(suite, CRISIS, { sessionId }, "203.0.113.35")).status).toBe(200);
  });

  it("refuses the eighth message of the hour from one address, members and guests together", async () => {
    const [first, second] = [
      await userWithChart(suite.app, suite.database.db),
      await userWithChart(suite.app, suite.database.db),
    ];
    const guest = await guestWithChart(suite.database.db);
    const address = "192.0.2.40";
    for (const message of ["Namaste", "Thank you", "Hello"]) {
      expect((await ask(suite, message, { headers: first?.authHeader }, address)).status).toBe(200);
      expect((await ask(suite, message, { headers: second?.authHeader }, address)).status).toBe(200);
    }
    expect((await ask(suite, "Namaste", { sessionId: guest }, address)).status).toBe(200);
    const refused = await ask(suite, "Namaste", { sessionId: guest }, address);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many messages from your network\./);
    expect((await ask(suite, CRISIS, { sessionId: guest }, address)).status).toBe(200);
    expect((await ask(suite, "Namaste", { sessionId: guest }, "192.0.2.41")).status).toBe(200);
  });
});

describe.each(dbKinds)("stored free replies and the history's pages on %s", { timeout: 180_000 }, (kind) => {
  const suite = useTestApp(kind);

  it(`keeps a member's newest ${FREE_REPLIES_KEPT} free replies and every charged reading`, async () => {
    const member = await userWithChart(suite.app, suite.database.db);
    const owner = { headers: member.authHeader };
    expect((await ask(suite, "When will I get married?", owner, "198.51.100.50")).status).toBe(200);
    for (let i = 0; i < FREE_REPLIES_KEPT + 5; i++) {
      expect((await ask(suite, i % 2 ? "Namaste" : "Thank you", owner, "198.51.100.50")).status).toBe(200);
    }
    expect(await storedMessages(suite, { userId: member.userId })).toBe(FREE_REPLIES_KEPT + 1);
    const history = await suite.app.request("/api/query-history", { headers: member.authHeader });
    const { query_history } = (await history.json()) as { query_history: { query: string }[] };
    expect(query_history).toHaveLength(FREE_REPLIES_KEPT + 1);
    expect(query_history[0]?.query).toBe("When will I get married?");
  });

  it("answers the newest page of a long history in the first page's shape, and older pages on request", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const total = 2 * HISTORY_PAGE_SIZE + 7;
    await suite.database.db.insert(chatMessages).values(
      Array.from({ length: total }, (_, i) => ({
        sessionId,
        query: `question ${i}`,
        responseHtml: `<p>answer ${i}</p>`,
      })),
    );
    const read = async (before?: string) => {
      const res = await suite.app.request(
        `/api/query-history?session_id=${sessionId}${before === undefined ? "" : `&before=${before}`}`,
      );
      expect(res.status).toBe(200);
      return (await res.json()) as { query_history: { query: string }[]; next_before?: string };
    };
    const newest = await read();
    const queries = (page: { query_history: { query: string }[] }) => page.query_history.map((h) => h.query);
    expect(queries(newest)).toEqual(
      Array.from({ length: HISTORY_PAGE_SIZE }, (_, i) => `question ${total - HISTORY_PAGE_SIZE + i}`),
    );
    expect(newest.next_before).toEqual(expect.any(String));
    const middle = await read(newest.next_before);
    expect(queries(middle)[0]).toBe(`question ${total - 2 * HISTORY_PAGE_SIZE}`);
    expect(queries(middle)).toHaveLength(HISTORY_PAGE_SIZE);
    const oldest = await read(middle.next_before);
    expect(queries(oldest)).toEqual(Array.from({ length: 7 }, (_, i) => `question ${i}`));
    expect(Object.keys(oldest)).toEqual(["query_history"]);

    const bad = await suite.app.request(`/api/query-history?session_id=${sessionId}&before=abc`);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.before).toBeDefined();
  });
});
