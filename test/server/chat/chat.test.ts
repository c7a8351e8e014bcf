import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { charts } from "../../../server/db/schema";
import { recordQuota, remainingQuestions } from "../../../server/quota/ledger";
import { personalRowCounts, postJson, registerAndLogin } from "../../support/accounts";
import { expectBalancesAgreeWithLedger } from "../../support/balances";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";
import { DELHI_BIRTH, guestWithChart, userWithChart } from "./owners";

interface ChatReply {
  response: { text: { value: string } }[];
  suggestions: string[];
  availableQueryCount: number;
}

describe.each(dbKinds)("POST /api/assistant/chat and the question quota on %s", (kind) => {
  const suite = useTestApp(kind);

  const ask = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(suite.app, "/api/assistant/chat", body, headers);

  it("answers a guest's free question from its chart, charges it once, then refuses with 402 and answers nothing", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const res = await ask({ message: "When will I get married?", session_id: sessionId });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as ChatReply;
    expect(reply.response[0]?.text.value).toContain("7th house");
    expect(reply.response[0]?.text.value).toMatch(/^<p>/);
    expect(reply.suggestions).toHaveLength(3);
    expect(reply.availableQueryCount).toBe(0);

    const before = await personalRowCounts(suite.database.db);
    const refused = await ask({ message: "And my career?", session_id: sessionId });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      message: expect.stringContaining("no remaining questions"),
      messageId: "noQuestionsLeft",
    });
    expect(await personalRowCounts(suite.database.db)).toEqual(before);

    const history = await suite.app.request(`/api/query-history?session_id=${sessionId}`);
    const { query_history } = (await history.json()) as { query_history: { query: string }[] };
    expect(query_history.map((h) => h.query)).toEqual(["When will I get married?"]);
  });

  it("answers a logged-in user from the user's own chart, with history oldest first and the eligibility count", async () => {
    const user = await userWithChart(suite.app, suite.database.db, DELHI_BIRTH);
    await recordQuota(suite.database.db, { userId: user.userId }, 2, "grant");
    const eligibility = await suite.app.request("/api/chat/-/eligibility", { headers: user.authHeader });
    expect(await eligibility.json()).toEqual({ availableQueryCount: 3 });

    const questions = ["Which career suits me?", "Will I go abroad?"];
    const replies: ChatReply[] = [];
    for (const message of questions) {
      const res = await ask({ message }, user.authHeader);
      expect(res.status).toBe(200);
      replies.push((await res.json()) as ChatReply);
    }
    expect(replies.map((r) => r.availableQueryCount)).toEqual([2, 1]);
    expect(replies[0]?.response[0]?.text.value).not.toBe(replies[1]?.response[0]?.text.value);

    const history = await suite.app.request("/api/query-history", { headers: user.authHeader });
    const body = (await history.json()) as {
      query_history: { query: string; response: { text: { value: string } }[] }[];
    };
    expect(body.query_history.map((h) => h.query)).toEqual(questions);
    expect(body.query_history[0]?.response[0]?.text.value).toBe(replies[0]?.response[0]?.text.value);
    expect(await remainingQuestions(suite.database.db, { userId: user.userId })).toBe(1);
  });

  it("never lets the user's text add markup to the stored and returned answer", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const res = await ask({ message: "<script>alert(1)</script> when will I marry?", session_id: sessionId });
    const html = ((await res.json()) as ChatReply).response[0]?.text.value ?? "";
    expect(html).not.toContain("<script>");
    // Only the answer's own markup reaches the client; the question, when quoted, is escaped text.
    const tags = [...html.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(tags.filter((t) => ["p", "ul", "li", "strong", "em"].includes(t ?? ""))));
    expect(html.includes("alert(1)") ? html.includes("&lt;script&gt;alert(1)&lt;/script&gt;") : true).toBe(true);
  });

  it("refuses bad input with clear 4xx answers and changes nothing", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const userWithoutChart = await registerAndLogin(suite.app);
    // Page-mode registration computes a chart from the birth details; this user must have none.
    await suite.database.db.delete(charts).where(eq(charts.userId, userWithoutChart.userId));
    const before = await personalRowCounts(suite.database.db);
    const cases: [unknown, Record<string, string>, number, string][] = [
      [{ message: "hi", session_id: sessionId }, {}, 422, "message"],
      [{ message: "   ab   ", session_id: sessionId }, {}, 422, "message"],
      [{ session_id: sessionId }, {}, 422, "message"],
      [{ message: 42, session_id: sessionId }, {}, 422, "message"],
      [{ message: "When will I marry?" }, {}, 422, "session_id"],
      [{ message: "When will I marry?", session_id: "no-such-session" }, {}, 422, "session_id"],
    ];
    for (const [body, headers, status, field] of cases) {
      const res = await ask(body, headers);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const json = (await res.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(json.errors)).toEqual([field]);
    }
    const noChart = await ask({ message: "When will I marry?" }, userWithoutChart.authHeader);
    expect(noChart.status).toBe(409);
    expect(await noChart.json()).toEqual({
      message: expect.stringContaining("generate your kundali"),
      messageId: "noChart",
    });
    const expired = await ask({ message: "When will I marry?" }, { authorization: "Bearer not-a-token" });
    expect(expired.status).toBe(401);
    const notJson = await suite.app.request("/api/assistant/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    expect(notJson.status).toBe(400);
    expect(await personalRowCounts(suite.database.db)).toEqual(before);
  });

  it("reads history and eligibility only for a known guest session", async () => {
    expect((await suite.app.request("/api/query-history")).status).toBe(422);
    expect((await suite.app.request("/api/chat/-/eligibility?session_id=nope")).status).toBe(422);
    const sessionId = await guestWithChart(suite.database.db);
    expect(await (await suite.app.request(`/api/chat/-/eligibility?session_id=${sessionId}`)).json()).toEqual({
      availableQueryCount: 1,
    });
  });

  it("moves a guest's unused free question, chart and chats to the account it registers in modal mode", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const user = await registerAndLogin(suite.app, { session_id: sessionId });
    const eligibility = await suite.app.request("/api/chat/-/eligibility", { headers: user.authHeader });
    expect(await eligibility.json()).toEqual({ availableQueryCount: 2 });
    const asked = await ask({ message: "Will I go abroad?" }, user.authHeader);
    expect(asked.status).toBe(200);
    expect(((await asked.json()) as ChatReply).availableQueryCount).toBe(1);
    const asGuest = await ask({ message: "Will I go abroad?", session_id: sessionId });
    expect(asGuest.status).toBe(403);
    expect(await asGuest.json()).toEqual({ message: expect.stringContaining("log in"), messageId: "sessionClaimed" });
  });

  it("answers exactly one of 50 simultaneous questions from an account with 1 remaining", async () => {
    const user = await userWithChart(suite.app, suite.database.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ask({ message: `Question number ${i}: when will I marry?` }, user.authHeader),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(49);
    expect(await remainingQuestions(suite.database.db, { userId: user.userId })).toBe(0);
    await expectBalancesAgreeWithLedger(suite.database.db);
    const history = await suite.app.request("/api/query-history", { headers: user.authHeader });
    expect(((await history.json()) as { query_history: unknown[] }).query_history).toHaveLength(1);
  });

  it("answers exactly one of 50 simultaneous questions from a guest session with its 1 free question", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ask({ message: "How is my health?", session_id: sessionId })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 402)).toHaveLength(49);
    expect(await remainingQuestions(suite.database.db, { sessionId })).toBe(0);
    await expectBalancesAgreeWithLedger(suite.database.db);
  });
});
