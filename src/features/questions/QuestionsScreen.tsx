// /questions: the questions machine's categories and selection on the questions view, with the login modal.
import { useActorRef, useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import { questionsFor } from "../../../machines/questions";
import { useAppLogic } from "../../app/LogicContext";
import { useKeptFrame } from "../../app/useKeptFrame";
import { useLoginModal } from "../login";
import { questionsMachineFor, wireQuestions } from "./bindings";
import { QuestionsView } from "./QuestionsView";

export function QuestionsScreen() {
  const logic = useAppLogic();
  const [, navigate] = useLocation();
  const questions = wireQuestions(logic.environment);
  const actor = useActorRef(questionsMachineFor(questions.ports), { input: questions.input() });
  const categories = useSelector(actor, (s) => s.context.categories);
  const tab = useSelector(actor, (s) => s.context.tab);
  const suggestions = useSelector(actor, (s) => s.context.suggestions);
  const selected = useSelector(actor, (s) => s.context.selected);
  const loading = useSelector(actor, (s) => s.matches("loading") && s.context.categories.length === 0);
  const shown = questionsFor({ tab, suggestions });
  // A cold start opens on the first tab with the kept selection: that frame is the one the next visit may paint.
  const firstTab = !loading && tab !== null && tab === categories[0]?.name;
  useKeptFrame("/questions", firstTab && shown.length > 0, JSON.stringify([categories, tab, shown, selected]));
  const login = useLoginModal("modal", { onCreateAccount: () => navigate("/register") });
  return (
    <QuestionsView
      status={loading ? "loading" : "ready"}
      categories={categories.map((category) => category.name)}
      activeCategory={tab}
      questions={shown}
      selectedQuestion={selected}
      onSelectCategory={(category) => actor.send({ type: "questions.tabSelected", category })}
      onToggleQuestion={(question) => actor.send({ type: "questions.questionToggled", question })}
      onContinue={() => actor.send({ type: "questions.continue" })}
      onOpenLogin={() => login.open()}
      loginModal={login.props}
    />
  );
}
