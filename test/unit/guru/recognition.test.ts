import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../../server/catalogue/questions";
import { recogniseQuestion } from "../../../server/guru/recognise";
import { LABELLED_QUESTIONS } from "./labelled-questions";

describe("life-area recognition over the labelled set", () => {
  it("places at least 90% of the labelled questions in the right area and reports the figure", () => {
    expect(LABELLED_QUESTIONS.length).toBeGreaterThanOrEqual(100);
    const misses = LABELLED_QUESTIONS.filter((l) => recogniseQuestion(l.q).area !== l.area);
    const accuracy = 1 - misses.length / LABELLED_QUESTIONS.length;
    console.log(
      `Life-area recognition: ${LABELLED_QUESTIONS.length - misses.length}/${LABELLED_QUESTIONS.length} = ${(accuracy * 100).toFixed(1)}%` +
        (misses.length
          ? `; missed: ${misses.map((m) => `"${m.q}" (${m.area} -> ${recogniseQuestion(m.q).area})`).join("; ")}`
          : ""),
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("tells timing questions from the others in at least 95% of the set and reports the figure", () => {
    const right = LABELLED_QUESTIONS.filter((l) => recogniseQuestion(l.q).timing === l.timing).length;
    console.log(
      `Timing recognition: ${right}/${LABELLED_QUESTIONS.length} = ${((right / LABELLED_QUESTIONS.length) * 100).toFixed(1)}%`,
    );
    expect(right / LABELLED_QUESTIONS.length).toBeGreaterThanOrEqual(0.95);
  });

  it("places every seeded catalogue question in some area", () => {
    const unplaced = CATALOGUE.flatMap((c) => c.questions).filter((q) => recogniseQuestion(q).area === null);
    expect(unplaced).toEqual([]);
  });

  it("matches whole words only and ignores case and punctuation", () => {
    expect(recogniseQuestion("WHEN will I MARRY??").area).toBe("marriage");
    // "carpet" contains "car" and "shipment" contains "hip": neither is a keyword hit.
    expect(recogniseQuestion("Is the carpet shipment a good sign?").area).toBeNull();
  });
});
