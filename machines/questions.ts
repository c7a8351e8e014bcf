/**
 * /questions (docs/product.md §2): category tabs, suggested questions, one free question selected (reselect deselects).
 *
 * Input: `categories`, `suggestions` and `question` kept in the app store (shown while fresh ones load).
 * Events: `questions.tabSelected` { category }, `questions.questionToggled` { question }, `questions.continue`,
 * `questions.retry`.
 * Snapshot: `matches("loading")` -> 'Loading ...' (unless kept data shows); `matches("ready")`: `context.categories`,
 * `context.tab`, `questionsFor(context)` ('No questions available.' when empty), `context.selected`; the button is
 * disabled without a selection; `matches("failed")`: `context.error`;
 * `matches("finished")`: the app goes to /get-started.
 * Placeholders: actor `loadQuestions` (output { categories, suggestions }); actions `saveQuestions`
 * (params { categories, suggestions }), `saveQuestion` (params question), `goToGetStarted`.
 */
import { assign, fromPromise, setup } from "xstate";
import type { Category } from "../contract/catalogue";
import type { Said } from "./lib/callFailure";
import { errorMessage, notProvided } from "./lib/placeholders";

/** docs/product.md §3: default suggestions exist for relationships, marriage and career, two each (wording is ours). */
export const DEFAULT_SUGGESTIONS: Record<string, string[]> = {
  relationships: ["Will my current relationship last?", "When will I meet my life partner?"],
  marriage: ["When will I get married?", "Will my married life be happy?"],
  career: ["When will I get a good job?", "Which career suits me best?"],
};

export interface QuestionsData {
  categories: Category[];
  suggestions: Record<string, string[]>;
}

interface QuestionsContext extends QuestionsData {
  tab: string | null;
  selected: string | null;
  error: Said | null;
}

export type QuestionsEvent =
  | { type: "questions.tabSelected"; category: string }
  | { type: "questions.questionToggled"; question: string }
  | { type: "questions.continue" }
  | { type: "questions.retry" };

export function questionsFor(context: Pick<QuestionsContext, "tab" | "suggestions">): string[] {
  if (context.tab === null) return [];
  return context.suggestions[context.tab] ?? DEFAULT_SUGGESTIONS[context.tab.toLowerCase()] ?? [];
}

export const questionsMachine = setup({
  types: {
    context: {} as QuestionsContext,
    events: {} as QuestionsEvent,
    input: {} as QuestionsData & { question: string | null },
  },
  actors: { loadQuestions: fromPromise<QuestionsData>(notProvided("loadQuestions")) },
  actions: {
    saveQuestions: (_, _data: QuestionsData) => {},
    saveQuestion: (_, _question: string) => {},
    goToGetStarted: () => {},
  },
  guards: {
    hasKeptCategories: ({ context }) => context.categories.length > 0,
    hasSelection: ({ context }) => context.selected !== null,
  },
}).createMachine({
  id: "questions",
  context: ({ input }) => ({
    categories: input.categories,
    suggestions: input.suggestions,
    tab: input.categories[0]?.name ?? null,
    selected: input.question,
    error: null,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadQuestions",
        src: "loadQuestions",
        onDone: {
          target: "ready",
          actions: [
            assign({
              categories: ({ event }) => event.output.categories,
              suggestions: ({ event }) => event.output.suggestions,
              tab: ({ context, event }) =>
                event.output.categories.some((c) => c.name === context.tab)
                  ? context.tab
                  : (event.output.categories[0]?.name ?? null),
            }),
            { type: "saveQuestions", params: ({ event }) => event.output },
          ],
        },
        onError: [
          { guard: "hasKeptCategories", target: "ready" },
          { target: "failed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    failed: { on: { "questions.retry": { target: "loading", actions: assign({ error: null }) } } },
    ready: {
      on: {
        "questions.tabSelected": { actions: assign({ tab: ({ event }) => event.category }) },
        "questions.questionToggled": {
          actions: assign({
            selected: ({ context, event }) => (context.selected === event.question ? null : event.question),
          }),
        },
        "questions.continue": {
          guard: "hasSelection",
          target: "finished",
          actions: { type: "saveQuestion", params: ({ context }) => context.selected as string },
        },
      },
    },
    finished: { type: "final", entry: "goToGetStarted" },
  },
});
