// /get-started: the birth form, then the loading screen while the chart is generated and the free question answered.
// In the native app the birth date and time are read-only and filled by the native pickers (through the machine).
import { useActorRef, useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import { useAppLogic } from "../../app/LogicContext";
import { useCitySearch } from "../city-search";
import { getStartedMachineFor, wireGetStarted } from "./bindings";
import { birthFormWiring } from "./birthFormWiring";
import { GetStartedView } from "./GetStartedView";
import { LoadingView } from "./LoadingView";

export function GetStartedScreen() {
  const logic = useAppLogic();
  const [, navigate] = useLocation();
  const getStarted = wireGetStarted(logic.environment);
  const actor = useActorRef(getStartedMachineFor(getStarted.ports), { input: getStarted.input() });
  const city = useCitySearch();
  const editing = useSelector(actor, (s) => s.matches("editing"));
  const verifying = useSelector(actor, (s) => s.matches("verifyingHuman"));
  const errors = useSelector(actor, (s) => s.context.errors);
  const formError = useSelector(actor, (s) => s.context.error);
  const percent = useSelector(actor, (s) => s.context.progress);
  const stepText = useSelector(actor, (s) => s.context.loadingSteps[s.context.stepIndex]?.name ?? "");
  const picked = useSelector(actor, (s) => s.context.picked);
  const submitted = useSelector(actor, (s) => s.context.values);
  const calendar = useSelector(actor, (s) => s.context.calendar);

  if (!editing && !verifying) return <LoadingView percent={percent} stepText={stepText} />;
  return (
    <GetStartedView
      status={verifying ? "submitting" : "idle"}
      errors={errors}
      formError={formError}
      submitted={submitted}
      {...birthFormWiring((event) => actor.send(event), { calendar, picked, city, isNativeApp: logic.isNativeApp })}
      onChangeQuestion={() => navigate("/questions")}
    />
  );
}
