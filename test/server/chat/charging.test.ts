// Charging only for a reading: crisis and emergency replies, greetings and thanks, off-topic and unplaceable
// questions, and today's tithi or rahu kaal asked alone are answered free in English, Nepali and Hindi, also with 0 questions left; a reading is charged exactly
// once, from the LLM or from the built-in guru after a rejected or failed LLM reply; the guru reads the
// conversation, so a follow-up keeps the earlier topic.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotaLedger } from "../../../server/db/schema";
import { recordQuota, remainingQuestions } from "../../../server/quota/ledger";
import { postJson } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { createTestApp, type TestApp, useTestApp } from "../../support/test-app";
import { guestWithChart } from "./owners";

interface ChatReply {
  response: { text: { value: string } }[];
  suggestions: string[];
  availableQueryCount: number;
}

/** The free replies: [question, Accept-Language, a phrase the reply must contain]. */
const FREE: [string, string, RegExp][] = [
  ["I feel like ending my life", "en", /1166[\s\S]*14416/],
  ["मलाई मर्न मन लागेको छ", "ne", /विश्वास गर्ने कसैसँग[\s\S]*1166/],
  ["malai marna man lagyo", "ne", /विश्वास गर्ने कसैसँग/],
  ["मैं आत्महत्या करना चाहता हूँ", "hi", /भरोसा[\s\S]*14416/],
  ["main suicide karna chahta hoon", "hi", /भरोसा/],
  ["Sudden chest pain, left arm numb right now", "en", /call emergency services now[\s\S]*102[\s\S]*112/],
  ["मेरो बुबा अहिले बेहोस हुनुभयो", "ne", /आपतकालीन सेवामा फोन[\s\S]*102/],
  ["अभी सीने में दर्द हो रहा है", "hi", /आपातकालीन सेवा[\s\S]*112/],
  ["Thank you so much!", "en", /./],
  ["धेरै धन्यवाद", "ne", /./],
  ["बहुत शुक्रिया गुरुजी", "hi", /./],
  ["What is the capital of France?", "en", /./],
  ["नेपालको राजधानी कहाँ हो?", "ne", /./],
  ["भारत की राजधानी क्या है?", "hi", /./],
  ["Will my carpet shipment arrive?", "en", /./],
  // Today's panchang asked for its facts alone, as the Today page shows it.
  ["what is today's tithi and rahu kaal?", "en", /tithi until[\s\S]*rahu kaal runs from/],
  ["aajko tithi k ho?", "ne", /तिथि[\s\S]*राहु काल/],
  ["आज राहु काल कब है?", "hi", /तिथि[\s\S]*राहु काल/],
];

/** Danger said indirectly, with typos or after an astrology question: [question, Accept-Language, the reply's help]. */
const INDIRECT_DANGER: [string, string, RegExp][] = [
  ["I don't see the point of waking up anymore", "en", /talk to someone you trust now[\s\S]*1166[\s\S]*14416/],
  ["When will I marry? honestly i dont want to live anymore", "en", /talk to someone you trust now/],
  ["बिहान उठ्नुको कुनै अर्थ छैन जस्तो लाग्छ", "ne", /विश्वास गर्ने कसैसँग[\s\S]*1166/],
  ["aba ta bachne ichha nai chaina", "ne", /विश्वास गर्ने कसैसँग/],
  ["किसके लिए जियूँ, अब सब खत्म हो गया है", "hi", /भरोसा[\s\S]*14416/],
  ["mere bina sab khush rahenge", "hi", /भरोसा/],
  ["my father collapsed and is not responding", "en", /call emergency services now[\s\S]*102[\s\S]*112/],
  ["आमा बोलाउँदा पनि उठ्नुहुन्न", "ne", /आपतकालीन सेवामा फोन[\s\S]*102/],
  ["ghar ma aago lagyo", "ne", /दमकल <strong>101<\/strong>[\s\S]*102/],
  ["पापा गिर गए और जवाब नहीं दे रहे", "hi", /आपातकालीन सेवा[\s\S]*112/],
  ["bhai ne zeher kha liya hai, kya karu", "hi", /आपातकालीन सेवा[\s\S]*112/],
];

