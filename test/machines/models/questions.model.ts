import assert from "node:assert/strict";
import { questionsFor, questionsMachine } from "../../../machines/questions";
import type { MachineWalkSpec } from "../support/walk";

const loaded = {
  categories: [{ name: "career" }, { name: "health" }],
  suggestions: { career: ["When will I get a good job?"], health: [] },
};

export const questionsSpec: MachineWalkSpec = {
  name: "questions",
  machine: questionsMachine,
  inputs: [
    { categories: [], suggestions: {}, question: null },
    { categories: [{ name: "marriage" }], suggestions: {}, question: "When will I get married?" },
  ],
  events: () => [
    { type: "questions.tabSelected", category: "health" },
    { type: "questions.questionToggled", question: "When will I get a good job?" },
    { type: "questions.continue" },
    { type: "questions.retry" },
  ],
  outputs: { loadQuestions: [loaded] },
  errors: { loadQuestions: [new Error("An unexpected error occurred.")] },
  recordedActions: ["saveQuestions", "saveQuestion", "goToGetStarted"],
  serializeState: (s) => JSON.stringify([s.value, s.context.tab, s.context.selected, s.context.categories.length]),
  states: {
    ready: ({ snapshot }) => {
      const context = snapshot.context;
      if (context.tab === "health") assert.deepEqual(questionsFor(context), []);
      if (context.tab === "marriage") assert.equal(questionsFor(context).length, 2);
    },
    finished: ({ actions, snapshot }) => {
      const [save, go] = actions.slice(-2);
      assert.equal(save?.name, "saveQuestion");
      assert.equal(save?.params, snapshot.context.selected);
      assert.equal(go?.name, "goToGetStarted");
    },
  },
};
