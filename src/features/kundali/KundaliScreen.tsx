// /kundali: the kept chart (name, birth details, Vedic sign, interpretation) and the 'Your Birth Chart' modal.
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { useLocation } from "wouter";
import { placeLabel } from "../../../machines/lib/placeLabel";
import { useAppLogic } from "../../app/LogicContext";
import { useKeptFrame } from "../../app/useKeptFrame";
import { kundaliHomeMachineFor, wireKundaliHome } from "./bindings";
import { housesForChart, planetsFromHouses } from "./chartProps";
import { KundaliView } from "./KundaliView";
import { LazyKundaliDepth } from "./LazyKundaliDepth";

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
  // A guest's chart is drawn from the kept store at once, so their next visit may paint it from the shell; a
  // member's first frame is the loading line while chart-history answers.
  const guest = !kundaliHome.input().isAuthenticated;
  useKeptFrame("/kundali", guest && ready && Boolean(kundali.interpretation), "");
  const houses = housesForChart(kundali.chart ?? []);
  const place = placeLabel(kundali.birth_place, kundali.country);
  return (
    <KundaliView
      status={generating ? "generating" : "ready"}
      name={kundali.name ?? ""}
      birthDate={kundali.birth_date ?? ""}
      birthTime={kundali.birth_time ?? ""}
      birthPlace={place}
      sign={kundali.horoscope_sign ?? ""}
      interpretation={kundali.interpretation ?? ""}
      onViewAnswer={() => navigate("/chat")}
      onOpenChart={() => setChartOpen(true)}
      onMatch={() => navigate("/matching")}
      depth={<LazyKundaliDepth />}
      chart={{
        isOpen: chartOpen,
        onClose: () => setChartOpen(false),
        status: houses.length === 12 ? "ready" : "loading",
        houses,
        planets: planetsFromHouses(houses),
        ...(place ? { computedFor: place } : {}),
      }}
    />
  );
}