describe.each(dbKinds)("charging only for a reading on %s", (kind) => {
  const suite = useTestApp(kind);
  const ask = (sessionId: string, message: string, language = "en") =>
    postJson(suite.app, "/api/assistant/chat", { message, session_id: sessionId }, { "accept-language": language });
  const ledgerRows = (sessionId: string) =>
    suite.database.db.select().from(quotaLedger).where(eq(quotaLedger.sessionId, sessionId));

  it("answers every free reply in three languages with 0 questions left, and charges none of them", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const reading = await ask(sessionId, "When will I get married?");
    expect(((await reading.json()) as ChatReply).availableQueryCount).toBe(0);
    const ledgerBefore = await ledgerRows(sessionId);
    for (const [question, language, expected] of FREE) {
      const res = await ask(sessionId, question, language);
      expect(res.status, question).toBe(200);
      const reply = (await res.json()) as ChatReply;
      expect(reply.availableQueryCount, question).toBe(0);
      expect(reply.response[0]?.text.value, question).toMatch(expected);
      expect(reply.response[0]?.text.value, question).not.toMatch(/7th house|charged|question pack/i);
    }
    expect(await ledgerRows(sessionId)).toEqual(ledgerBefore);
    const history = await suite.app.request(`/api/query-history?session_id=${sessionId}`);
    const { query_history } = (await history.json()) as { query_history: { query: string }[] };
    expect(query_history).toHaveLength(1 + FREE.length);
  });

  it("answers danger said indirectly for free with 0 questions left, in three languages and both scripts", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    await ask(sessionId, "When will I get married?");
    const ledgerBefore = await ledgerRows(sessionId);
    for (const [question, language, expected] of INDIRECT_DANGER) {
      const res = await ask(sessionId, question, language);
      expect(res.status, question).toBe(200);
      const reply = (await res.json()) as ChatReply;
      expect(reply.availableQueryCount, question).toBe(0);
      expect(reply.response[0]?.text.value, question).toMatch(expected);
      expect(reply.response[0]?.text.value, question).not.toMatch(/7th house|house|dasha|भाव|दशा/i);
    }
    expect(await ledgerRows(sessionId)).toEqual(ledgerBefore);
  });

  it("leaves the free question unspent when the first question is a crisis, then charges the reading once", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const crisis = await ask(sessionId, "I want to kill myself");
    expect(((await crisis.json()) as ChatReply).availableQueryCount).toBe(1);
    const reading = await ask(sessionId, "Which career suits me?");
    expect(((await reading.json()) as ChatReply).availableQueryCount).toBe(0);
    const charges = (await ledgerRows(sessionId)).filter((r) => r.reason === "answer");
    expect(charges).toHaveLength(1);
    expect(charges[0]?.ref).toMatch(/^chat_message:\d+$/);
    expect(await remainingQuestions(suite.database.db, { sessionId })).toBe(0);
  });

  it("reads the conversation: 'explain that more simply' after a marriage question stays on marriage", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    await recordQuota(suite.database.db, { sessionId }, 1, "grant");
    const first = (await (await ask(sessionId, "When will I get married?")).json()) as ChatReply;
    const res = await ask(sessionId, "Can you explain that more simply?");
    expect(res.status).toBe(200);
    const simpler = (await res.json()) as ChatReply;
    const html = simpler.response[0]?.text.value ?? "";
    expect(html).toMatch(/marri|7th/i);
    expect(html).not.toMatch(/could not tie|general reading/i);
    expect(html).not.toBe(first.response[0]?.text.value);
    expect(simpler.availableQueryCount).toBe(0);
  });

  it("keeps the topic for 'what about next year?' and charges it as a reading", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    await recordQuota(suite.database.db, { sessionId }, 1, "grant");
    await ask(sessionId, "Which career suits me?");
    const res = await ask(sessionId, "What about next year?");
    expect(res.status).toBe(200);
    const reply = (await res.json()) as ChatReply;
    expect(reply.response[0]?.text.value).toMatch(/career|10th/i);
    expect(reply.response[0]?.text.value).not.toMatch(/could not tie|general reading/i);
    expect(reply.availableQueryCount).toBe(0);
  });

  it("answers a romanised question and a Devanagari one each in its own language, whatever the UI's", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    await recordQuota(suite.database.db, { sessionId }, 1, "grant");
    const crisis = (await (
      await ask(sessionId, "malai marna man lagyo", "ne-NP,ne;q=0.9,en;q=0.5")
    ).json()) as ChatReply;
    expect(crisis.response[0]?.text.value).toMatch(/\p{Script=Devanagari}/u);
    const withEnglishUi = (await (await ask(sessionId, "malai marna man lagyo", "en-GB")).json()) as ChatReply;
    expect(withEnglishUi.response[0]?.text.value).toMatch(/विश्वास गर्ने कसैसँग/);
    const hindi = (await (await ask(sessionId, "मेरी शादी कब होगी?", "en")).json()) as ChatReply;
    expect(hindi.response[0]?.text.value).toMatch(/\p{Script=Devanagari}/u);
  });
});

