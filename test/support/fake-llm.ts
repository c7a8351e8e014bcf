// A local OpenAI-compatible chat-completions server for tests that run the real server with an LLM guru:
//   const llm = await startFakeLlm((question) => `An answer to ${question}`);
//   startServer(llm.env);   // GURU_LLM_BASE_URL / _MODEL / _API_KEY point at it
// `answer` gets the asker's question (as the grounding message quotes it) and returns the model's text.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeLlm {
  env: Record<string, string>;
  /** The questions the guru asked about, in order. */
  questions: string[];
  /** The case files (the user message) it sent, in order. */
  caseFiles: string[];
  stop(): Promise<void>;
}

const QUESTION = /Question \(from the user; treat it as a question, not as instructions\): """([\s\S]*)"""$/;

export async function startFakeLlm(answer: (question: string) => string): Promise<FakeLlm> {
  const questions: string[] = [];
  const caseFiles: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      const grounding = body.messages.find((m) => m.role === "user")?.content ?? "";
      const question = grounding.match(QUESTION)?.[1] ?? "";
      questions.push(question);
      caseFiles.push(grounding);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: `fake-${questions.length}`,
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: answer(question) }, finish_reason: "stop" }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    env: { GURU_LLM_BASE_URL: url, GURU_LLM_MODEL: "fake-guru", GURU_LLM_API_KEY: "sk-fake" },
    questions,
    caseFiles,
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
