// The OpenAI-compatible provider, against a local HTTP server that speaks the chat-completions protocol.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { computeChart } from "../../../server/astro/chart";
import { loadConfig } from "../../../server/config";
import { answerWithBuiltinGuru } from "../../../server/guru/builtin-guru";
import { createGuru } from "../../../server/guru/guru";
import { GURU_PERSONA } from "../../../server/guru/llm-guru";
import { createLogger } from "../../../server/log";

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

type Behaviour = (req: IncomingMessage, body: ChatRequest, res: ServerResponse) => void;

const chart = computeChart({ local: "1990-04-12T06:30", tz: "Asia/Kathmandu" }, 27.7172, 85.324);
const now = new Date("2026-11-22T00:00:00Z");
const question = { question: "When will I get married? <b>please</b>", name: "Asha Sharma", chart, now };

describe("the LLM guru", () => {
  let server: Server;
  let baseUrl: string;
  let behaviour: Behaviour;
  const seen: { auth: string | undefined; path: string | undefined; body: ChatRequest }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        const body = JSON.parse(raw) as ChatRequest;
        seen.push({ auth: req.headers.authorization, path: req.url, body });
        behaviour(req, body, res);
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
    seen.length = 0;
  });

  const guru = (timeoutMs = 2000) =>
    createGuru(
      loadConfig({
        GURU_LLM_BASE_URL: baseUrl,
        GURU_LLM_MODEL: "astro-model",
        GURU_LLM_API_KEY: "sk-test",
        GURU_LLM_TIMEOUT_MS: String(timeoutMs),
        LOG_LEVEL: "silent",
      }),
      createLogger("silent"),
    );

  const completion =
    (content: string): Behaviour =>
    (_req, _body, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "x",
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content } }],
        }),
      );
    };

  it("sends the persona, the chart facts, the built-in reading and the question, and returns the reply as safe HTML", async () => {
    behaviour = completion("Your **7th house** is Libra.\n\n- Venus periods help\n- <img src=x onerror=alert(1)>");
    const answer = await guru()(question);
    expect(answer.provider).toBe("llm");
    expect(answer.html).toBe(
      "<p>Your <strong>7th house</strong> is Libra.</p><ul><li>Venus periods help</li><li>&lt;img src=x onerror=alert(1)&gt;</li></ul>",
    );
    expect(answer.suggestions).toHaveLength(3);

    const [call] = seen;
    expect(call?.path).toBe("/v1/chat/completions");
    expect(call?.auth).toBe("Bearer sk-test");
    expect(call?.body.model).toBe("astro-model");
    expect(call?.body.messages[0]).toEqual({ role: "system", content: GURU_PERSONA });
    const grounding = call?.body.messages[1]?.content ?? "";
    const builtin = answerWithBuiltinGuru(question);
    for (const factor of builtin.reading.factors) expect(grounding).toContain(factor);
    expect(grounding).toContain("Ascendant: Aries");
    expect(grounding).toContain('"""When will I get married? <b>please</b>"""');
  });

  it("falls back to the built-in guru when the server errors", async () => {
    behaviour = (_req, _body, res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "overloaded" } }));
    };
    const answer = await guru()(question);
    expect(answer.provider).toBe("builtin");
    expect(answer.html).toBe(answerWithBuiltinGuru(question).html);
  });

  it("falls back to the built-in guru when the server answers nothing usable", async () => {
    behaviour = completion("   ");
    expect((await guru()(question)).provider).toBe("builtin");
    behaviour = (_req, _body, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{not json");
    };
    expect((await guru()(question)).provider).toBe("builtin");
  });

  it("falls back to the built-in guru when the server does not answer within the timeout", async () => {
    behaviour = () => {
      // Never answers; the guru's timeout must end the wait.
    };
    const answer = await guru(200)(question);
    expect(answer.provider).toBe("builtin");
    expect(answer.html).toContain("7th house");
  });

  it("uses the built-in guru without any network when the LLM is not fully configured", async () => {
    behaviour = completion("should not be called");
    const partial = createGuru(loadConfig({ GURU_LLM_BASE_URL: baseUrl, LOG_LEVEL: "silent" }), createLogger("silent"));
    expect((await partial(question)).provider).toBe("builtin");
    expect(seen).toHaveLength(0);
  });
});
