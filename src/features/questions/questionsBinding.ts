// The questions machine bound to the app where its screens live: /questions, and the empty chat's suggestion box
// (src/app/boundOnce.ts says why).
import { fromPromise } from "xstate";
import { type QuestionsData, questionsMachine } from "../../../machines/questions";
import { boundOnce } from "../../app/boundOnce";

export interface QuestionsPorts {
  loadQuestions(): Promise<QuestionsData>;
  saveQuestions(data: QuestionsData): void;
  saveQuestion(question: string): void;
  goToGetStarted(): void;
}

export const questionsMachineFor = boundOnce((ports: QuestionsPorts) =>
  questionsMachine.provide({
    actors: { loadQuestions: fromPromise(() => ports.loadQuestions()) },
    actions: {
      saveQuestions: (_, data) => ports.saveQuestions(data),
      saveQuestion: (_, question) => ports.saveQuestion(question),
      goToGetStarted: () => ports.goToGetStarted(),
    },
  }),
);
