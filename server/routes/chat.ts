// The consultation: POST /api/assistant/chat, GET /api/query-history, GET /api/chat/-/eligibility.

import { Hono } from "hono";
import {
  chatAnswerSchema,
  chatRequest,
  eligibilityAnswerSchema,
  queryHistoryAnswerSchema,
  sessionQuery,
} from "../../contract/chat";
import { languageFromAcceptLanguage } from "../../machines/lib/language";
import { askGuru, GuruFailed } from "../chat/ask";
import { queryHistory } from "../chat/history";
import { ownerFailures, ownerOfRequest } from "../chat/owner";
import type { AppDeps } from "../deps";
import { createGuru } from "../guru/guru";
import { loggableError } from "../http/loggable-error";
import { enforceHourlyLimit } from "../http/rate-limit";
import { validate, validateBody } from "../http/validation";
import { messageAnswer, registerApiCall } from "../openapi/registry";
import { remainingQuestions, remainingQuestionsOfUser } from "../quota/ledger";

const tags = ["Chat"];

registerApiCall({
  method: "post",
  path: "/api/assistant/chat",
  summary: "Ask the guru a question about the asker's own chart",
  description:
    "Users are identified by the Bearer token; guests send session_id. The answer is HTML built from escaped text. " +
    "Exactly one question is charged per delivered reading. Crisis and emergency replies, greetings and thanks, " +
    "off-topic and unplaceable questions are answered free (also with 0 questions left); a failed answer is never charged.",
  tags,
  auth: "optional",
  body: chatRequest,
  responses: {
    200: { description: "The answer, 3 follow-up suggestions and the questions left", schema: chatAnswerSchema },
    ...ownerFailures,
    402: messageAnswer("No questions left; nothing was answered"),
    409: messageAnswer("No kundali yet for this user or session"),
    429: messageAnswer(
      "A guest asked too many questions from one address this hour (RATE_LIMIT_GUEST_QUESTIONS_PER_HOUR)",
    ),
    503: messageAnswer("The guru failed; nothing was charged"),
  },
});
registerApiCall({
  method: "get",
  path: "/api/query-history",
  summary: "Questions and answers so far, oldest first",
  tags,
  auth: "optional",
  query: sessionQuery,
  responses: { 200: { description: "History", schema: queryHistoryAnswerSchema }, ...ownerFailures },
});
registerApiCall({
  method: "get",
  path: "/api/chat/-/eligibility",
  summary: "How many questions the user or guest session may still ask",
  tags,
  auth: "optional",
  query: sessionQuery,
  responses: { 200: { description: "Remaining questions", schema: eligibilityAnswerSchema }, ...ownerFailures },
});

export function chatRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const guru = createGuru(deps.config, deps.log);
  return new Hono()
    .post("/assistant/chat", async (c) => {
      const body = await validateBody(c, chatRequest);
      const owner = await ownerOfRequest(c, deps, body.session_id);
      if ("sessionId" in owner) await enforceHourlyLimit(c, deps.config, db, "guestQuestions");
      try {
        const answer = await askGuru(db, guru, owner, body.message, {
          uiLanguage: languageFromAcceptLanguage(c.req.header("accept-language")),
          helpLines: deps.config.GURU_HELP_LINES,
        });
        return c.json({
          response: [{ text: { value: answer.html } }],
          suggestions: answer.suggestions,
          availableQueryCount: answer.availableQueryCount,
        });
      } catch (err) {
        if (err instanceof GuruFailed) deps.log.error(`The guru failed to answer: ${loggableError(err.reason)}`);
        throw err;
      }
    })
    .get("/query-history", async (c) => {
      const query = validate(sessionQuery, c.req.query());
      const owner = await ownerOfRequest(c, deps, query.session_id);
      return c.json({ query_history: await queryHistory(db, owner) });
    })
    .get("/chat/-/eligibility", async (c) => {
      const query = validate(sessionQuery, c.req.query());
      const owner = await ownerOfRequest(c, deps, query.session_id);
      const available =
        "userId" in owner ? await remainingQuestionsOfUser(db, owner.userId) : await remainingQuestions(db, owner);
      return c.json({ availableQueryCount: available });
    });
}
