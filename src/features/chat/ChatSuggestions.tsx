// The empty chat's suggestion box, bound to the questions machine (members who never saw /questions have no
// categories kept). It is mounted only while the box shows (ChatView: no message yet), so a conversation's /chat
// neither starts the machine nor reads the categories and suggestions it would not show.
import { useActorRef, useSelector } from "@xstate/react";
import { questionsFor } from "../../../machines/questions";
import { useAppLogic } from "../../app/LogicContext";
import { questionsMachineFor, wireQuestions } from "../questions";
import { SuggestionBox } from "./SuggestionBox";

export function ChatSuggestions({ onAsk }: { onAsk: (question: string) => void }) {
  const logic = useAppLogic();
  const wiring = wireQuestions(logic.environment);
  const questions = useActorRef(questionsMachineFor(wiring.ports), { input: wiring.input() });
  const categories = useSelector(questions, (s) => s.context.categories);
  const activeTab = useSelector(questions, (s) => s.context.tab);
  const suggested = useSelector(questions, (s) => questionsFor(s.context));
  return (
    <SuggestionBox
      categories={categories.map((category) => category.name)}
      activeCategory={activeTab}
      questions={suggested}
      onSelectCategory={(category) => questions.send({ type: "questions.tabSelected", category })}
      onAsk={onAsk}
    />
  );
}
