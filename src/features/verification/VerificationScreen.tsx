// /verification?token=...: the verification machine (verify, welcome or failure, countdown, back to the app).
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { useAppLogic } from "../../app/LogicContext";
import { verificationMachineFor, wireVerification } from "./bindings";
import { VerificationView } from "./VerificationView";

export function VerificationScreen() {
  const logic = useAppLogic();
  const token = new URLSearchParams(useSearch()).get("token");
  const actor = useActorRef(verificationMachineFor(wireVerification(logic.environment).ports), {
    input: { token: token || null },
  });
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const email = useSelector(actor, (s) => s.context.email);
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  // When the intent link opened the native app, this page goes to the background: no store page then.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden") actor.send({ type: "verification.pageHidden" });
    };
    document.addEventListener("visibilitychange", onHidden);
    return () => document.removeEventListener("visibilitychange", onHidden);
  }, [actor]);
  return (
    <VerificationView
      status={outcome}
      email={email}
      secondsLeft={secondsLeft}
      onBackToApp={() => actor.send({ type: "verification.backToApp" })}
    />
  );
}
