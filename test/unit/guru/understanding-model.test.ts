// The committed understanding model is what `npm run train:understanding` makes of today's training rows: a changed
// label, a new row or a changed word list (the rules' conclusions are features too) makes this fail until retrained.
// The model is trained on the training rows only: no held-back question may shape it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { subjectFeatures } from "../../../server/guru/understand/model/features";
import { hashOf, MODEL_FILE, modelText, trainUnderstanding } from "../../../server/guru/understand/model/training";
import { understand } from "../../../server/guru/understand/understand";
import { HELD_BACK_QUESTIONS, UNDERSTANDING_TRAINING_QUESTIONS } from "../../fixtures/guru-plan";
import { typeablePayloads } from "../../fixtures/xss-payloads";

describe("the understanding model", () => {
  it("is the one trained from today's training rows (run `npm run train:understanding` when this fails)", () => {
    const committed = readFileSync(MODEL_FILE, "utf8");
    const fresh = modelText(trainUnderstanding(UNDERSTANDING_TRAINING_QUESTIONS));
    expect(JSON.parse(committed).trainedOn).toEqual({
      rows: UNDERSTANDING_TRAINING_QUESTIONS.length,
      hash: hashOf(UNDERSTANDING_TRAINING_QUESTIONS),
    });
    expect(fresh === committed, "the committed model is stale against the training rows").toBe(true);
  }, 300_000);

  it("was trained without the held-back rows", () => {
    const { trainedOn } = JSON.parse(readFileSync(MODEL_FILE, "utf8"));
    expect(trainedOn.hash).not.toBe(hashOf([...UNDERSTANDING_TRAINING_QUESTIONS, ...HELD_BACK_QUESTIONS]));
    expect(trainedOn.rows).toBe(UNDERSTANDING_TRAINING_QUESTIONS.length);
  });

  it("shows the subject head whether the asker is in the question besides as the person's owner", () => {
    expect(subjectFeatures("will my in-laws accept me")).toEqual(expect.arrayContaining(["s:asker_too:in_law"]));
    expect(subjectFeatures("will my in-laws be healthy")).not.toContain("s:asker_too");
    expect(subjectFeatures("मेरो छोरीको बिहे कहिले हुन्छ")).toEqual(
      expect.arrayContaining(["s:person:child", "s:owned:child"]),
    );
    expect(subjectFeatures("when will I marry")).toContain("s:asker_only");
  });

  it("reads whom a question is about with the rules' word lists and the subject head together", () => {
    expect(understand("will my husband quit drinking", [], "en").subject).toBe("spouse");
    expect(understand("what will my husband be like, rich or simple?", [], "en").subject).toBe("self");
    expect(understand("mero didi ko biha kahile hunchha", [], "en")).toMatchObject({
      subject: "elder_sibling",
      language: "ne",
    });
    expect(understand("meri behen ki shaadi kab hogi", [], "en")).toMatchObject({ subject: "sibling", language: "hi" });
  });

  it("leaves danger to the safety detector", () => {
    expect(understand("I don't want to live anymore", [], "en").intent).toBe("crisis");
    expect(understand("my father collapsed and is not responding", [], "en").intent).toBe("emergency");
  });

  it("takes a question the rules placed for a free reply only when it is fairly sure", () => {
    // Markup after a real question (as the XSS corpus sends it, up to the message limit) leans the model towards
    // off-topic; the question is still asked.
    let markup = "";
    for (const payload of typeablePayloads) {
      if (markup.length + payload.html.length + 1 > 1900) break;
      markup = `${markup} ${payload.html}`;
    }
    const question = `When will I get married?${markup}`;
    expect(understand(question, [], "en")).toMatchObject({ intent: "when", area: "marriage", replyKind: "reading" });
    expect(understand("Write me a cover letter for a bank job", [], "en").replyKind).not.toBe("reading");
  });
});
