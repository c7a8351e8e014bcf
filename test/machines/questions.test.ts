import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { DEFAULT_SUGGESTIONS, type QuestionsData, questionsFor, questionsMachine } from "../../machines/questions";
import { questionsSpec } from "./models/questions.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(questionsSpec);

// docs/product.md §2 /questions: category tabs, their suggested questions, one question selected (again deselects), Continue
// to /get-started; kept data shows while fresh data loads.
describe("choosing the free question", () => {
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const loaded: QuestionsData = {
    categories: [{ name: "career" }, { name: "health" }],
    suggestions: { career: ["When will I get a good job?"], health: ["Will I stay healthy?"] },
  };

  /** A questions screen started with `kept`, whose load answers `load`; it records the effects it asks for. */
  async function questions(load: () => Promise<QuestionsData>, kept: QuestionsData & { question: string | null }) {
    const done: Array<[string, unknown]> = [];
    const machine = questionsMachine.provide({
      actors: { loadQuestions: fromPromise(load) },
      actions: {
        saveQuestions: (_, data) => done.push(["saveQuestions", data]),
        saveQuestion: (_, question) => done.push(["saveQuestion", question]),
        goToGetStarted: () => done.push(["goToGetStarted", undefined]),
      },
    });
    const actor = createActor(machine, { input: kept }).start();
    const first = actor.getSnapshot();
    await settle();
    return { actor, done, first };
  }
  const nothingKept = { categories: [], suggestions: {}, question: null };

  it("opens on the first kept tab with the kept question, then shows and stores the loaded categories", async () => {
    const kept = { categories: [{ name: "love" }, { name: "money" }], suggestions: {}, question: "Will I be rich?" };
    const { actor, done, first } = await questions(async () => loaded, kept);
    expect(first.value).toBe("loading");
    expect(first.context).toMatchObject({ tab: "love", selected: "Will I be rich?", categories: kept.categories });
    expect(actor.getSnapshot().value).toBe("ready");
    // the kept tab is gone from the loaded ones: the first loaded tab shows
    expect(actor.getSnapshot().context).toMatchObject({ ...loaded, tab: "career", selected: "Will I be rich?" });
    expect(done).toEqual([["saveQuestions", loaded]]);
  });

  it("stays on the tab shown while loading when the loaded categories still have it", async () => {
    const kept = { categories: [{ name: "health" }], suggestions: {}, question: null };
    const { actor } = await questions(async () => loaded, kept);
    expect(actor.getSnapshot().context.tab).toBe("health");
  });

  it("has no tab when nothing is kept and nothing loads", async () => {
    const { actor, first } = await questions(async () => ({ categories: [], suggestions: {} }), nothingKept);
    expect(first.context.tab).toBeNull();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.tab).toBeNull();
    expect(questionsFor(actor.getSnapshot().context)).toEqual([]);
  });

  it("a failed load shows the kept categories, or else the error, which a retry clears", async () => {
    const fail = () => Promise.reject(new Error("No internet connection."));
    const kept = { categories: [{ name: "marriage" }], suggestions: {}, question: null };
    const withKept = await questions(fail, kept);
    expect(withKept.actor.getSnapshot().value).toBe("ready");
    expect(withKept.actor.getSnapshot().context).toMatchObject({ categories: kept.categories, tab: "marriage" });
    expect(withKept.done).toEqual([]);

    let answer = fail;
    const without = await questions(() => answer(), nothingKept);
    expect(without.actor.getSnapshot().value).toBe("failed");
    expect(without.actor.getSnapshot().context.error).toBe("No internet connection.");
    answer = () => new Promise(() => {});
    without.actor.send({ type: "questions.retry" });
    expect(without.actor.getSnapshot().value).toBe("loading");
    expect(without.actor.getSnapshot().context.error).toBeNull();
  });

  it("a tab shows its questions; one question is selected, selecting it again deselects it", async () => {
    const { actor } = await questions(async () => loaded, nothingKept);
    const context = () => actor.getSnapshot().context;
    actor.send({ type: "questions.tabSelected", category: "health" });
    expect(context().tab).toBe("health");
    expect(questionsFor(context())).toEqual(["Will I stay healthy?"]);

    actor.send({ type: "questions.questionToggled", question: "Will I stay healthy?" });
    expect(context().selected).toBe("Will I stay healthy?");
    actor.send({ type: "questions.questionToggled", question: "When will I get a good job?" });
    expect(context().selected).toBe("When will I get a good job?");
    actor.send({ type: "questions.questionToggled", question: "When will I get a good job?" });
    expect(context().selected).toBeNull();
  });

  it("Continue does nothing without a selection, and with one stores it and goes to /get-started", async () => {
    const { actor, done } = await questions(async () => loaded, nothingKept);
    actor.send({ type: "questions.continue" });
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "questions.questionToggled", question: "When will I get a good job?" });
    actor.send({ type: "questions.continue" });
    expect(actor.getSnapshot().value).toBe("finished");
    expect(done.slice(1)).toEqual([
      ["saveQuestion", "When will I get a good job?"],
      ["goToGetStarted", undefined],
    ]);
  });

  it("relationships, marriage and career have two default questions each, whatever the tab's case", () => {
    for (const category of ["relationships", "marriage", "career"]) {
      const defaults = DEFAULT_SUGGESTIONS[category] ?? [];
      expect(defaults).toHaveLength(2);
      expect(new Set(defaults).size).toBe(2);
      for (const question of defaults) expect(question).toMatch(/\?$/);
      expect(questionsFor({ tab: category.toUpperCase(), suggestions: {} })).toEqual(defaults);
    }
    expect(questionsFor({ tab: "health", suggestions: {} })).toEqual([]);
  });
});
