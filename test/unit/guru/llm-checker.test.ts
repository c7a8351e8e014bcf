// The LLM reply checker on its corpus (test/fixtures/guru-llm): every planted flaw of every kind in every language
// of the tuning part is caught, and no clean reply is rejected. The held-back part is only measured
// (`npm run eval:guru`), never asserted on here.
import { describe, expect, it } from "vitest";
import { corpus, FLAW_KINDS } from "../../fixtures/guru-llm/corpus";
import { measureChecker } from "./llm-checker-measure";

const replies = corpus();
const tuning = replies.filter((r) => r.part === "tuning");

describe("the LLM reply checker on its corpus", () => {
  it("holds at least 300 replies in three languages, a third with one planted flaw, every kind in every language and part", () => {
    expect(replies.length).toBeGreaterThanOrEqual(300);
    expect(new Set(replies.map((r) => r.language))).toEqual(new Set(["en", "ne", "hi"]));
    expect(replies.filter((r) => r.flaw).length).toBe(replies.length / 3);
    for (const part of ["tuning", "held-back"] as const) {
      for (const language of ["en", "ne", "hi"] as const) {
        const kinds = new Set(replies.filter((r) => r.part === part && r.language === language).map((r) => r.flaw));
        expect(
          FLAW_KINDS.filter((kind) => !kinds.has(kind)),
          `${part} ${language}`,
        ).toEqual([]);
      }
    }
  });

  it.each(["en", "ne", "hi"] as const)("catches every planted flaw and rejects no clean reply in %s", (language) => {
    const m = measureChecker(tuning.filter((r) => r.language === language));
    expect(m.misses.map((r) => `${r.id} ${r.flaw}`)).toEqual([]);
    expect(m.falseRejections.map((f) => `${f.reply.id}: ${f.reason}`)).toEqual([]);
  });

  it("meets the goals on the tuning part: recall >= 97%, false rejections <= 2%", () => {
    const m = measureChecker(tuning);
    expect(m.recall).toBeGreaterThanOrEqual(0.97);
    expect(m.falseRejectionRate).toBeLessThanOrEqual(0.02);
  });
});
