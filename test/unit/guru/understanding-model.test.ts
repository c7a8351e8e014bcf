// The committed understanding model is what `npm run train:understanding` makes of today's training rows: a changed
// label, a new row or a changed word list (the rules' conclusions are features too) makes this fail until retrained.
// The model is trained on the training rows only: no held-back question may shape it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hashOf, MODEL_FILE, modelText, trainUnderstanding } from "../../../server/guru/understand/model/training";
import { understand } from "../../../server/guru/understand/understand";
import { HELD_BACK_QUESTIONS, TRAINING_QUESTIONS } from "../../fixtures/guru-plan";

describe("the understanding model", () => {
  it("is the one trained from today's training rows (run `npm run train:understanding` when this fails)", () => {
    const committed = readFileSync(MODEL_FILE, "utf8");
    const fresh = modelText(trainUnderstanding(TRAINING_QUESTIONS));
    expect(JSON.parse(committed).trainedOn).toEqual({
      rows: TRAINING_QUESTIONS.length,
      hash: hashOf(TRAINING_QUESTIONS),
    });
    expect(fresh === committed, "the committed model is stale against the training rows").toBe(true);
  }, 300_000);

  it("was trained without the held-back rows", () => {
    const { trainedOn } = JSON.parse(readFileSync(MODEL_FILE, "utf8"));
    expect(trainedOn.hash).not.toBe(hashOf([...TRAINING_QUESTIONS, ...HELD_BACK_QUESTIONS]));
    expect(trainedOn.rows).toBe(TRAINING_QUESTIONS.length);
  });

  it("leaves danger to the safety detector", () => {
    expect(understand("I don't want to live anymore", [], "en").intent).toBe("crisis");
    expect(understand("my father collapsed and is not responding", [], "en").intent).toBe("emergency");
  });
});
