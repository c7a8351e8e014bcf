// The questions wired to the app: the ports its binding (src/features/questions/questionsBinding.ts) binds the machine
// to, and its input. Imported by /questions and /chat, so it loads with them rather than with the first load
// (src/app/boundOnce.ts).
import type { InputFrom } from "xstate";
import type { questionsMachine } from "../../../machines/questions";
import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import type { QuestionsPorts } from "./questionsBinding";

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
