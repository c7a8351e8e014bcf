// /matching: the matching machine on the matching view. The partner's form is the /get-started form's parts with a
// city search of its own; in the native app the birth date and time come from the native pickers (through the
// machine), as on /get-started.
import { useActorRef, useSelector } from "@xstate/react";
import { useAppLogic } from "../../app/LogicContext";
import { useCitySearch } from "../city-search";
import { birthFormWiring } from "../get-started";
import { matchingMachineFor, wireMatching } from "./bindings";
import { MatchingView } from "./MatchingView";

export function MatchingScreen() {
  const logic = useAppLogic();
  const matching = wireMatching(logic.environment);
  const actor = useActorRef(matchingMachineFor(matching.ports), { input: matching.input() });
  const city = useCitySearch();
  const showing = useSelector(actor, (s) => s.matches({ match: "showing" }));
  const submitting = useSelector(actor, (s) => s.matches({ match: "submitting" }));
  const savedStatus = useSelector(actor, (s) =>
    s.matches({ saved: "loading" }) ? "loading" : s.matches({ saved: "failed" }) ? "failed" : "ready",
  );
  const matches = useSelector(actor, (s) => s.context.matches);
  const listError = useSelector(actor, (s) => s.context.listError);
  const current = useSelector(actor, (s) => s.context.current);
  const errors = useSelector(actor, (s) => s.context.errors);
  const formError = useSelector(actor, (s) => s.context.error);
  const picked = useSelector(actor, (s) => s.context.picked);
  const submitted = useSelector(actor, (s) => s.context.values);
  const calendar = useSelector(actor, (s) => s.context.calendar);

  return (
    <MatchingView
      mode={showing ? "result" : "form"}
      result={current}
      form={{
        status: submitting ? "submitting" : "idle",
        errors,
        formError,
        submitted,
        ...birthFormWiring((event) => actor.send(event), { calendar, picked, city, isNativeApp: logic.isNativeApp }),
      }}
      saved={{
        status: savedStatus,
        matches,
        error: listError,
        currentId: showing ? (current?.id ?? null) : null,
        isDisabled: submitting,
        onOpen: (id) => actor.send({ type: "match.opened", id }),
        onRetry: () => actor.send({ type: "saved.retried" }),
      }}
      onAskGuru={(question) => actor.send({ type: "match.askGuru", question })}
      onNewMatch={() => actor.send({ type: "match.newRequested" })}
    />
  );
}
