import assert from "node:assert/strict";
import { kundaliDepthMachine } from "../../../machines/kundaliDepth";
import { sampleKundaliReport } from "../../support/kundali-report";
import type { MachineWalkSpec } from "../support/walk";

const report = sampleKundaliReport();
const notFound = Object.assign(new Error("There is no kundali yet. Please enter your birth details first."), {
  status: 404,
});

export const kundaliDepthSpec: MachineWalkSpec = {
  name: "kundaliDepth",
  machine: kundaliDepthMachine,
  inputs: [
    { sessionId: "s-1", style: "north", yearDays: "365.25" },
    { sessionId: null, style: "south", yearDays: "365.256364" },
  ],
  events: () => [
    { type: "style.chosen", style: "south" },
    { type: "yearDays.chosen", yearDays: "365.256364" },
    { type: "yearDays.chosen", yearDays: "365.25" },
    { type: "report.retried" },
    { type: "pdf.requested" },
  ],
  outputs: { loadKundali: [report], downloadPdf: [undefined] },
  errors: {
    loadKundali: [notFound, new Error("No internet connection.")],
    downloadPdf: [new Error("An unexpected error occurred.")],
  },
  recordedActions: ["rememberStyle", "rememberYearDays", "pdfDownloaded"],
  // The report is large and the same sample every time: whether one is kept is what distinguishes states.
  serializeState: (snapshot) => {
    const { report: kept, ...rest } = snapshot.context as { report: unknown };
    return JSON.stringify({ value: snapshot.value, ...rest, report: kept !== null });
  },
  states: {
    "report.ready": ({ snapshot }) => assert.equal(snapshot.context.report, report),
    "report.missing": ({ snapshot }) => assert.equal(snapshot.context.error, null),
    "report.failed": ({ snapshot }) => assert.equal(snapshot.context.error, "No internet connection."),
    "pdf.downloading": ({ snapshot }) => {
      assert.equal(snapshot.context.pdfError, null);
      assert.equal(snapshot.context.pdfSaved, false);
    },
  },
};
