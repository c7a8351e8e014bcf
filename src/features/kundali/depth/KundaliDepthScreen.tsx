// The kundali in depth on /kundali: its machine on its view. This module is fetched after the page's first paint.
import { useActorRef, useSelector } from "@xstate/react";
import { useAppLogic } from "../../../app/LogicContext";
import { kundaliDepthMachineFor, wireKundaliDepth } from "./bindings";
import { KundaliDepthView } from "./KundaliDepthView";

export default function KundaliDepthScreen() {
  const logic = useAppLogic();
  const wiring = wireKundaliDepth(logic.kundaliDepth);
  const actor = useActorRef(kundaliDepthMachineFor(wiring.ports), { input: wiring.input() });
  const status = useSelector(actor, (s) =>
    s.matches({ report: "loading" })
      ? "loading"
      : s.matches({ report: "failed" })
        ? "failed"
        : s.matches({ report: "missing" })
          ? "missing"
          : "ready",
  );
  const context = useSelector(actor, (s) => s.context);
  const working = useSelector(actor, (s) => s.matches({ pdf: "downloading" }));
  return (
    <KundaliDepthView
      status={status}
      report={context.report}
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
