// / and /home: the walkthrough machine's slides on the walkthrough view.
import { useActorRef, useSelector } from "@xstate/react";
import { useAppLogic } from "../../app/LogicContext";
import { walkthroughMachineFor, wireWalkthrough } from "./bindings";
import { WalkthroughView } from "./WalkthroughView";

export function WalkthroughScreen() {
  const logic = useAppLogic();
  const walkthrough = wireWalkthrough(logic.environment);
  const actor = useActorRef(walkthroughMachineFor(walkthrough.ports), { input: walkthrough.input() });
  const slides = useSelector(actor, (s) => s.context.slides);
  const loading = useSelector(actor, (s) => s.matches("loading") && s.context.slides.length === 0);
  // The view keeps the current slide itself; both of its exits end the walkthrough the same way (seen, /questions).
  return (
    <WalkthroughView
      slides={slides}
      status={loading ? "loading" : "ready"}
      onSkip={() => actor.send({ type: "walkthrough.skip" })}
      onFinish={() => actor.send({ type: "walkthrough.skip" })}
    />
  );
}
