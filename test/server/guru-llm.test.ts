// The LLM guru against a local OpenAI-compatible server that returns scripted replies: a good reply reaches the
// user (escaped, as HTML built here); a reply that contradicts the chart, sells a remedy, carries a link or fear
// language, comes too late or is broken is replaced by the built-in answer, with the reason logged. Either way a
// reading is charged exactly once; a greeting is never sent to the LLM and never charged.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runningDashas } from "../../server/astro/dasha";
import { DIGNITIES, ordinal, SIGN_NAMES, signLord, signOfHouse } from "../../server/astro/jyotish";
import { askGuru } from "../../server/chat/ask";
import { loadConfig } from "../../server/config";
import { DEFAULT_HELP_LINES } from "../../server/config/help-lines";
import type { Database } from "../../server/db/client";
import { quotaLedger } from "../../server/db/schema";
import { answerWithBuiltinGuru } from "../../server/guru/builtin-guru";
import type { GuruTurn } from "../../server/guru/contract";
import { createGuru } from "../../server/guru/guru";
import { GURU_PERSONA } from "../../server/guru/llm-guru";
import type { Logger } from "../../server/log";
import { registry } from "../../server/metrics/registry";
import { remainingQuestions } from "../../server/quota/ledger";
import { dbKinds, openTestDatabase } from "../support/databases";
import { ASKERS, NOW, questionFor } from "../unit/guru/everyday";
import { guestWithChart } from "./chat/owners";

interface ChatRequest {
  model: string;
  max_tokens: number;
  messages: { role: string; content: string }[];
}
type Behaviour = (body: ChatRequest, res: ServerResponse) => void;

const asker = ASKERS[0] as (typeof ASKERS)[number];
const { chart } = asker;
const venus = chart.bodies.venus;
const seventh = signOfHouse(7, chart.ascendant.sign);
const running = runningDashas(chart.dashas, NOW);
const notVenusExalted = venus.sign !== DIGNITIES.venus.exaltedSign;

const reply =
  (content: string): Behaviour =>
  (_body, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
  };

const GOOD = [
  `Your 7th house is ${SIGN_NAMES[seventh]}, and Venus sits in your ${ordinal(venus.house)} house in ${SIGN_NAMES[venus.sign]}.`,
  "",
  `You are currently running the ${running?.mahadasha.lord} mahadasha, so be patient and **steady** <script>alert(1)</script>.`,
  "",
  "- Keep talking openly with your family",
  "- Meet people through friends you trust",
].join("\n");

const json =
  (status: number, body: unknown): Behaviour =>
  (_body, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

/** A reply stopped at max_tokens: `finish_reason` "length", with the usage a server reports then. */
const cut = (content: string) =>
  json(200, {
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "length" }],
    usage: { prompt_tokens: 2100, completion_tokens: 900, total_tokens: 3000 },
  });

const SCRIPTED: Record<string, Behaviour> = {
  // Content as an array of parts, as some gateways and Azure API versions send it.
  parts: json(200, {
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: [
            { type: "text", text: GOOD.slice(0, 40) },
            { type: "text", text: GOOD.slice(40) },
          ],
        },
        finish_reason: "stop",
      },
    ],
  }),
  cutAfterReasons: cut(`${GOOD}\n\nOne more thing: the Jupiter transit next year bring`),
  cutInTheVerdict: cut(`Your 7th house is ${SIGN_NAMES[seventh]}, and Venus sits in your ${ordinal(venus.house)} ho`),
  cutAfterListLeadIn: cut(
    `Your 7th house is ${SIGN_NAMES[seventh]}, so marriage is supported.\n\nWhat to do now:\n\n- Talk to your fam`,
  ),
  // A wrong claim in a sentence that names the asker, her birth place and year.
  namedFalse: reply(
    `Asha, born in Kathmandu in 1990, your Venus is exalted in your chart. Your 7th house is ${SIGN_NAMES[seventh]}.`,
  ),
  errorBody: json(401, { error: { message: "Incorrect API key provided: sk-te***", type: "invalid_request_error" } }),
  errorIn200: json(200, { error: "model 'astro-model' not found, try pulling it first" }),
  good: reply(GOOD),
  false: reply(
    `Venus is exalted in your chart, so marriage comes easily. Your 7th house is ${SIGN_NAMES[(seventh + 4) % 12]}.`,
  ),
  remedy: reply("Marriage will come. Wear a certified blue sapphire and book our special puja for ₹2100 to be sure."),
  link: reply("Read more about your marriage at https://example.com/marriage-report today."),
  fear: reply("This period brings a curse on your marriage and grave danger to your spouse."),
  slow: (_body, res) => {
    // Never answers within the guru's timeout; the socket is closed when the server stops.
    res.on("close", () => undefined);
  },
  http500: (_body, res) => {
    res.writeHead(500, { "content-type": "application/json" });
    res.end("{}");
  },
  garbage: (_body, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end("this is not json");
  },
  empty: reply("   "),
};

