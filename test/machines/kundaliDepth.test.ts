import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { DashaYearDaysOption, KundaliReport } from "../../contract/kundali";
import { type KundaliDepthInput, type KundaliPdfRequest, kundaliDepthMachine } from "../../machines/kundaliDepth";
import { sampleKundaliReport } from "../support/kundali-report";
import { kundaliDepthSpec } from "./models/kundaliDepth.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(kundaliDepthSpec);

const settle = () => new Promise((r) => setImmediate(r));

function start(
  load: (yearDays: DashaYearDaysOption) => Promise<KundaliReport>,
  pdf = async () => {},
  input: KundaliDepthInput = { sessionId: "s-1", style: "north", yearDays: "365.25" },
) {
  const reads: Array<{ sessionId: string | null; yearDays: DashaYearDaysOption }> = [];
  const pdfs: KundaliPdfRequest[] = [];
  const remembered: string[] = [];
  const actor = createActor(
    kundaliDepthMachine.provide({
      actors: {
        loadKundali: fromPromise(({ input }) => {
          reads.push(input);
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
        pdfDownloaded: () => remembered.push("pdf"),
      },
    }),
    { input },
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
    expect(reads).toEqual([{ sessionId: "s-1", yearDays: "365.25" }]);
  });

  it("reads the report again for another year length, keeping the last one on screen meanwhile", async () => {
    let answer: (r: KundaliReport) => void = () => {};
    const { actor, reads, remembered } = start(async (yearDays) =>
      yearDays === "365.25" ? report : new Promise<KundaliReport>((resolve) => (answer = resolve)),
    );
    await settle();
    actor.send({ type: "yearDays.chosen", yearDays: "365.25" }); // the same length: nothing happens
    expect(reads.map((read) => read.yearDays)).toEqual(["365.25"]);
    expect(remembered).toEqual([]);
    actor.send({ type: "yearDays.chosen", yearDays: "365.256364" });
    expect(actor.getSnapshot().matches({ report: "loading" })).toBe(true);
    expect(actor.getSnapshot().context.report).toBe(report);
    expect(remembered).toEqual(["year:365.256364"]);
    const sidereal = { ...report, dasha: { ...report.dasha, year_days: "365.256364" as const } };
    answer(sidereal);
    await settle();
    expect(actor.getSnapshot().context.report).toBe(sidereal);
    expect(actor.getSnapshot().context.yearDays).toBe("365.256364");
    expect(reads).toEqual([
      { sessionId: "s-1", yearDays: "365.25" },
      { sessionId: "s-1", yearDays: "365.256364" },
    ]);
  });

  it("asks for the PDF with the chosen style, year length and the person's name, and says when it failed", async () => {
    let fail = true;
    const { actor, pdfs, remembered } = start(
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
    expect(actor.getSnapshot().context.pdfSaved).toBe(false);
    expect(remembered).toEqual(["style:south"]);
    fail = false;
    actor.send({ type: "pdf.requested" });
    expect(actor.getSnapshot().context.pdfError).toBeNull();
    await settle();
    expect(actor.getSnapshot().matches({ pdf: "idle" })).toBe(true);
    expect(actor.getSnapshot().context.pdfSaved).toBe(true);
    expect(remembered).toEqual(["style:south", "pdf"]);
    actor.send({ type: "pdf.requested" }); // a new download forgets the last one's success
    expect(actor.getSnapshot().context.pdfSaved).toBe(false);
  });

  it("asks a member's PDF without a session and, before the report arrived, without a name", () => {
    const { actor, pdfs } = start(() => new Promise(() => {}), undefined, {
      sessionId: null,
      style: "south",
      yearDays: "365.256364",
    });
    actor.send({ type: "pdf.requested" });
    expect(pdfs).toEqual([{ sessionId: null, style: "south", yearDays: "365.256364", name: "" }]);
  });

  it("starts reading the report with nothing to show yet", () => {
    const { actor, reads } = start(() => new Promise(() => {}));
    expect(actor.getSnapshot().matches({ report: "loading", pdf: "idle" })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      sessionId: "s-1",
      style: "north",
      yearDays: "365.25",
      report: null,
      error: null,
      pdfError: null,
      pdfSaved: false,
    });
    expect(reads).toEqual([{ sessionId: "s-1", yearDays: "365.25" }]);
  });

  it("a 404 means no kundali yet: no error is shown", async () => {
    const missing = Object.assign(new Error("There is no kundali yet."), { status: 404 });
    const { actor } = start(() => Promise.reject(missing));
    await settle();
    expect(actor.getSnapshot().matches({ report: "missing" })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ["a 500", Object.assign(new Error("Server error."), { status: 500 }), "Server error."],
    ["an error without a status", new Error("No internet connection."), "No internet connection."],
    ["a bare text", "No internet connection.", "No internet connection."],
    ["nothing", null, "An unexpected error occurred."],
  ])("%s is a failure with its message, and a retry reads the report again", async (_, failure, message) => {
    let fail = true;
    const { actor, reads } = start(() => (fail ? Promise.reject(failure) : Promise.resolve(report)));
    await settle();
    expect(actor.getSnapshot().matches({ report: "failed" })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(message);
    fail = false;
    actor.send({ type: "report.retried" });
    expect(actor.getSnapshot().matches({ report: "loading" })).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches({ report: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.report).toBe(report);
    expect(reads).toHaveLength(2);
  });

  it("another year length after a failure reads the report again with it", async () => {
    let fail = true;
    const { actor, reads } = start(() => (fail ? Promise.reject(new Error("Offline.")) : Promise.resolve(report)));
    await settle();
    fail = false;
    actor.send({ type: "yearDays.chosen", yearDays: "365.256364" });
    await settle();
    expect(actor.getSnapshot().matches({ report: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(reads.at(-1)).toEqual({ sessionId: "s-1", yearDays: "365.256364" });
  });
});
