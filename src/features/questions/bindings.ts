// questions's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports, and
// each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this file,
// so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).

import type { InputFrom } from "xstate";
import { fromPromise } from "xstate";
import { type QuestionsData, questionsMachine } from "../../../machines/questions";
import type { ScreenEnvironment } from "../../app/logic";
import { boundOnce } from "../../wiring/boundOnce";

// The questions machine bound to the app where its screens live: /questions, and the empty chat's suggestion box.
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

// The questions wired to the app: the ports the binding above binds the machine to, and its input.
export const wireQuestions = boundOnce((app: ScreenEnvironment) => {
  const { api, navigation } = app.adapters;
  const ports: QuestionsPorts = {
    loadQuestions: async () => {
      // the loading screen's steps come with the first screen that needs the network anyway
      void api
        .loadingData()
        .then((data) => app.patch({ loading_data: data.loading_text }))
        .catch(() => {});
      const categories = await api.categories();
      const suggestions = await api.categorySuggestions(categories.map((c) => c.name));
      return { categories, suggestions };
    },
    saveQuestions: (data) => app.patch({ categories_list: data.categories, category_question: data.suggestions }),
    saveQuestion: (question) => {
      app.patch({ question });
      if (question) app.track("question_selected", "select", question);
    },
    goToGetStarted: () => navigation.navigate("/get-started"),
  };
  return {
    ports,
    input: (): InputFrom<typeof questionsMachine> => ({
      categories: app.store().categories_list,
      suggestions: app.store().category_question,
      question: app.store().question,
    }),
  };
});
