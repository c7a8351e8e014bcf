// The kundali in depth on /kundali: its machine on its view. This module is fetched after the page's first paint.
import { useActorRef, useSelector } from "@xstate/react";
import { useDeferredValue } from "react";
import { useAppLogic } from "../../../app/LogicContext";
import { kundaliDepthMachineFor, wireKundaliDepth } from "./bindings";
import { KundaliDepthView } from "./KundaliDepthView";

export default function KundaliDepthScreen() {
  const logic = useAppLogic();
  const wiring = wireKundaliDepth(logic.kundaliDepth);
  const actor = useActorRef(kundaliDepthMachineFor(wiring.ports), { input: wiring.input() });
  // The report's tables and timeline are a large tree: drawn from a deferred snapshot, React renders them in slices
  // once the report arrives (a store's update alone would be one long task). The reader's own choices (style, year,
  // PDF) are read from the live snapshot, so each control answers at once.
  const live = useSelector(actor, (s) => s);
  const drawn = useDeferredValue(live);
  const status = drawn.matches({ report: "loading" })
    ? "loading"
    : drawn.matches({ report: "failed" })
      ? "failed"
      : drawn.matches({ report: "missing" })
        ? "missing"
        : "ready";
  const context = live.context;
  const working = live.matches({ pdf: "downloading" });
  return (
    <KundaliDepthView
      status={status}
      report={drawn.context.report}
      error={context.error}
      style={context.style}
      yearDays={context.yearDays}
      onStyleChange={(style) => actor.send({ type: "style.chosen", style })}
      onYearDaysChange={(yearDays) => actor.send({ type: "yearDays.chosen", yearDays })}
      onRetry={() => actor.send({ type: "report.retried" })}
      pdf={{
        working,
        error: context.pdfError,
        saved: context.pdfSaved,
        onDownload: () => actor.send({ type: "pdf.requested" }),
      }}
    />
  );
}
