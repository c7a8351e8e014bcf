// The kundali in depth: GET /api/kundali (conventions, D1 and D9, the planet table, the dasha timeline, the transits
// and findings of today, in the language of Accept-Language). Members are named by their token, guests by
// session_id, as in the chat calls. SPEC's chart calls keep their shapes; this is a new call.
import { Hono } from "hono";
import { z } from "zod";
import { DASHA_YEAR_DAYS, DEFAULT_DASHA_YEAR_DAYS, kundaliReportSchema } from "../../contract/kundali";
import { languageFromAcceptLanguage } from "../../machines/lib/language";
import { ownerFailures, ownerOfRequest, sessionIdField } from "../chat/owner";
import { latestChartOf } from "../chat/owner-chart";
import type { AppDeps } from "../deps";
import { ApiError } from "../http/errors";
import { validate } from "../http/validation";
import { buildKundaliReport } from "../kundali/report";
import { messageAnswer, registerApiCall } from "../openapi/registry";

export const kundaliMessages = {
  noChart: "There is no kundali yet. Please enter your birth details first.",
  yearDays: "The year length must be 365.25 or 365.256364 days.",
} as const;

const reportQuery = z.object({
  session_id: sessionIdField,
  year_days: z
    .enum(DASHA_YEAR_DAYS, { error: kundaliMessages.yearDays })
    .optional()
    .describe("Days in a Vimshottari year: 365.25 (default) or 365.256364 (sidereal)"),
});

registerApiCall({
  method: "get",
  path: "/api/kundali",
  summary: "The asker's kundali in depth: conventions, D1 and D9, planets, dashas, transits, Sade Sati, Manglik, yogas",
  description:
    "Read from the asker's latest chart at the moment of the call. Chart words and sentences are in the language of " +
    "Accept-Language; dates are ISO instants (the client shows them as local calendar dates).",
  tags: ["Charts"],
  auth: "optional",
  query: reportQuery,
  responses: {
    200: { description: "The kundali", schema: kundaliReportSchema },
    ...ownerFailures,
    404: messageAnswer("The asker has no kundali yet"),
  },
});

export function kundaliRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono().get("/kundali", async (c) => {
    const query = validate(reportQuery, c.req.query());
    const owner = await ownerOfRequest(c, deps, query.session_id);
    const chart = await latestChartOf(db, owner);
    if (!chart) throw new ApiError(404, kundaliMessages.noChart);
    const report = buildKundaliReport(
      { ...chart, chart: chart.data },
      {
        language: languageFromAcceptLanguage(c.req.header("accept-language")),
        now: new Date(),
        yearDays: query.year_days ?? DEFAULT_DASHA_YEAR_DAYS,
      },
    );
    return c.json(report);
  });
}