function capturingLogger(lines: string[]): Logger {
  const line = (msg: string, fields?: Record<string, unknown>) =>
    lines.push(fields ? `${msg} ${JSON.stringify(fields)}` : msg);
  return { debug: () => undefined, info: () => undefined, warn: line, error: line };
}

describe("the LLM guru and its reply checker", () => {
  let server: Server;
  let baseUrl: string;
  let behaviour: Behaviour = SCRIPTED.good as Behaviour;
  const requests: ChatRequest[] = [];
  const warnings: string[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        const body = JSON.parse(raw) as ChatRequest;
        requests.push(body);
        behaviour(body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    requests.length = 0;
    warnings.length = 0;
  });

  const guru = (timeoutMs = 3000) =>
    createGuru(
      loadConfig({
        GURU_LLM_BASE_URL: baseUrl,
        GURU_LLM_MODEL: "astro-model",
        GURU_LLM_API_KEY: "sk-test",
        GURU_LLM_TIMEOUT_MS: String(timeoutMs),
        LOG_LEVEL: "silent",
      }),
      capturingLogger(warnings),
    );

  const history: GuruTurn[] = [
    { question: "How is my career?", answerHtml: "<p>Your career grows steadily.</p>", at: "2026-11-20T10:00:00Z" },
  ];
  const input = { ...questionFor(asker, "When will I get married?", history) };

  it("sends the persona, the asker, the whole chart, the yogas, the dasha table, the transits, the reading and the conversation, with max_tokens", async () => {
    behaviour = SCRIPTED.good as Behaviour;
    await guru()(input);
    const body = requests[0] as ChatRequest;
    expect(body.max_tokens).toBe(900);
    expect(body.messages[0]).toEqual({ role: "system", content: GURU_PERSONA });
    const grounding = body.messages[1]?.content ?? "";
    expect(grounding).toMatch(/age 36, gender female, born in Kathmandu/);
    expect(grounding).toContain(`venus: ${SIGN_NAMES[venus.sign]}`);
    expect(grounding).toMatch(/nakshatra \w+/);
    expect(grounding).toMatch(/D9 \w+/);
    expect(grounding).toContain("Yogas:");
    expect(grounding).toContain(`Mahadasha now: ${running?.mahadasha.lord}`);
    expect(grounding).toContain("Pratyantardashas of this antardasha");
    expect(grounding).toContain("Transits today:");
    expect(grounding).toContain("Sade Sati");
    expect(grounding).toContain("Asked: How is my career?");
    expect(grounding).toContain("A reference answer from the built-in rules (you may improve on it");
    for (let house = 1; house <= 12; house++) {
      const lord = signLord(signOfHouse(house, chart.ascendant.sign));
      expect(grounding).toContain(
        `House ${house}: ${SIGN_NAMES[signOfHouse(house, chart.ascendant.sign)]}; lord ${lord} in house ${chart.bodies[lord].house} (`,
      );
    }
    expect(grounding).toMatch(
      /Saturn-\w+: \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \(the asker's age \d+ to \d+\)|\w+-\w+: .*\(the asker's age/,
    );
    expect(grounding).toContain("Length: 80 to 180 words");
    expect(grounding.endsWith(`"""When will I get married?"""`)).toBe(true);
  });

  it("resolves the time frame to years in the case file, also for 'the year after that', and keeps a simple answer short", async () => {
    behaviour = SCRIPTED.good as Behaviour;
    const first = questionFor(asker, "When will I get married next year?");
    await guru()(first);
    const earlier: GuruTurn[] = [
      { question: first.question, answerHtml: answerWithBuiltinGuru(first).answer.html, at: NOW.toISOString() },
    ];
    await guru()(questionFor(asker, "And the year after that?", earlier));
    await guru()(questionFor(asker, "Can you say it more simply?", earlier));
    const caseFiles = requests.map((r) => r.messages[1]?.content ?? "");
    expect(caseFiles[0]).toContain(`Time frame: the year ${NOW.getUTCFullYear() + 1}: answer for that year`);
    expect(caseFiles[1]).toContain(`Time frame: the year ${NOW.getUTCFullYear() + 2}: answer for that year`);
    expect(caseFiles[2]).toContain("Length: under 80 words");
  });

  it("gives a reply whose claims hold, as escaped HTML, of the kind reading", async () => {
    behaviour = SCRIPTED.good as Behaviour;
    const answer = await guru()(input);
    expect(answer.provider).toBe("llm");
    expect(answer.kind).toBe("reading");
    expect(answer.html).toContain("<strong>steady</strong>");
    expect(answer.html).toContain("&lt;script&gt;");
    expect(answer.html).toContain("<li>Meet people through friends you trust</li>");
    expect(warnings).toEqual([]);
  });

  it.each([
    ["false", /contradicts the chart/],
    ["remedy", /sale/],
    ["link", /link/],
    ["fear", /fear/],
  ])("rejects a %s reply and gives the built-in answer, logging why", async (script, reason) => {
    if (script === "false") expect(notVenusExalted).toBe(true);
    behaviour = SCRIPTED[script] as Behaviour;
    const answer = await guru()(input);
    expect(answer).toEqual(answerWithBuiltinGuru(input).answer);
    expect(warnings.join("\n")).toMatch(reason);
    expect(warnings.join("\n")).not.toContain("Asha");
  });

  it.each(["slow", "http500", "garbage", "empty"])(
    "falls back to the built-in answer on a %s reply",
    async (script) => {
      behaviour = SCRIPTED[script] as Behaviour;
      const answer = await guru(script === "slow" ? 300 : 3000)(input);
      expect(answer).toEqual(answerWithBuiltinGuru(input).answer);
      expect(warnings.join("\n")).toMatch(/Guru LLM failed/);
    },
  );

  it("logs the rejected sentence with the asker's name and birth details masked, and counts the kind", async () => {
    if (!notVenusExalted) return;
    const metric = async () =>
      ((await registry.getSingleMetric("llm_rejections_total")?.get())?.values ?? [])
        .filter((v) => v.labels.reason === "wrong-dignity")
        .reduce((sum, v) => sum + v.value, 0);
    const before = await metric();
    behaviour = SCRIPTED.namedFalse as Behaviour;
    const answer = await guru()(input);
    expect(answer.provider).toBe("builtin");
    const logged = warnings.join("\n");
    expect(logged).toContain("wrong-dignity");
    expect(logged).toContain("[name], born in [place] in [birth year], your Venus is exalted");
    expect(logged).not.toMatch(/Asha|Kathmandu|1990/);
    expect(await metric()).toBe(before + 1);
  });

  it("reads content sent as an array of text parts, without usage or finish_reason", async () => {
    behaviour = SCRIPTED.parts as Behaviour;
    const answer = await guru()(input);
    expect(answer.provider).toBe("llm");
    expect(answer.html).toContain("<li>Meet people through friends you trust</li>");
  });

  it("trims a reply cut at max_tokens to its last complete paragraph when the answer and a reason remain", async () => {
    behaviour = SCRIPTED.cutAfterReasons as Behaviour;
    const answer = await guru()(input);
    expect(answer.provider).toBe("llm");
    expect(answer.html).toContain("<li>Meet people through friends you trust</li>");
    expect(answer.html).not.toContain("bring");
    expect(warnings).toEqual([]);
  });

  it.each(["cutInTheVerdict", "cutAfterListLeadIn"])(
    "gives the built-in answer when a reply cut at max_tokens no longer answers (%s)",
    async (script) => {
      behaviour = SCRIPTED[script] as Behaviour;
      const answer = await guru()(input);
      expect(answer).toEqual(answerWithBuiltinGuru(input).answer);
      expect(warnings.join("\n")).toMatch(/cut at max_tokens/);
    },
  );

  it.each([
    ["errorBody", /HTTP 401: Incorrect API key provided/],
    ["errorIn200", /error: model 'astro-model' not found/],
  ])("falls back and logs the server's own words on an error body (%s)", async (script, said) => {
    behaviour = SCRIPTED[script] as Behaviour;
    const answer = await guru()(input);
    expect(answer).toEqual(answerWithBuiltinGuru(input).answer);
    expect(warnings.join("\n")).toMatch(said);
  });

  it("asks for max_tokens by the answer's language, each configurable", async () => {
    behaviour = SCRIPTED.good as Behaviour;
    await guru()(questionFor(asker, "मेरो बिहे कहिले हुन्छ?"));
    await guru()(questionFor(asker, "मेरी शादी कब होगी?"));
    expect(requests.map((r) => r.max_tokens)).toEqual([2700, 2700]);
    const configured = createGuru(
      loadConfig({
        GURU_LLM_BASE_URL: baseUrl,
        GURU_LLM_MODEL: "astro-model",
        GURU_LLM_API_KEY: "sk-test",
        GURU_LLM_MAX_TOKENS: "700",
        GURU_LLM_MAX_TOKENS_NE: "1800",
        GURU_LLM_MAX_TOKENS_HI: "1600",
        LOG_LEVEL: "silent",
      }),
      capturingLogger(warnings),
    );
    await configured(input);
    await configured(questionFor(asker, "मेरो बिहे कहिले हुन्छ?"));
    await configured(questionFor(asker, "मेरी शादी कब होगी?"));
    expect(requests.slice(2).map((r) => r.max_tokens)).toEqual([700, 1800, 1600]);
  });

  it("counts the LLM's calls, its rejected replies and where each answer came from in the metrics", async () => {
    // A histogram's samples are named <metric>_count, _sum and _bucket under the one metric.
    const count = async (sample: string, labels: Record<string, string>) => {
      const metric = sample.replace(/_count$/, "");
      const values: { metricName?: string; labels: Record<string, unknown>; value: number }[] =
        (await registry.getSingleMetric(metric)?.get())?.values ?? [];
      return values
        .filter((v) => (v.metricName ?? metric) === sample)
        .filter((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))
        .reduce((sum, v) => sum + v.value, 0);
    };
    const before = {
      llm: await count("guru_answers_total", { source: "llm", outcome: "answered" }),
      fallback: await count("guru_answers_total", { source: "builtin", outcome: "fallback" }),
      sale: await count("llm_rejections_total", { reason: "sale" }),
      timeouts: await count("llm_call_duration_seconds_count", { outcome: "timeout" }),
    };
    behaviour = SCRIPTED.good as Behaviour;
    await guru()(input);
    behaviour = SCRIPTED.remedy as Behaviour;
    await guru()(input);
    behaviour = SCRIPTED.slow as Behaviour;
    await guru(300)(input);
    expect(await count("guru_answers_total", { source: "llm", outcome: "answered" })).toBe(before.llm + 1);
    expect(await count("guru_answers_total", { source: "builtin", outcome: "fallback" })).toBe(before.fallback + 2);
    expect(await count("llm_rejections_total", { reason: "sale" })).toBe(before.sale + 1);
    expect(await count("llm_call_duration_seconds_count", { outcome: "timeout" })).toBe(before.timeouts + 1);
  });

  it("does not ask the LLM for a greeting or a question outside the chart", async () => {
    behaviour = SCRIPTED.good as Behaviour;
    expect((await guru()(questionFor(asker, "Hello!"))).kind).toBe("greeting");
    expect((await guru()(questionFor(asker, "What is the capital of France?"))).kind).toBe("off_topic");
    expect(requests).toEqual([]);
  });

  it("defaults to an 8 second timeout", () => {
    expect(loadConfig({ LOG_LEVEL: "silent" }).GURU_LLM_TIMEOUT_MS).toBe(8000);
  });

  describe.each(dbKinds)("charging on %s", (kind) => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database.close());

    const charges = async (sessionId: string) =>
      (
        await database.db
          .select()
          .from(quotaLedger)
          .where(and(eq(quotaLedger.reason, "answer"), eq(quotaLedger.sessionId, sessionId)))
      ).length;

    it.each(["good", "false", "remedy", "http500"])(
      "charges a reading once when the LLM reply is %s",
      async (script) => {
        behaviour = SCRIPTED[script] as Behaviour;
        const sessionId = await guestWithChart(database.db);
        const owner = { sessionId };
        const answer = await askGuru(database.db, guru(), owner, "When will I get married?", {
          uiLanguage: "en",
          helpLines: DEFAULT_HELP_LINES,
          checkLimits: async () => {},
        });
        expect(answer.kind).toBe("reading");
        expect(await charges(sessionId)).toBe(1);
        expect(await remainingQuestions(database.db, owner)).toBe(0);
      },
    );

    it("does not charge a greeting", async () => {
      const sessionId = await guestWithChart(database.db);
      const answer = await askGuru(database.db, guru(), { sessionId }, "Namaste!", {
        uiLanguage: "en",
        helpLines: DEFAULT_HELP_LINES,
        checkLimits: async () => {},
      });
      expect(answer.kind).toBe("greeting");
      expect(await charges(sessionId)).toBe(0);
    });
  });
});
