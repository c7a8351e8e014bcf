// "Only answered questions are charged": a guru that fails leaves the quota as it was; an LLM that fails is
// replaced by the built-in guru, whose answer is charged once.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AskContext, askGuru, GuruFailed } from "../../../server/chat/ask";
import { DEFAULT_HELP_LINES } from "../../../server/config/help-lines";
import type { Database } from "../../../server/db/client";
import { chatMessages, quotaLedger } from "../../../server/db/schema";
import type { Guru } from "../../../server/guru/guru";
import { recordQuota, remainingQuestions } from "../../../server/quota/ledger";
import { personalRowCounts, postJson } from "../../support/accounts";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";
import { guestWithChart } from "./owners";

// The service alone: the route's hourly limits are not what these tests are about.
const context: AskContext = { uiLanguage: "en", helpLines: DEFAULT_HELP_LINES, checkLimits: async () => {} };

describe.each(dbKinds)("failed answers are never charged on %s", (kind) => {
  let database: Database;
  let llm: Server;
  let llmStatus = 500;
  let llmUrl: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    llm = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(llmStatus, { "content-type": "application/json" });
        res.end(
          JSON.stringify({ choices: [{ message: { role: "assistant", content: "Your chart is **bright**." } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, "127.0.0.1", resolve));
    llmUrl = `http://127.0.0.1:${(llm.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => llm.close(() => resolve()));
    await database.close();
  });

  it("leaves the quota and the history untouched when the guru fails, and answers normally afterwards", async () => {
    const sessionId = await guestWithChart(database.db);
    const owner = { sessionId };
    const failing: Guru = async () => {
      throw new Error("provider exploded");
    };
    const before = await personalRowCounts(database.db);
    await expect(askGuru(database.db, failing, owner, "When will I marry?", context)).rejects.toBeInstanceOf(
      GuruFailed,
    );
    expect(await personalRowCounts(database.db)).toEqual(before);
    expect(await remainingQuestions(database.db, owner)).toBe(1);

    const working: Guru = async () => ({
      html: "<p>ok</p>",
      suggestions: ["a", "b", "c"],
      provider: "builtin",
      kind: "reading",
    });
    const answer = await askGuru(database.db, working, owner, "When will I marry?", context);
    expect(answer.availableQueryCount).toBe(0);
    const [charge] = await database.db
      .select()
      .from(quotaLedger)
      .where(and(eq(quotaLedger.reason, "answer"), eq(quotaLedger.sessionId, sessionId)));
    const [message] = await database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(charge?.ref).toBe(`chat_message:${message?.id}`);
  });

  it("charges a reading the guru finds in a question the understanding could not place, and refuses it at 0 left", async () => {
    const sessionId = await guestWithChart(database.db);
    const owner = { sessionId };
    const reads: Guru = async () => ({
      html: "<p>A reading.</p>",
      suggestions: [],
      provider: "builtin",
      kind: "reading",
    });
    const first = await askGuru(database.db, reads, owner, "Tell me about my future", context);
    expect(first).toMatchObject({ kind: "reading", availableQueryCount: 0 });
    const before = await personalRowCounts(database.db);
    await expect(askGuru(database.db, reads, owner, "Tell me about my future", context)).rejects.toMatchObject({
      status: 402,
    });
    expect(await personalRowCounts(database.db)).toEqual(before);
  });

  it("releases a reservation left by a request that died mid-answer once it is stale", async () => {
    const sessionId = await guestWithChart(database.db);
    // A crashed request's reservation, 11 minutes old.
    await recordQuota(database.db, { sessionId }, -1, "answer", "pending:crashed");
    await database.db
      .update(quotaLedger)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(quotaLedger.ref, "pending:crashed"));
    expect(await remainingQuestions(database.db, { sessionId })).toBe(0);
    const working: Guru = async () => ({ html: "<p>ok</p>", suggestions: [], provider: "builtin", kind: "reading" });
    const answer = await askGuru(database.db, working, { sessionId }, "How is my health?", context);
    expect(answer.availableQueryCount).toBe(0);
    expect(await database.db.$count(quotaLedger, eq(quotaLedger.ref, "pending:crashed"))).toBe(0);
  });

  it("answers with the LLM when it works and with the built-in guru when it fails, charging one question each", async () => {
    const { app } = await createTestApp(database, {
      GURU_LLM_BASE_URL: llmUrl,
      GURU_LLM_MODEL: "m",
      GURU_LLM_API_KEY: "k",
      GURU_LLM_TIMEOUT_MS: "2000",
    });
    const sessionId = await guestWithChart(database.db);
    await recordQuota(database.db, { sessionId }, 1, "grant");

    llmStatus = 200;
    const fromLlm = await postJson(app, "/api/assistant/chat", { message: "Will I go abroad?", session_id: sessionId });
    expect(fromLlm.status).toBe(200);
    expect(await fromLlm.json()).toMatchObject({
      response: [{ text: { value: "<p>Your chart is <strong>bright</strong>.</p>" } }],
      availableQueryCount: 1,
    });

    llmStatus = 503;
    const fallback = await postJson(app, "/api/assistant/chat", {
      message: "Will I go abroad?",
      session_id: sessionId,
    });
    expect(fallback.status).toBe(200);
    const body = (await fallback.json()) as { response: { text: { value: string } }[]; availableQueryCount: number };
    expect(body.response[0]?.text.value).toContain("12th house");
    expect(body.availableQueryCount).toBe(0);

    const stored = await database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(stored.map((m) => m.provider)).toEqual(["llm", "builtin"]);
  });
});