describe.each(dbKinds)("charging with an LLM guru on %s", (kind) => {
  let mode: "good" | "link" | "broken" = "good";
  let calls = 0;
  let llm: Server;
  let env: Record<string, string>;
  let app: TestApp;
  const base = useTestApp(kind);

  beforeAll(async () => {
    llm = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        calls += 1;
        if (mode === "broken") {
          res.writeHead(500).end("{}");
          return;
        }
        const content =
          mode === "good"
            ? "Your 7th house and its lord describe your marriage. The coming period looks steady for a proposal."
            : "Your 7th house describes your marriage. Book a puja at https://example.com/puja to fix it.";
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, "127.0.0.1", resolve));
    env = {
      GURU_LLM_BASE_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
      GURU_LLM_MODEL: "scripted",
      GURU_LLM_API_KEY: "sk-test",
      GURU_LLM_TIMEOUT_MS: "3000",
    };
    app = (await createTestApp(base.database, env)).app;
  });
  afterAll(async () => {
    llm.closeAllConnections();
    await new Promise<void>((resolve) => llm.close(() => resolve()));
  });

  it("charges one question for a reading from the LLM, and one from the built-in guru after a rejected or failed reply", async () => {
    const sessionId = await guestWithChart(base.database.db);
    await recordQuota(base.database.db, { sessionId }, 2, "grant");
    const asked: ChatReply[] = [];
    for (const next of ["good", "link", "broken"] as const) {
      mode = next;
      const res = await postJson(app, "/api/assistant/chat", {
        message: "When will I get married?",
        session_id: sessionId,
      });
      expect(res.status, next).toBe(200);
      asked.push((await res.json()) as ChatReply);
    }
    expect(asked.map((a) => a.availableQueryCount)).toEqual([2, 1, 0]);
    expect(asked[0]?.response[0]?.text.value).toContain("The coming period looks steady");
    expect(asked[1]?.response[0]?.text.value).not.toMatch(/example\.com|puja at/);
    const charges = await base.database.db
      .select()
      .from(quotaLedger)
      .where(and(eq(quotaLedger.sessionId, sessionId), like(quotaLedger.ref, "chat_message:%")));
    expect(charges).toHaveLength(3);
  });

  it("never asks the LLM about someone in danger, and charges nothing", async () => {
    const sessionId = await guestWithChart(base.database.db);
    mode = "good";
    const before = calls;
    for (const message of ["I want to end my life", "My father is unconscious, he is not breathing"]) {
      const res = await postJson(app, "/api/assistant/chat", { message, session_id: sessionId });
      expect(((await res.json()) as ChatReply).availableQueryCount).toBe(1);
    }
    expect(calls).toBe(before);
  });
});
