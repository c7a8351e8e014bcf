// /kundali: the kept chart (name, birth details, Vedic sign), the report of GET /api/kundali (the short and the full
// reading and the depth, read in the reader's language each time the page opens, so a language chosen since shows
// without a new chart) and the 'Your Birth Chart' modal.
import { useStore } from "@nanostores/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo, useState } from "react";
import { useLocation } from "wouter";
import { waitFor } from "xstate";
import { placeLabel } from "../../../machines/lib/placeLabel";
import { useAppLogic } from "../../app/LogicContext";
import { useKeptFrame } from "../../app/useKeptFrame";
import { calendarWords } from "../../i18n/format";
import { language } from "../../i18n/i18n";
import { natalOf, TodayCard, useTodayCardActor, useTodayProps } from "../today";
import { kundaliHomeMachineFor, wireKundaliHome } from "./bindings";
import { housesForChart, planetsFromHouses, planetsFromReport } from "./chartProps";
import { type KundaliDepthActor, kundaliDepthMachineFor, wireKundaliDepth } from "./depth/bindings";
import { periodDate } from "./depth/periodDates";
import { KundaliView } from "./KundaliView";
import { LazyKundaliDepth } from "./LazyKundaliDepth";
import { kundaliSummary, summaryMessages } from "./summary";

/** The kundali's Moon and birth place once the page's report is read; a 404-like error when there is no kundali. */
async function natalFromReport(depth: KundaliDepthActor) {
  const settled = await waitFor(
    depth,
    (s) => s.context.report !== null || s.matches({ report: "missing" }) || s.matches({ report: "failed" }),
    { timeout: Number.POSITIVE_INFINITY },
  );
  if (settled.context.report) return natalOf(settled.context.report);
  if (settled.matches({ report: "missing" })) throw Object.assign(new Error("No kundali yet."), { status: 404 });
  // the card says it in its own words: this error only marks the failure
  throw new Error("The kundali's report could not be read.");
}

export function KundaliScreen() {
  const logic = useAppLogic();
  const [, navigate] = useLocation();
  const [chartOpen, setChartOpen] = useState(false);
  // A member's chart and profile are read from the API; a guest's are the kept ones.
  const kundaliHome = wireKundaliHome(logic.environment);
  const home = useActorRef(kundaliHomeMachineFor(kundaliHome.ports), { input: kundaliHome.input() });
  const generating = useSelector(home, (s) => s.matches("loadingChart"));
  const ready = useSelector(home, (s) => s.matches("ready"));
  const kundali = useSelector(logic.appStore, (s) => s.context.kundali);
  // The report: the short and full reading at the top, the depth sections below read the same actor.
  const depthWiring = wireKundaliDepth(logic.kundaliDepth);
  const depth = useActorRef(kundaliDepthMachineFor(depthWiring.ports), { input: depthWiring.input() });
  const report = useSelector(depth, (s) => s.context.report);
  // Today's card reads the Moon and the birth place from the same report.
  const { snapshot: _today, ...today } = useTodayProps(useTodayCardActor(() => natalFromReport(depth)));
  const code = useStore(language);
  const bsMonths = useStore(calendarWords) as unknown as Record<string, string>;
  const summaryWords = useStore(summaryMessages);
  const summary = useMemo(
    () => (report ? kundaliSummary(report, summaryWords, (iso) => periodDate(iso, code, bsMonths)) : null),
    [report, summaryWords, code, bsMonths],
  );
  // A guest's chart is drawn from the kept store at once, so their next visit may paint it from the shell; a
  // member's first frame is the loading line while chart-history answers.
  const guest = !kundaliHome.input().isAuthenticated;
  // The Today card is part of the frame: kept again when it changes, so the next visit's first render (the kept day,
  // from the same storage) draws what the frame painted.
  useKeptFrame("/kundali", guest && ready && summary !== null, `${today.status}:${today.day?.date ?? ""}`);
  const houses = housesForChart(kundali.chart ?? []);
  // The place as the report writes it in the reader's language (Devanagari for the cities of Nepal and India), the
  // kept one, in the same words, until it is read.
  const place = report?.person.birth_place || placeLabel(kundali.birth_place, kundali.country, code);
  return (
    <KundaliView
      status={generating ? "generating" : "ready"}
      name={kundali.name ?? ""}
      birthDate={kundali.birth_date ?? ""}
      birthTime={kundali.birth_time ?? ""}
      birthPlace={place}
      sign={kundali.horoscope_sign ?? ""}
      summary={summary}
      interpretation={report?.interpretation ?? null}
      onViewAnswer={() => navigate("/chat")}
      onOpenChart={() => setChartOpen(true)}
      onMatch={() => navigate("/matching")}
      depth={<LazyKundaliDepth actor={depth} />}
      today={<TodayCard {...today} onOpen={() => navigate("/today")} />}
      chart={{
        isOpen: chartOpen,
        onClose: () => setChartOpen(false),
        status: houses.length === 12 ? "ready" : "loading",
        houses,
        // The report's rows carry each degree and nakshatra; the kept houses alone until it is read.
        planets: report ? planetsFromReport(report.planets, code) : planetsFromHouses(houses),
        ...(place ? { computedFor: place } : {}),
      }}
    />
  );
}
