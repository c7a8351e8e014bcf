import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { DashaYearDaysOption, KundaliReport } from "../../contract/kundali";
import { type KundaliPdfRequest, kundaliDepthMachine } from "../../machines/kundaliDepth";
import { sampleKundaliReport } from "../support/kundali-report";
import { kundaliDepthSpec } from "./models/kundaliDepth.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(kundaliDepthSpec);

const settle = () => new Promise((r) => setImmediate(r));

function start(load: (yearDays: DashaYearDaysOption) => Promise<KundaliReport>, pdf = async () => {}) {
  const reads: DashaYearDaysOption[] = [];
  const pdfs: KundaliPdfRequest[] = [];
  const remembered: string[] = [];
  const actor = createActor(
    kundaliDepthMachine.provide({
      actors: {
        loadKundali: fromPromise(({ input }) => {
          reads.push(input.yearDays);
          return load(input.yearDays);
        }),
        downloadPdf: fromPromise<void, KundaliPdfRequest>(async ({ input }) => {
          pdfs.push(input);
          await pdf();
        }),
      },
      actions: {
        rememberStyle: (_, style) => remembered.push(`style:${style}`),
        rememberYearDays: (_, yearDays) => remembered.push(`year:${yearDays}`),
      },
    }),
    { input: { sessionId: "s-1", style: "north", yearDays: "365.25" } },
  ).start();
  return { actor, reads, pdfs, remembered };
}

describe("kundaliDepth, beyond the walk", () => {
  const report = sampleKundaliReport();

  it("remembers the chart style without reading the report again", async () => {
    const { actor, reads, remembered } = start(async () => report);
    await settle();
    actor.send({ type: "style.chosen", style: "south" });
    expect(actor.getSnapshot().context.style).toBe("south");
    expect(remembered).toEqual(["style:south"]);
    expect(reads).toEqual(["365.25"]);
  });

  it("reads the report again for another year length, keeping the last one on screen meanwhile", async () => {
    let answer: (r: KundaliReport) => void = () => {};
    const { actor, reads, remembered } = start(async (yearDays) =>
      yearDays === "365.25" ? report : new Promise<KundaliReport>((resolve) => (answer = resolve)),
    );
    await settle();
    actor.send({ type: "yearDays.chosen", yearDays: "365.25" }); // the same length: nothing happens
    expect(reads).toEqual(["365.25"]);
    actor.send({ type: "yearDays.chosen", yearDays: "365.256364" });
    expect(actor.getSnapshot().matches({ report: "loading" })).toBe(true);
    expect(actor.getSnapshot().context.report).toBe(report);
    expect(remembered).toEqual(["year:365.256364"]);
    const sidereal = { ...report, dasha: { ...report.dasha, year_days: "365.256364" as const } };
    answer(sidereal);
    await settle();
    expect(actor.getSnapshot().context.report).toBe(sidereal);
    expect(reads).toEqual(["365.25", "365.256364"]);
  });

  it("asks for the PDF with the chosen style, year length and the person's name, and says when it failed", async () => {
    let fail = true;
    const { actor, pdfs } = start(
      async () => report,
      async () => {
        if (fail) throw new Error("You are offline. Check your internet connection.");
      },
    );
    await settle();
    actor.send({ type: "style.chosen", style: "south" });
    actor.send({ type: "pdf.requested" });
    expect(actor.getSnapshot().matches({ pdf: "downloading" })).toBe(true);
    actor.send({ type: "pdf.requested" }); // a second tap while it works does nothing
    await settle();
    expect(pdfs).toEqual([{ sessionId: "s-1", style: "south", yearDays: "365.25", name: "Asha Sharma" }]);
    expect(actor.getSnapshot().context.pdfError).toBe("You are offline. Check your internet connection.");
    fail = false;
    actor.send({ type: "pdf.requested" });
    expect(actor.getSnapshot().context.pdfError).toBeNull();
    await settle();
    expect(actor.getSnapshot().context.pdfSaved).toBe(true);
  });
});
