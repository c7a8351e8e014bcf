/**
 * The kundali in depth, below the product's parts of /kundali: the conventions, D1 and D9 in the chosen style, the planet
 * table, the Vimshottari timeline, today's transits and findings, and the kundali PDF (GET /api/kundali and its PDF).
 *
 * Input: `sessionId` (the guest session; null for members, who send their token), `style` and `yearDays` (the
 * remembered choices), `report` (the one kept from the last visit, shown while it is read again: `loading` keeps it).
 *
 * Two regions:
 * - `report`: `loading` -> `ready` | `missing` (404: no kundali yet) | `failed` (retry). Choosing another year length
 *   reads the report again (`loading` keeps the last report, so the page does not jump).
 * - `pdf`: `idle` -> `downloading` -> `idle`; `context.pdfError` after a failure, `context.pdfSaved` after a success.
 *
 * Events (from the view):
 * - `style.chosen` { style }         North or South Indian charts: remembered, nothing read again
 * - `yearDays.chosen` { yearDays }   the Vimshottari year length: remembered, the report read again
 * - `report.retried`                 after a failed read
 * - `pdf.requested`                  'Download kundali (PDF)'
 *
 * Placeholders: actors `loadKundali` (input { sessionId, yearDays }; output KundaliReport), `downloadPdf` (input
 * { sessionId, style, yearDays, name }; resolves once the file is handed over); actions `rememberStyle` (params the
 * style), `rememberYearDays` (params the year length), `pdfDownloaded`.
 */
import { assign, fromPromise, setup } from "xstate";
import type { ChartStyle, DashaYearDaysOption, KundaliReport } from "../contract/kundali";
import type { Said } from "./lib/callFailure";
import { errorMessage, notProvided } from "./lib/placeholders";

export interface KundaliDepthInput {
  sessionId: string | null;
  style: ChartStyle;
  yearDays: DashaYearDaysOption;
  /** The report kept from the last visit (a guest's, in the current language): shown while it is read again. */
  report?: KundaliReport | null;
}

export interface KundaliPdfRequest {
  sessionId: string | null;
  style: ChartStyle;
  yearDays: DashaYearDaysOption;
  /** For the file's name. */
  name: string;
}

interface KundaliDepthContext extends KundaliDepthInput {
  report: KundaliReport | null;
  error: Said | null;
  pdfError: Said | null;
  pdfSaved: boolean;
}

export type KundaliDepthEvent =
  | { type: "style.chosen"; style: ChartStyle }
  | { type: "yearDays.chosen"; yearDays: DashaYearDaysOption }
  | { type: "report.retried" }
  | { type: "pdf.requested" };

/** A 404 from GET /api/kundali: the asker has no kundali yet. */
function isMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}

export const kundaliDepthMachine = setup({
  types: {
    context: {} as KundaliDepthContext,
    events: {} as KundaliDepthEvent,
    input: {} as KundaliDepthInput,
  },
  actors: {
    loadKundali: fromPromise<KundaliReport, { sessionId: string | null; yearDays: DashaYearDaysOption }>(
      notProvided("loadKundali"),
    ),
    downloadPdf: fromPromise<void, KundaliPdfRequest>(notProvided("downloadPdf")),
  },
  actions: {
    rememberStyle: (_, _style: ChartStyle) => {},
    rememberYearDays: (_, _yearDays: DashaYearDaysOption) => {},
    pdfDownloaded: () => {},
  },
  guards: {
    missing: ({ event }) => "error" in event && isMissing(event.error),
    otherYearDays: ({ context, event }) => event.type === "yearDays.chosen" && event.yearDays !== context.yearDays,
  },
}).createMachine({
  id: "kundaliDepth",
  context: ({ input }) => ({ ...input, report: input.report ?? null, error: null, pdfError: null, pdfSaved: false }),
  type: "parallel",
  on: {
    "style.chosen": {
      actions: [
        assign({ style: ({ event }) => event.style }),
        { type: "rememberStyle", params: ({ event }) => event.style },
      ],
    },
  },
  states: {
    report: {
      initial: "loading",
      on: {
        "yearDays.chosen": {
          guard: "otherYearDays",
          target: ".loading",
          actions: [
            assign({ yearDays: ({ event }) => event.yearDays }),
            { type: "rememberYearDays", params: ({ event }) => event.yearDays },
          ],
        },
      },
      states: {
        loading: {
          invoke: {
            id: "loadKundali",
            src: "loadKundali",
            input: ({ context }) => ({ sessionId: context.sessionId, yearDays: context.yearDays }),
            onDone: { target: "ready", actions: assign({ report: ({ event }) => event.output, error: null }) },
            onError: [
              { guard: "missing", target: "missing", actions: assign({ error: null, report: null }) },
              { target: "failed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
            ],
          },
        },
        ready: {},
        missing: {},
        failed: { on: { "report.retried": "loading" } },
      },
    },
    pdf: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "pdf.requested": { target: "downloading", actions: assign({ pdfError: null, pdfSaved: false }) },
          },
        },
        downloading: {
          invoke: {
            id: "downloadPdf",
            src: "downloadPdf",
            input: ({ context }) => ({
              sessionId: context.sessionId,
              style: context.style,
              yearDays: context.yearDays,
              name: context.report?.person.name ?? "",
            }),
            onDone: { target: "idle", actions: [assign({ pdfSaved: true }), "pdfDownloaded"] },
            onError: { target: "idle", actions: assign({ pdfError: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
  },
});
