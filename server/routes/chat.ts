// The consultation: POST /api/assistant/chat, GET /api/query-history, GET /api/chat/-/eligibility.

import { Hono } from "hono";
import {
  chatAnswerSchema,
  chatRequest,
  eligibilityAnswerSchema,
  historyQuery,
  queryHistoryAnswerSchema,
  sessionQuery,
} from "../../contract/chat";
import { languageFromAcceptLanguage } from "../../contract/language";
import { askGuru, GuruFailed } from "../chat/ask";
import { queryHistory } from "../chat/history";
import { ownerFailures, ownerOfRequest } from "../chat/owner";
import type { AppDeps } from "../deps";
import { createGuru } from "../guru/guru";
import { loggableError } from "../http/loggable-error";
import { enforceHourlyLimit, enforceHourlyOwnerLimit } from "../http/rate-limit";
import { validate, validateBody } from "../http/validation";
import { messageAnswer, registerApiCall } from "../openapi/registry";
import { balanceKey, remainingQuestions, remainingQuestionsOfUser } from "../quota/ledger";

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
      "Too many messages this hour from the account or guest session (RATE_LIMIT_CHAT_MESSAGES_PER_HOUR), from one " +
        "address (RATE_LIMIT_CHAT_MESSAGES_PER_ADDRESS_PER_HOUR), or from one address without an account " +
        "(RATE_LIMIT_GUEST_QUESTIONS_PER_HOUR); a reply for someone who may be in danger is given all the same",
    ),
    503: messageAnswer("The guru failed; nothing was charged"),
  },
});
registerApiCall({
  method: "get",
  path: "/api/query-history",
  summary: "Questions and answers so far, oldest first, a page at a time",
  description:
    "Without `before`: the newest page (at most 50 entries), oldest first. When older entries exist the answer " +
    "carries `next_before`; sent back as `before`, it returns the page before. Free replies are kept within a bound " +
    "per owner (the newest 20); charged readings are always kept.",
  tags,
  auth: "optional",
  query: historyQuery,
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
      const checkLimits = async () => {
        await enforceHourlyOwnerLimit(deps.config, db, balanceKey(owner));
        await enforceHourlyLimit(c, deps.config, db, "chatMessages");
        if ("sessionId" in owner) await enforceHourlyLimit(c, deps.config, db, "guestQuestions");
      };
      try {
        const answer = await askGuru(db, guru, owner, body.message, {
          uiLanguage: languageFromAcceptLanguage(c.req.header("accept-language")),
          helpLines: deps.config.GURU_HELP_LINES,
          checkLimits,
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
      const query = validate(historyQuery, c.req.query());
      const owner = await ownerOfRequest(c, deps, query.session_id);
      return c.json(await queryHistory(db, owner, query.before));
    })
    .get("/chat/-/eligibility", async (c) => {
      const query = validate(sessionQuery, c.req.query());
      const owner = await ownerOfRequest(c, deps, query.session_id);
      const available =
        "userId" in owner ? await remainingQuestionsOfUser(db, owner.userId) : await remainingQuestions(db, owner);
      return c.json({ availableQueryCount: available });
    });
}
