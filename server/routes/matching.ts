// Kundali matching: POST /api/matches (the asker's chart against a partner's birth details, Ashtakoot) and
// GET /api/matches (the owner's matches, newest first). Members are named by their token, guests by session_id.
import { Hono } from "hono";
import { sessionQuery } from "../../contract/chat";
import { languageFromAcceptLanguage } from "../../contract/language";
import { matchAnswerSchema, matchesAnswerSchema, matchRequest } from "../../contract/matching";
import { birthDetailsOf } from "../charts/birth-request";
import { ownerFailures, ownerOfRequest } from "../chat/owner";
import type { AppDeps } from "../deps";
import { enforceHourlyLimit } from "../http/rate-limit";
import { validate, validateBody } from "../http/validation";
import { createMatch, listMatches } from "../matching/service";
import { matchView } from "../matching/view";
import { messageAnswer, registerApiCall } from "../openapi/registry";

const tags = ["Matching"];

registerApiCall({
  method: "post",
  path: "/api/matches",
  summary: "Match the asker's kundali with a partner's (Ashtakoot guna milan) and keep the match",
  description:
    "The body is the partner's birth details, with the same fields, rules and messages as POST /api/astro-details " +
    "(no bot-protection field). Users are identified by the Bearer token; guests send session_id. Every word of the " +
    "answer is in the language of Accept-Language. Counts against the hourly chart limit.",
  tags,
  auth: "optional",
  body: matchRequest,
  responses: {
    200: { description: "The match", schema: matchAnswerSchema },
    ...ownerFailures,
    409: messageAnswer("The asker has no kundali yet"),
    429: messageAnswer("Too many charts from one address this hour (RATE_LIMIT_CHARTS_PER_HOUR)"),
  },
});
registerApiCall({
  method: "get",
  path: "/api/matches",
  summary: "The asker's matches, newest first",
  tags,
  auth: "optional",
  query: sessionQuery,
  responses: {
    200: { description: "The matches", schema: matchesAnswerSchema },
    ...ownerFailures,
  },
});

export function matchingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono()
    .post("/matches", async (c) => {
      const input = await validateBody(c, matchRequest);
      const owner = await ownerOfRequest(c, deps, input.session_id);
      await enforceHourlyLimit(c, deps.config, db, "charts");
      const match = await createMatch(db, owner, birthDetailsOf(input));
      return c.json({
        status: "success",
        match: matchView(match, languageFromAcceptLanguage(c.req.header("accept-language"))),
      });
    })
    .get("/matches", async (c) => {
      const query = validate(sessionQuery, c.req.query());
      const owner = await ownerOfRequest(c, deps, query.session_id);
      const language = languageFromAcceptLanguage(c.req.header("accept-language"));
      return c.json({ matches: (await listMatches(db, owner)).map((m) => matchView(m, language)) });
    });
}
