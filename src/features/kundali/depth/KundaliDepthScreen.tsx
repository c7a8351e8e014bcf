// The kundali in depth on /kundali: the page's report actor (started by KundaliScreen, which shows the short and full
// reading from it) on the depth view. This module is fetched after the page's first paint.
import { useSelector } from "@xstate/react";
import { useDeferredValue } from "react";
import type { KundaliDepthActor } from "./bindings";
import { KundaliDepthView } from "./KundaliDepthView";

export default function KundaliDepthScreen({ actor }: { actor: KundaliDepthActor }) {
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
