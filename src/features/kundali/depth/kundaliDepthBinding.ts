// The kundali-depth machine bound to the app: the ports come from the app logic (`logic.kundaliDepth`, wired by
// src/features/kundali/depth/kundaliDepthWiring.ts), the binding lives here, with the screen, so neither is in the first load
// (src/app/boundOnce.ts).
import { fromPromise } from "xstate";
import type { ChartStyle, DashaYearDaysOption, KundaliReport } from "../../../../contract/kundali";
import { type KundaliPdfRequest, kundaliDepthMachine } from "../../../../machines/kundaliDepth";
import { boundOnce } from "../../../app/boundOnce";

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
