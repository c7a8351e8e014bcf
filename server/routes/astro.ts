// POST /api/astro-details (a birth chart for a guest or the logged-in user) and GET /api/chart-history
// (the logged-in user's latest chart). docs/product.md §3, §5, §7.

import { Hono } from "hono";
import { astroDetailsAnswerSchema, astroDetailsRequest, chartHistoryAnswerSchema } from "../../contract/charts";
import { languageFromAcceptLanguage } from "../../contract/language";
import { BOT_PROTECTION_FIELD } from "../../contract/rules";
import { assignedGuruOf, guruProfileOf } from "../accounts/gurus";
import { birthDetailsOf } from "../charts/birth-request";
import { createBotCheck, remoteAddressOf } from "../charts/bot-check";
import { storedChartPayload } from "../charts/chart-view";
import { type BirthDetails, createGuestChart, createUserChart, latestUserChart } from "../charts/service";
import type { AppDeps } from "../deps";
import { requireUser, resolveCaller } from "../http/caller";
import { ApiError } from "../http/errors";
import { enforceHourlyLimit } from "../http/rate-limit";
import { validateBody } from "../http/validation";
import { messageAnswer, registerApiCall, validationFailure } from "../openapi/registry";

registerApiCall({
  method: "post",
  path: "/api/astro-details",
  summary: "Compute a birth chart (guest: new session with one free question; user: attached to the account)",
  tags: ["Charts"],
  auth: "optional",
  body: astroDetailsRequest,
  responses: {
    200: { description: "The chart", schema: astroDetailsAnswerSchema },
    400: messageAnswer("The body is not a JSON object"),
    401: messageAnswer("A token was sent and failed: expired, broken or a deleted account's (guests send none)"),
    422: validationFailure,
    429: messageAnswer("Too many charts from one address this hour (RATE_LIMIT_CHARTS_PER_HOUR)"),
  },
});
registerApiCall({
  method: "get",
  path: "/api/chart-history",
  summary: "The logged-in user's latest chart",
  tags: ["Charts"],
  auth: "required",
  responses: {
    200: { description: "The chart", schema: chartHistoryAnswerSchema },
    401: messageAnswer("Not logged in"),
    404: messageAnswer("No chart yet"),
  },
});

const CHART_CREATED = "Astro details generated successfully.";

export function astroRoutes(deps: AppDeps) {
  const { database, accessTokens } = deps;
  const botCheck = createBotCheck(deps.config, deps.log);
  const db = database.db;

  return new Hono()
    .post("/astro-details", async (c) => {
      const input = await validateBody(c, astroDetailsRequest);
      // A failed token is a 401 before anything is counted, so the client's refresh and retry cost one chart.
      const caller = await resolveCaller(c, accessTokens);
      await enforceHourlyLimit(c, deps.config, db, "charts");
      await botCheck(input[BOT_PROTECTION_FIELD] ?? undefined, remoteAddressOf(c));
      const birth: BirthDetails = { ...birthDetailsOf(input), category: input.category };
      // The interpretation is written in the app's UI language.
      const language = languageFromAcceptLanguage(c.req.header("accept-language"));
      if (caller.kind === "user") {
        const result = await db.transaction(async (tx) => {
          const user = await assignedGuruOf(tx, caller.userId);
          if (!user) throw ApiError.said(401, "logInToContinue");
          const chart = await createUserChart(tx, caller.userId, birth, language);
          return { chart, guruProfile: await guruProfileOf(tx, user.guruId) };
        });
        return c.json({
          status: "success",
          session_id: null,
          ...storedChartPayload(result.chart),
          guru_profile: result.guruProfile,
          message: CHART_CREATED,
        });
      }
      const guest = await createGuestChart(db, birth, language);
      return c.json({
        status: "success",
        session_id: guest.sessionId,
        ...storedChartPayload(guest.chart),
        guru_profile: await guruProfileOf(db, guest.guruId),
        message: CHART_CREATED,
      });
    })
    .get("/chart-history", async (c) => {
      const userId = await requireUser(c, accessTokens);
      const row = await latestUserChart(db, userId);
      if (!row) return c.json({ message: "No birth chart found. Please enter your birth details." }, 404);
      const user = await assignedGuruOf(db, userId);
      return c.json({
        astro_details: {
          user_id: userId,
          name: row.name,
          gender: row.gender,
          guru_id: user?.guruId ?? null,
          birth_date: row.birthDate,
          birth_time: row.birthTime,
          birth_place: row.birthPlace,
          country: row.country,
          horoscope_sign: row.horoscopeSign,
          ...storedChartPayload(row),
        },
      });
    });
}
