// Today's actor for its two places: the card on /kundali (which already reads the kundali, so the page hands it the
// Moon from its own report) and the /today page (which reads it itself).
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { Natal } from "../../../machines/today";
import { useAppLogic } from "../../app/LogicContext";
import { todayMachineFor, wireToday } from "./bindings";
import type { TodayDayProps, TodayStatus } from "./TodayView";

export type TodayActor = ActorRefFrom<ReturnType<typeof todayMachineFor>>;

function statusOf(snapshot: SnapshotFrom<TodayActor>): TodayStatus {
  if (snapshot.matches("ready")) return "ready";
  if (snapshot.matches("failed")) return "failed";
  if (snapshot.matches("missing")) return "missing";
  return "loading";
}

/** The view's props of a running Today actor. */
export function useTodayProps(actor: TodayActor): TodayDayProps & { snapshot: SnapshotFrom<TodayActor> } {
  const snapshot = useSelector(actor, (s) => s);
  return {
    snapshot,
    status: statusOf(snapshot),
    day: snapshot.context.day,
    moon: snapshot.context.moon,
    onRetry: () => actor.send({ type: "today.retried" }),
  };
}

/** The card's actor on /kundali: `readNatal` gives the Moon and birth place of the page's own report. */
export function useTodayCardActor(readNatal: () => Promise<Natal>): TodayActor {
  const logic = useAppLogic();
  const wiring = wireToday(logic.environment);
  // Made once per mount: the bound machine is kept per ports object.
  // biome-ignore lint/correctness/useExhaustiveDependencies: readNatal is the page's, fixed for its mount
  const ports = useMemo(() => ({ ...wiring.ports, loadNatal: readNatal }), [wiring]);
  return useActorRef(todayMachineFor(ports), { input: wiring.input() });
}

/** The /today page's actor, which reads the kundali itself. */
export function useTodayPageActor(): TodayActor {
  const logic = useAppLogic();
  const wiring = wireToday(logic.environment);
  return useActorRef(todayMachineFor(wiring.ports), { input: wiring.input() });
}
