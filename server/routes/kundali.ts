// The kundali in depth: GET /api/kundali (conventions, D1 and D9, the planet table, the dasha timeline, the transits
// and findings of today, in the language of Accept-Language). Members are named by their token, guests by
// session_id, as in the chat calls. the product's chart calls keep their shapes; this is a new call.
import { type Context, Hono } from "hono";
import {
  DEFAULT_CHART_STYLE,
  DEFAULT_DASHA_YEAR_DAYS,
  kundaliFileName,
  kundaliMessages,
  kundaliPdfQuery,
  kundaliQuery,
  kundaliReportSchema,
} from "../../contract/kundali";
import { languageFromAcceptLanguage } from "../../contract/language";
import { ownerFailures, ownerOfRequest } from "../chat/owner";
import { latestChartOf } from "../chat/owner-chart";
import type { AppDeps } from "../deps";
import { ApiError } from "../http/errors";
import { enforceHourlyLimit } from "../http/rate-limit";
import { validate } from "../http/validation";
import { renderKundaliPdf } from "../kundali/pdf/render-kundali-pdf";
import { buildKundaliReport, type KundaliReportOptions } from "../kundali/report";
import { messageAnswer, registerApiCall } from "../openapi/registry";

registerApiCall({
  method: "get",
  path: "/api/kundali",
  summary: "The asker's kundali in depth: conventions, D1 and D9, planets, dashas, transits, Sade Sati, Manglik, yogas",
  description:
    "Read from the asker's latest chart at the moment of the call. Chart words and sentences are in the language of " +
    "Accept-Language; dates are ISO instants (the client shows them as local calendar dates).",
  tags: ["Charts"],
  auth: "optional",
  query: kundaliQuery,
  responses: {
    200: { description: "The kundali", schema: kundaliReportSchema },
    ...ownerFailures,
    404: messageAnswer("The asker has no kundali yet"),
  },
});

registerApiCall({
  method: "get",
  path: "/api/kundali/pdf",
  summary: "The asker's kundali as an A4 PDF (details, D1 and D9, planets, dashas, transits, interpretation)",
  description:
    "The same report as GET /api/kundali, printed in the language of Accept-Language with the Devanagari font " +
    "embedded. Answers application/pdf as an attachment named after the person.",
  tags: ["Charts"],
  auth: "optional",
  query: kundaliPdfQuery,
  responses: {
    200: { description: "The PDF (application/pdf)" },
    ...ownerFailures,
    404: messageAnswer("The asker has no kundali yet"),
    429: messageAnswer("Too many PDFs from one address this hour (RATE_LIMIT_PDFS_PER_HOUR)"),
  },
});

export function kundaliRoutes(deps: AppDeps) {
  const db = deps.database.db;
  /** The asker's latest chart read as the report, or the clear 404. */
  const reportFor = async (
    c: Context,
    sessionId: string | undefined,
    options: Omit<KundaliReportOptions, "language" | "now">,
  ) => {
    const owner = await ownerOfRequest(c, deps, sessionId);
    const chart = await latestChartOf(db, owner);
    if (!chart) throw new ApiError(404, kundaliMessages.noChart);
    const language = languageFromAcceptLanguage(c.req.header("accept-language"));
    return {
      chart,
      report: buildKundaliReport({ ...chart, chart: chart.data }, { language, now: new Date(), ...options }),
    };
  };
  return new Hono()
    .get("/kundali", async (c) => {
      const query = validate(kundaliQuery, c.req.query());
      const { report } = await reportFor(c, query.session_id, {
        yearDays: query.year_days ?? DEFAULT_DASHA_YEAR_DAYS,
        ...(query.time_zone ? { timeZone: query.time_zone } : {}),
      });
      return c.json(report);
    })
    .get("/kundali/pdf", async (c) => {
      const query = validate(kundaliPdfQuery, c.req.query());
      await enforceHourlyLimit(c, deps.config, db, "pdfs");
      const { chart, report } = await reportFor(c, query.session_id, {
        yearDays: query.year_days ?? DEFAULT_DASHA_YEAR_DAYS,
        ...(query.time_zone ? { timeZone: query.time_zone } : {}),
      });
      const pdf = await renderKundaliPdf(report, {
        style: query.style ?? DEFAULT_CHART_STYLE,
        timeZone: query.time_zone ?? chart.timezone,
      });
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="kundali.pdf"; filename*=UTF-8''${encodeURIComponent(kundaliFileName(report.person.name))}`,
        "cache-control": "private, no-store",
      });
    });
}
