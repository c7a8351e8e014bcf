// Development and tests: each JSON answer is checked against its schema in contract/, so a server that drifted
// from the contract fails at the call that shows it, with the fields that differ, instead of somewhere in a view.
// http.ts imports this on demand and only when import.meta.env.DEV is true, so zod and the schemas stay out of the
// production bundle.
import { z } from "zod";
import { answerSchemaOf } from "../../contract/calls";

export class AnswerOutsideContract extends Error {
  constructor(call: string, problem: string) {
    super(`${call} answered outside the contract: ${problem}`);
    this.name = "AnswerOutsideContract";
  }
}

/** Throws AnswerOutsideContract when the answer to `method` `path` does not parse with its contract schema. */
export function checkAnswer(method: string, path: string, answer: unknown): void {
  // The path without its query, which can carry a guest's session id.
  const pathname = new URL(path, "http://contract.invalid").pathname;
  const call = `${method.toUpperCase()} ${pathname}`;
  const schema = answerSchemaOf(method, path);
  if (schema === undefined) {
    // A call under /api the contract does not list is a call that skipped it; other addresses are not ours.
    if (pathname.startsWith("/api/")) {
      throw new AnswerOutsideContract(call, "contract/calls.ts lists no such call");
    }
    return;
  }
  if (schema === null) return;
  const result = schema.safeParse(answer);
  if (!result.success) throw new AnswerOutsideContract(call, z.prettifyError(result.error));
}
