// kundali/depth's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports,
// and each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this
// file, so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).
import { type ActorRefFrom, fromPromise } from "xstate";
import type { ChartStyle, DashaYearDaysOption, KundaliReport } from "../../../../contract/kundali";
import {
  CHART_STYLES,
  DASHA_YEAR_DAYS,
  DEFAULT_CHART_STYLE,
  DEFAULT_DASHA_YEAR_DAYS,
} from "../../../../contract/kundali-choices";
import type { KundaliDepthInput } from "../../../../machines/kundaliDepth";
import { type KundaliPdfRequest, kundaliDepthMachine } from "../../../../machines/kundaliDepth";
import type { Api } from "../../../adapters/api";
import type { NativeBridge } from "../../../adapters/nativeBridge";
import { saveKundaliPdf } from "../../../adapters/saveFile";
import type { KeyValueStorage } from "../../../adapters/storage";
import { language } from "../../../i18n/i18n";
import { boundOnce } from "../../../wiring/boundOnce";

// The kundali-depth machine bound to the app: the ports come from the app logic (`logic.kundaliDepth`, wired by the
// wiring below), the binding lives here, with the screen, so neither is in the first load (src/wiring/boundOnce.ts).
export interface KundaliDepthPorts {
  loadKundali(sessionId: string | null, yearDays: DashaYearDaysOption): Promise<KundaliReport>;
  downloadPdf(request: KundaliPdfRequest): Promise<void>;
  rememberStyle(style: ChartStyle): void;
  rememberYearDays(yearDays: DashaYearDaysOption): void;
  pdfDownloaded(): void;
}

export const kundaliDepthMachineFor = boundOnce((ports: KundaliDepthPorts) =>
  kundaliDepthMachine.provide({
    actors: {
      loadKundali: fromPromise(({ input }) => ports.loadKundali(input.sessionId, input.yearDays)),
      downloadPdf: fromPromise(({ input }) => ports.downloadPdf(input)),
    },
    actions: {
      rememberStyle: (_, style) => ports.rememberStyle(style),
      rememberYearDays: (_, yearDays) => ports.rememberYearDays(yearDays),
      pdfDownloaded: () => ports.pdfDownloaded(),
    },
  }),
);

/** The running report actor /kundali starts and its depth sections read. */
export type KundaliDepthActor = ActorRefFrom<ReturnType<typeof kundaliDepthMachineFor>>;

// The kundali in depth wired to the adapters: its ports and its input (the remembered chart style and year length).
// Imported by the /kundali depth section, fetched after the page's first paint, so none of it is in the first load.
/** localStorage keys of the chart style and dasha year length: the device reader's choices, kept across logout. */
export const CHART_STYLE_KEY = "kundali_chart_style";
export const DASHA_YEAR_DAYS_KEY = "kundali_dasha_year_days";
/**
 * localStorage key of a guest's last report (with the session it belongs to): the next visit shows it at once while
 * it is read again, so the page painted from its kept frame does not change under the reader. Members' are not kept
 * (another person may use the device after them).
 */
export const KEPT_REPORT_KEY = "kundali_report";

interface KeptReport {
  sessionId: string;
  report: KundaliReport;
}

/** The kept report when it is this guest's, in this language and for this year length; else null. */
function keptReport(
  text: string | null,
  sessionId: string | null,
  yearDays: DashaYearDaysOption,
): KundaliReport | null {
  if (!text || !sessionId) return null;
  try {
    const kept = JSON.parse(text) as KeptReport;
    const fits =
      kept.sessionId === sessionId &&
      kept.report?.language === language.get() &&
      kept.report?.dasha?.year_days === yearDays;
    return fits ? kept.report : null;
  } catch {
    return null;
  }
}

export interface KundaliDepthEnvironment {
  api: Api;
  bridge: NativeBridge;
  storage: KeyValueStorage;
  /** The guest session the chart belongs to; null for members (they send their token). */
  sessionId(): string | null;
  track(name: string, event: string): void;
}

export interface KundaliDepthWiring {
  ports: KundaliDepthPorts;
  input(): KundaliDepthInput;
}

/** A call's path with its query: a guest names the session (members send their token). */
function withQuery(path: string, sessionId: string | null, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams({ ...(sessionId ? { session_id: sessionId } : {}), ...query })}`;
}

/** The wiring, built once per environment (the app has one). */
export const wireKundaliDepth = boundOnce((env: KundaliDepthEnvironment): KundaliDepthWiring => {
  const { api, bridge, storage } = env;
  // The sentences' and the PDF's dates are the reader's calendar dates, as the page's tables are.
  const readerQuery = (yearDays: DashaYearDaysOption) => ({
    year_days: yearDays,
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return {
    ports: {
      // Read fresh each time: its dated parts change with the day. A guest's is kept for their next visit.
      loadKundali: async (session, yearDays) => {
        const report = await api.http.get<KundaliReport>(withQuery("/api/kundali", session, readerQuery(yearDays)));
        if (session) storage.set(KEPT_REPORT_KEY, JSON.stringify({ sessionId: session, report } satisfies KeptReport));
        return report;
      },
      downloadPdf: async (request) => {
        const query = { ...readerQuery(request.yearDays), style: request.style };
        const pdf = await api.http.file(withQuery("/api/kundali/pdf", request.sessionId, query));
        await saveKundaliPdf(bridge, pdf, request.name);
      },
      rememberStyle: (style) => storage.set(CHART_STYLE_KEY, style),
      rememberYearDays: (yearDays) => storage.set(DASHA_YEAR_DAYS_KEY, yearDays),
      pdfDownloaded: () => env.track("kundali_pdf_downloaded", "success"),
    },
    input: () => {
      const style = storage.get(CHART_STYLE_KEY);
      const yearDays =
        DASHA_YEAR_DAYS.find((known) => known === storage.get(DASHA_YEAR_DAYS_KEY)) ?? DEFAULT_DASHA_YEAR_DAYS;
      const sessionId = env.sessionId();
      return {
        sessionId,
        style: CHART_STYLES.find((known) => known === style) ?? DEFAULT_CHART_STYLE,
        yearDays,
        report: keptReport(storage.get(KEPT_REPORT_KEY), sessionId, yearDays),
      };
    },
  };
});
